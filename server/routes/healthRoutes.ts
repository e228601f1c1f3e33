// Liveness with each dependency reported apart (/healthz), and readiness for a load balancer (/readyz): a
// process that cannot reach its database or Redis, or is shutting down, takes no new traffic.
import { sql } from 'drizzle-orm';
import { Health, Readiness } from '../../contract/public';
import type { TypedApp } from '../http/contract';
import { redisHealth } from '../redis/redisPlugin';

const tags = ['public'];

export async function healthRoutes(app: TypedApp) {
  async function databaseHealth(): Promise<'ok' | 'unreachable'> {
    try {
      await app.db.execute(sql`select 1`);
      return 'ok';
    } catch {
      return 'unreachable';
    }
  }

  async function dependencies() {
    const [database, redis] = await Promise.all([
      databaseHealth(),
      app.redis ? redisHealth(app.redis) : ('not configured' as const),
    ]);
    return { database, redis, healthy: database === 'ok' && redis !== 'unreachable' };
  }

  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'Liveness, with the database, Redis and the realtime broker reported apart',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const { database, redis, healthy } = await dependencies();
      const broker = app.realtimeBroker
        ? { kind: 'embedded' as const, connections: app.realtimeBroker.connectionCount() }
        : { kind: 'external' as const, connections: null };
      return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, redis, broker });
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Whether this process should get traffic (for a load balancer)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const { healthy } = await dependencies();
      return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ready' : 'not ready' });
    },
  );
}
