// Where document files live: files under DATA_DIR by default, an S3-compatible bucket (AWS S3, MinIO) when
// S3_BUCKET is set. The database row names a file by its storage key; the bytes never go into the database.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { checkedKey, KEY, prefixOf } from './storageKeys';

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

/**
 * The disk (or the quota of the account the server runs as) is full: the upload answers 507 (server/app.ts) and
 * nothing of the file is left behind.
 */
export class StorageFull extends Error {
  constructor(cause: unknown) {
    super('document storage is full', { cause });
    this.name = 'StorageFull';
  }
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** The name a file is written under before it is renamed into place. */
const PARTIAL = '.partial';

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
    try {
      await fs.writeFile(partial, bytes, { mode: 0o600 });
      await fs.rename(partial, file);
    } catch (error) {
      // A write that failed (a full disk stops mid-file) leaves what it wrote: removed now, not at the next start.
      await fs.rm(partial, { force: true });
      throw FULL_CODES.has((error as NodeJS.ErrnoException).code ?? '') ? new StorageFull(error) : error;
    }
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

/** The storage the configuration names. */
export async function storageFor(config: Config): Promise<DocumentStorage> {
  if (config.s3) {
    // The AWS SDK is a megabyte of code that a deployment storing files on disk never needs: loaded only here.
    const { S3Client } = await import('@aws-sdk/client-s3');
    const { S3Storage, s3ClientConfig } = await import('./s3Storage');
    return new S3Storage(new S3Client(s3ClientConfig(config.s3)), config.s3.bucket);
  }
  return new DiskStorage(path.join(config.dataDir, 'documents'));
}
