import { sql } from 'drizzle-orm';
import { Health } from '../../contract/public';
import type { TypedApp } from '../http/contract';

export async function healthRoutes(app: TypedApp) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['public'],
        summary: 'Liveness and database reachability',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );
}
