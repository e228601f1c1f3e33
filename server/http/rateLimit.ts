// The API rate limit (@fastify/rate-limit): per signed-in user, per lender on the supplier API, else per address.
// Its shared store in Redis is on rate-limiter-flexible; while Redis is down the limit fails open: each process
// counts in its own memory instead (a client spread over N processes gets up to N times its budget), with a log
// line, rather than every request waiting for Redis and failing.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { supplierOfRequest } from '../leads/supplierTokens';
import { translate } from '../i18n/translate';
import { localeOf } from './fieldErrors';

// The plugin compares the count with `max` itself; the limiter only counts, so its points never refuse.
const UNLIMITED = Number.MAX_SAFE_INTEGER;
/** One log line per this long while Redis stays down, not one per request. */
const LOG_EVERY_MS = 10_000;

function redisRateLimitStore(redis: Redis, keyPrefix: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const limiters = new Map<string, { shared: RateLimiterAbstract; local: RateLimiterAbstract }>();
  let loggedAt = 0;

  function limitersFor(timeWindowMs: number) {
    const id = String(timeWindowMs);
    let pair = limiters.get(id);
    if (!pair) {
      const opts = { keyPrefix: `${keyPrefix}${id}`, points: UNLIMITED, duration: Math.ceil(timeWindowMs / 1000) };
      pair = {
        shared: new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true }),
        local: new RateLimiterMemory(opts),
      };
      limiters.set(id, pair);
    }
    return pair;
  }

  function store(routeKey: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        const { shared, local } = limitersFor(timeWindow);
        shared
          .penalty(routeKey + key)
          .catch((error: Error) => {
            if (Date.now() - loggedAt > LOG_EVERY_MS) {
              loggedAt = Date.now();
              log.warn({ err: error.message }, 'rate limit: Redis unavailable, counting in this process');
            }
            return local.penalty(routeKey + key);
          })
          .then(
            (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
            (error: Error) => callback(error),
          );
      },
      // A route with a limit of its own counts apart from the global one, as the plugin's own stores do.
      child(options) {
        const { method, url } = (options as unknown as { routeInfo: { method?: string; url?: string } }).routeInfo;
        return store(`${routeKey}${method}${url}-`);
      },
    };
  }

  return function RedisRateLimitStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

const SUPPLIER_KEY = 'supplier:';

/**
 * Who a request counts against. A lender's system by its lender (its token), so an X-Forwarded-For of its choosing
 * changes nothing; a request without a valid token counts against its address.
 */
async function rateLimitKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (request.url.startsWith('/supplier-api/')) {
    const supplier = await supplierOfRequest(app.db, request);
    if (supplier) return `${SUPPLIER_KEY}${supplier.id}`;
  } else if (request.session?.userId) {
    return `user:${request.session.userId}`;
  }
  return `ip:${request.ip}`;
}

/** Registers the limit on every /api/ and /supplier-api/ route; after the session hook, so the user is known. */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(rateLimit, {
    ...(app.redis && config.redis
      ? { store: redisRateLimitStore(app.redis, `${config.redis.prefix}rate-limit:`, app.log) }
      : {}),
    global: true,
    hook: 'preHandler',
    // Only if the memory fallback failed too: a request is never refused for want of a counter.
    skipOnError: true,
    timeWindow: 60_000,
    keyGenerator: (request) => rateLimitKey(app, request),
    max: (_request, key) =>
      key.startsWith(SUPPLIER_KEY) ? config.supplierRateLimitPerMinute : config.rateLimitPerMinute,
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/supplier-api/'),
    // Thrown to the app's error handler, which answers `{ message }` as every other error (Retry-After is set).
    errorResponseBuilder: (request, context) =>
      Object.assign(new Error(translate(localeOf(request), 'errors.tooManyRequests')), {
        statusCode: context.statusCode,
      }),
  });
}
