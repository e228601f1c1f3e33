// The shared Redis connection (`app.redis`) when REDIS_URL is set, else null: one process needs none. Each
// feature that uses it (rate limits, sign-in throttles, the realtime fan-out) keys under config.redis.prefix, so
// several deployments (or test runs) can share one Redis.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** A connection that fails fast instead of queueing commands forever while Redis is away. */
export function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: 2, enableOfflineQueue: true });
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
  const redis = connectRedis(settings.url, 'laanetorvet-app');
  // A dropped connection reconnects by itself; say so once per failure rather than crash the process.
  redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis: connection error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export const redisConnection = fp(redisPlugin, { name: 'redis' });
