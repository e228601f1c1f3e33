// A sliding-window throttle kept in the database, so every API instance counts the same attempts.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type Throttle = {
  /** Seconds until the key may try again, or 0 when it is under the limit. */
  retryAfter(key: string): Promise<number>;
  hit(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

export function createThrottle(db: Db, opts: { max: number; windowMs: number }): Throttle {
  return {
    async retryAfter(key) {
      const since = new Date(Date.now() - opts.windowMs);
      const [{ n }] = await db
        .select({ n: count() })
        .from(t.throttleHits)
        .where(and(eq(t.throttleHits.key, key), gt(t.throttleHits.at, since)));
      if (n < opts.max) return 0;
      return Math.ceil(opts.windowMs / 1000);
    },
    async hit(key) {
      await db.insert(t.throttleHits).values({ key });
      // Old hits are of no use; drop them for this key as we go.
      await db
        .delete(t.throttleHits)
        .where(and(eq(t.throttleHits.key, key), lt(t.throttleHits.at, new Date(Date.now() - opts.windowMs))));
    },
    async clear(key) {
      await db.delete(t.throttleHits).where(eq(t.throttleHits.key, key));
    },
  };
}
