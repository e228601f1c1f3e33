// Sliding-window throttles shared by every API instance: in the database by default, in Redis when REDIS_URL is
// set (redisThrottle.ts). Times are the store's own clock (now(), Redis TIME), so instances with skewed clocks
// still agree. Routes use `app.throttle`, whichever store it is.
import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type Limit = { key: string; max: number; windowMs: number };

export type Attempt = {
  /** Seconds until the attempt would be allowed; 0 when it was allowed (and counted). */
  retryAfter: number;
  /** Takes this attempt back (a successful sign-in is no failure). */
  refund(): Promise<void>;
};

export type ThrottleStore = {
  /** Counts one attempt against every limit (all or none of them), or tells how long to wait. */
  attempt(limits: Limit[]): Promise<Attempt>;
  /** Forgets every hit of a key (Laravel's RateLimiter::clear). */
  clear(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    throttle: ThrottleStore;
  }
}

/** Hits older than this are of no use to any limit; the housekeeping sweep deletes them. */
export const LONGEST_WINDOW_MS = 24 * 3600 * 1000;

const windowOf = (limit: Limit) => sql`make_interval(secs => ${limit.windowMs / 1000})`;

/**
 * Seconds until `key` is under its limit again, not counting the hits in `ignore`: when `max` hits lie inside
 * the window, the max-th most recent must leave it first.
 */
async function waitFor(db: Db, limit: Limit, ignore: number[]): Promise<number> {
  const [blocking] = await db
    .select({ seconds: sql<string>`extract(epoch from (${t.throttleHits.at} + ${windowOf(limit)} - now()))` })
    .from(t.throttleHits)
    .where(
      and(
        eq(t.throttleHits.key, limit.key),
        sql`${t.throttleHits.at} > now() - ${windowOf(limit)}`,
        ignore.length ? notInArray(t.throttleHits.id, ignore) : undefined,
      ),
    )
    .orderBy(desc(t.throttleHits.at))
    .offset(limit.max - 1)
    .limit(1);
  return blocking ? Math.max(1, Math.ceil(Number(blocking.seconds))) : 0;
}

/**
 * Counts one attempt against every limit, then checks them. Counting first means a burst of parallel attempts
 * sees itself: at most `max` get through, never all of them. A refused attempt is taken back, so waiting out a
 * lock-out is enough to end it.
 */
async function attempt(db: Db, limits: Limit[]): Promise<Attempt> {
  const hits = await db
    .insert(t.throttleHits)
    .values(limits.map((l) => ({ key: l.key })))
    .returning({ id: t.throttleHits.id });
  const ids = hits.map((h) => h.id);
  const refund = async () => {
    await db.delete(t.throttleHits).where(inArray(t.throttleHits.id, ids));
  };
  const waits = await Promise.all(limits.map((limit) => waitFor(db, limit, ids)));
  const retryAfter = Math.max(0, ...waits);
  if (retryAfter > 0) await refund();
  return { retryAfter, refund };
}

export function databaseThrottle(db: Db): ThrottleStore {
  return {
    attempt: (limits) => attempt(db, limits),
    async clear(key) {
      await db.delete(t.throttleHits).where(eq(t.throttleHits.key, key));
    },
  };
}

export async function purgeOldHits(db: Db): Promise<number> {
  const gone = await db
    .delete(t.throttleHits)
    .where(lt(t.throttleHits.at, sql`now() - make_interval(secs => ${LONGEST_WINDOW_MS / 1000})`))
    .returning({ id: t.throttleHits.id });
  return gone.length;
}
