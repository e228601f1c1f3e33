// A closed account's files, and at start-up the files a crash left half-written. Closing deletes the document rows
// in its transaction and stores this job in the same one, so the files' erasure is as durable as the closing; the
// route then runs the job at once, and when the storage fails (a bucket down, a disk full) the queue retries it
// until every file is gone, never giving up. The job lists the customer's prefix rather than carrying keys:
// payloads hold ids only, and a file a crash left behind without its row goes too.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { DocumentStorage } from './documentStorage';

export const ERASE_FILES_JOB = 'documents.erase-account-files';

/** A write takes a second or two; a half-written file this old belongs to a process that died. */
export const ABANDONED_WRITE_AGE_MS = 10 * 60 * 1000;

/** Removes every file of the customer that no document row names; throws when any could not be removed. */
export async function eraseAccountFiles(db: Db, storage: DocumentStorage, userId: number): Promise<number> {
  // A row can name a file still (a lender's document sent to an anonymised lead after closing): that file stays.
  const named = new Set(
    (await db.select({ key: t.documents.storageKey }).from(t.documents).where(eq(t.documents.userId, userId))).map(
      (row) => row.key,
    ),
  );
  const keys = (await storage.keysOf(userId)).filter((key) => !named.has(key));
  const failed = (await Promise.allSettled(keys.map((key) => storage.remove(key)))).filter(
    (outcome) => outcome.status === 'rejected',
  );
  if (failed.length > 0) throw new Error(`${failed.length} of ${keys.length} files not removed`);
  return keys.length;
}

export function registerFileErasure(app: FastifyInstance): void {
  // At start-up: a file a crash left half-written has no row and no key, so nothing else would ever remove it.
  app.addHook('onReady', async () => {
    const removed = (await app.documentStorage.removeAbandonedWrites?.(ABANDONED_WRITE_AGE_MS)) ?? 0;
    if (removed > 0) app.log.info({ removed }, 'removed half-written document files');
  });
  app.jobs.handle(ERASE_FILES_JOB, ({ userId }) => eraseAccountFiles(app.db, app.documentStorage, userId), {
    untilDone: true,
  });
}
