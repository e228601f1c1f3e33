// Throttles shared by every API instance, on rate-limiter-flexible: in Redis when REDIS_URL is set, else in the
// database (its Drizzle store, table throttle_counters). Routes use `app.throttle`, whichever store it is.
// A window is fixed from a key's first hit (the library's model): a lock-out ends when that window does.
import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
  /** Since start: refused attempts per kind of limit (the key's part before ':'), and attempts the store failed. */
  stats(): ThrottleStats;
};

export type ThrottleStats = { refused: Record<string, number>; unavailable: number };

declare module 'fastify' {
  interface FastifyInstance {
    throttle: ThrottleStore;
  }
}

/**
 * The store could not count (Redis or the database is down). Throttles fail closed: without a count nobody may
 * guess passwords, so the caller answers 503 (see the app's error handler).
 */
export class ThrottleUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('throttle store unavailable', { cause });
    this.name = 'ThrottleUnavailableError';
  }
}

/** Seconds a client is asked to wait when the throttle store is down: about how long a Redis failover takes. */
export const THROTTLE_UNAVAILABLE_RETRY_S = 30;

const KEY_PREFIX = 'throttle';

type LimiterFactory = (opts: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

function throttleStore(makeLimiter: LimiterFactory): ThrottleStore {
  // One limiter per (max, window); all share the key prefix, so any of them can forget a key.
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (max: number, windowMs: number) => {
    const id = `${max}/${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = makeLimiter({ keyPrefix: KEY_PREFIX, points: max, duration: Math.ceil(windowMs / 1000) });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const stats: ThrottleStats = { refused: {}, unavailable: 0 };

  return {
    async attempt(limits) {
      // Counted in parallel, each atomically in its store: a burst of parallel attempts sees itself, so at most
      // `max` of them get through, never all.
      const results = await Promise.allSettled(limits.map((l) => limiterOf(l.max, l.windowMs).consume(l.key)));
      const failure = results.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes),
      );
      const counted = limits.filter((_, i) => results[i].status === 'fulfilled');
      const refund = async () => {
        await Promise.all(counted.map((l) => limiterOf(l.max, l.windowMs).reward(l.key)));
      };
      if (failure) {
        stats.unavailable += 1;
        await refund().catch(() => undefined);
        throw new ThrottleUnavailableError(failure.reason);
      }
      const waitMs = Math.max(
        0,
        ...results.map((r) => (r.status === 'rejected' ? (r.reason as RateLimiterRes).msBeforeNext : 0)),
      );
      if (waitMs === 0) return { retryAfter: 0, refund };
      limits.forEach((limit, i) => {
        if (results[i].status !== 'rejected') return;
        const kind = limit.key.split(':')[0];
        stats.refused[kind] = (stats.refused[kind] ?? 0) + 1;
      });
      // All or none: a refused attempt gives back what it took from the limits that had room.
      await refund();
      return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)), refund: async () => undefined };
    },
    stats: () => ({ refused: { ...stats.refused }, unavailable: stats.unavailable }),
    async clear(key) {
      try {
        await limiterOf(1, 1000).delete(key);
      } catch (error) {
        throw new ThrottleUnavailableError(error);
      }
    },
  };
}

export function redisThrottle(redis: Redis, prefix: string): ThrottleStore {
  return throttleStore(
    ({ keyPrefix, ...opts }) =>
      // Not ready (reconnecting): refuse at once instead of waiting for the command timeout.
      new RateLimiterRedis({
        ...opts,
        keyPrefix: `${prefix}${keyPrefix}`,
        storeClient: redis,
        rejectIfRedisNotReady: true,
      }),
  );
}

export function databaseThrottle(db: Db): ThrottleStore {
  // The session sweep deletes expired rows (purgeExpiredCounters), so the library's own timer stays off.
  return throttleStore(
    (opts) =>
      new RateLimiterDrizzle({ ...opts, storeClient: db, schema: t.throttleCounters, clearExpiredByTimeout: false }),
  );
}

export async function purgeExpiredCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(t.throttleCounters)
    .where(lt(t.throttleCounters.expire, new Date()))
    .returning({ key: t.throttleCounters.key });
  return gone.length;
}
