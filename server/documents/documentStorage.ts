// Where document files live: files under DATA_DIR by default, an S3-compatible bucket (AWS S3, MinIO) when
// S3_BUCKET is set. The database row names a file by its storage key; the bytes never go into the database.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';

export interface DocumentStorage {
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is no error (deleting twice is harmless). */
  remove(key: string): Promise<void>;
  /** Every key stored for one customer, whether a row still names it or not (erasing a closed account). */
  keysOf(userId: number): Promise<string[]>;
  /**
   * Removes what a crash left mid-write (files only: an object store writes whole objects or none), older than
   * `olderThanMs` so another process's write under way is left alone; answers how many went.
   */
  removeAbandonedWrites?(olderThanMs: number): Promise<number>;
}

/** A fresh key: random, so it says nothing about the customer or the file's name. */
export function newStorageKey(userId: number): string {
  return `${prefixOf(userId)}${randomUUID()}`;
}

const prefixOf = (userId: number) => `documents/${userId}/`;

/** The name a file is written under before it is renamed into place. */
const PARTIAL = '.partial';

const KEY = /^documents\/\d{1,12}\/[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  // Keys are made by newStorageKey only; anything else must never become a path on disk.
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

export class DiskStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  pathOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed: a crash mid-write never leaves a half file under the real name.
    const partial = `${file}${PARTIAL}`;
    await fs.writeFile(partial, bytes, { mode: 0o600 });
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async removeAbandonedWrites(olderThanMs: number): Promise<number> {
    const documents = path.join(this.root, 'documents');
    const customers = await fs.readdir(documents).catch(() => [] as string[]);
    let removed = 0;
    for (const customer of customers) {
      const folder = path.join(documents, customer);
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(PARTIAL))) {
        const file = path.join(folder, name);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat || Date.now() - stat.mtimeMs < olderThanMs) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async keysOf(userId: number): Promise<string[]> {
    const prefix = prefixOf(userId);
    try {
      const names = await fs.readdir(path.join(this.root, ...prefix.split('/')));
      return names.map((name) => `${prefix}${name}`).filter((key) => KEY.test(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}

/** The part of the AWS SDK's client this storage uses: tests hand in a fake. */
export type S3Like = { send(command: unknown): Promise<unknown> };

export class S3Storage implements DocumentStorage {
  constructor(
    private readonly client: S3Like,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Uint8Array, mimeType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: bytes, ContentType: mimeType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }))) as {
        Body?: { transformToByteArray(): Promise<Uint8Array> };
      };
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async keysOf(userId: number): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = (await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefixOf(userId), ContinuationToken: token }),
      )) as { Contents?: { Key?: string }[]; NextContinuationToken?: string };
      for (const object of page.Contents ?? []) if (object.Key && KEY.test(object.Key)) keys.push(object.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }
}

export function s3ClientConfig(s3: NonNullable<Config['s3']>): S3ClientConfig {
  return {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  };
}

/** The storage the configuration names. */
export function storageFor(config: Config): DocumentStorage {
  if (config.s3) return new S3Storage(new S3Client(s3ClientConfig(config.s3)), config.s3.bucket);
  return new DiskStorage(path.join(config.dataDir, 'documents'));
}
