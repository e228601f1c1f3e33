// The shared Redis connection (`app.redis`) when REDIS_URL is set, else null: one process needs none. Each
// feature that uses it (rate limits, sign-in throttles, the realtime fan-out) keys under config.redis.prefix, so
// several deployments (or test runs) can share one Redis.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/**
 * A connection that fails fast while Redis is away: no queue of commands waiting for it to come back, and a short
 * timeout for a command sent to a Redis that no longer answers. Each use decides what a failure means (sign-in
 * throttles refuse, the API rate limit lets requests through, the realtime fan-out stays in this process).
 */
export async function connectRedis(url: string, name: string, commandTimeoutMs: number): Promise<Redis> {
  // Loaded only when Redis is configured: one process without it never needs the client's code.
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
  });
}

/** Resolves once the connection is ready; with the offline queue off, a command sent before then would fail. */
function ready(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      redis.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      redis.off('ready', onReady);
      reject(new Error(`Redis is unreachable at start: ${error.message}`));
    };
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

/** 'ok' when Redis answers a PING within a second. */
export async function redisHealth(redis: Redis): Promise<'ok' | 'unreachable'> {
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref()),
    ]);
    return answer === 'PONG' ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

async function redisPlugin(app: FastifyInstance) {
  const settings = app.config.redis;
  if (!settings) {
    app.decorate('redis', null);
    return;
  }
  const redis = await connectRedis(settings.url, 'laanetorvet-app', settings.commandTimeoutMs);
  try {
    await ready(redis);
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  // A dropped connection reconnects by itself; say so once per failure rather than crash the process.
  redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis: connection error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export const redisConnection = fp(redisPlugin, { name: 'redis' });
