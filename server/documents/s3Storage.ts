// Document files in an S3-compatible bucket (AWS S3, MinIO), when S3_BUCKET is set (documentStorage.ts).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { DocumentStorage } from './documentStorage';
import { checkedKey, KEY, prefixOf } from './storageKeys';

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
