// Liveness (/healthz: the process answers) and readiness for a load balancer (/readyz): a process that cannot reach
// its database takes no new traffic; Redis unreachable is reported, not refused, since every process shares the one
// Redis and answering 503 for it would take them all out of the pool at once, while they still serve.
import { sql } from 'drizzle-orm';
import { Health, Readiness } from '../../contract/public';
import type { TypedApp } from '../http/contract';
import { redisHealth } from '../redis/redisPlugin';

const tags = ['public'];

/** What is limited while Redis is unreachable (docs/operations.md#when-redis-is-down). */
export const DEGRADED_WITHOUT_REDIS = [
  'sign-in, password checks and reset mails paused (503 with Retry-After)',
  'API rate limits counted per process',
  'realtime fan-out to other processes',
  'presence channels',
];

export async function healthRoutes(app: TypedApp) {
  async function databaseHealth(): Promise<'ok' | 'unreachable'> {
    try {
      await app.db.execute(sql`select 1`);
      return 'ok';
    } catch {
      return 'unreachable';
    }
  }

  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'Liveness: the process answers (no dependency is asked), with its realtime sockets',
        response: { 200: Health },
      },
    },
    async () => {
      const broker = app.realtimeBroker
        ? { kind: 'embedded' as const, connections: app.realtimeBroker.connectionCount() }
        : { kind: 'external' as const, connections: null };
      return { status: 'ok' as const, broker };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Whether this process should get traffic (for a load balancer): 503 only without its database',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        databaseHealth(),
        app.redis ? redisHealth(app.redis) : ('not configured' as const),
      ]);
      const degraded = redis === 'unreachable' ? DEGRADED_WITHOUT_REDIS : [];
      if (database !== 'ok') return reply.code(503).send({ status: 'not ready', database, redis, degraded });
      return reply.send({ status: degraded.length > 0 ? 'degraded' : 'ready', database, redis, degraded });
    },
  );
}
