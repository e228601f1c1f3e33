// The two storages behind documents: files under DATA_DIR, and an S3-compatible bucket (a fake client here:
// no network in tests), chosen from the configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig, testConfig } from '../../../server/config';
import { DiskStorage, storageFor } from '../../../server/documents/documentStorage';
import { S3Storage, s3ClientConfig } from '../../../server/documents/s3Storage';
import { newStorageKey } from '../../../server/documents/storageKeys';

const bytes = new Uint8Array([37, 80, 68, 70, 45]);

describe('DiskStorage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test('puts, gets and removes a file under its key; a missing file is null and removing twice is fine', async () => {
    const storage = new DiskStorage(root);
    const key = newStorageKey(7);
    expect(key).toMatch(/^documents\/7\/[0-9a-f-]{36}$/);
    await storage.put(key, bytes);
    expect(fs.readdirSync(path.join(root, 'documents', '7'))).toEqual([key.split('/')[2]]);
    expect(Buffer.from((await storage.get(key)) as Buffer)).toEqual(Buffer.from(bytes));
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  test('a key that is not one of ours never becomes a path', async () => {
    const storage = new DiskStorage(root);
    await expect(storage.put('../../etc/passwd', bytes)).rejects.toThrow('invalid storage key');
    await expect(storage.get('documents/1/../../x')).rejects.toThrow('invalid storage key');
  });
});

describe('S3Storage', () => {
  function fakeS3() {
    const objects = new Map<string, Uint8Array>();
    const sent: unknown[] = [];
    const client = {
      async send(command: unknown) {
        sent.push(command);
        if (command instanceof PutObjectCommand) {
          objects.set(command.input.Key as string, command.input.Body as Uint8Array);
          return {};
        }
        if (command instanceof GetObjectCommand) {
          const body = objects.get(command.input.Key as string);
          if (!body) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
          return { Body: { transformToByteArray: async () => body } };
        }
        if (command instanceof DeleteObjectCommand) {
          objects.delete(command.input.Key as string);
          return {};
        }
        throw new Error('unexpected command');
      },
    };
    return { client, objects, sent };
  }

  test('puts with bucket, key and content type; gets; a missing object is null; removes', async () => {
    const { client, objects, sent } = fakeS3();
    const storage = new S3Storage(client, 'laanetorvet-docs');
    const key = newStorageKey(3);
    await storage.put(key, bytes, 'application/pdf');
    expect((sent[0] as PutObjectCommand).input).toMatchObject({
      Bucket: 'laanetorvet-docs',
      Key: key,
      ContentType: 'application/pdf',
    });
    expect(Buffer.from((await storage.get(key)) as Buffer)).toEqual(Buffer.from(bytes));
    await storage.remove(key);
    expect(objects.size).toBe(0);
    expect(await storage.get(key)).toBeNull();
  });

  test('other failures are not hidden', async () => {
    const storage = new S3Storage({ send: async () => Promise.reject(new Error('AccessDenied')) }, 'b');
    await expect(storage.get(newStorageKey(1))).rejects.toThrow('AccessDenied');
  });
});

describe('configuration', () => {
  test('files on disk by default, S3 when S3_BUCKET is set (path style for MinIO endpoints)', async () => {
    expect(await storageFor(testConfig({ dataDir: '/tmp/x' }))).toBeInstanceOf(DiskStorage);
    const config = loadConfig({
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.s3).toMatchObject({ bucket: 'docs', region: 'eu-north-1', forcePathStyle: true });
    expect(await storageFor(config)).toBeInstanceOf(S3Storage);
    expect(s3ClientConfig(config.s3!)).toEqual({
      region: 'eu-north-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'docs' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({}).s3).toBeNull();
  });
});
