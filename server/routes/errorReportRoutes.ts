// The embedded error-report sink (§7): takes the @bugsnag/js browser client's event and session posts, as
// Bugsnag would, and keeps them in error_reports; `npm run errors` reads them. With BUGSNAG_USE_SERVICE=1 the
// client posts to Bugsnag itself and this sink stays unused.
import { desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as t from '../db/schema';
import { summarizeNotify } from '../errorReports/errorSummary';
import { ERROR_REPORT_PAYLOAD_LIMIT_BYTES } from '../../src/domain/errorReportPolicy';
import { redactValue } from '../../src/domain/personalDataRedaction';

/** Reports kept; older ones are dropped as new ones arrive, so a noisy page cannot fill the disk. */
export const MAX_STORED_REPORTS = 1000;
const LIST_LIMIT_MAX = 200;

type Kind = 'notify' | 'session';

export async function errorReportRoutes(app: FastifyInstance) {
  const { config } = app;

  function keyMatches(request: FastifyRequest): boolean {
    const header = request.headers['bugsnag-api-key'];
    const bodyKey = (request.body as { apiKey?: unknown } | null)?.apiKey;
    const given = [typeof header === 'string' ? header : undefined, typeof bodyKey === 'string' ? bodyKey : undefined];
    return given.every((key) => key === undefined || key === config.bugsnag.apiKey);
  }

  const store = (kind: Kind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return reply.code(400).send({ message: 'A JSON object is required' });
    if (!keyMatches(request)) return reply.code(401).send({ message: 'Unknown API key' });
    // The browser already redacted; the sink redacts again so a client without that code cannot store secrets.
    const [row] = await app.db
      .insert(t.errorReports)
      .values({ kind, payload: redactValue(body) })
      .returning({ id: t.errorReports.id });
    if (row.id > MAX_STORED_REPORTS)
      await app.db.delete(t.errorReports).where(lte(t.errorReports.id, row.id - MAX_STORED_REPORTS));
    return reply.code(202).send({ status: 'accepted' });
  };

  const options = { bodyLimit: ERROR_REPORT_PAYLOAD_LIMIT_BYTES };
  app.post('/bugsnag/notify', options, store('notify'));
  app.post('/bugsnag/sessions', options, store('session'));

  if (config.env !== 'production') {
    // For `npm run errors` while a running server holds the embedded database.
    app.get('/dev/errors', async (request) => {
      const requested = Number((request.query as { limit?: string }).limit ?? 20);
      const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, LIST_LIMIT_MAX) : 20;
      const rows = await app.db
        .select()
        .from(t.errorReports)
        .where(eq(t.errorReports.kind, 'notify'))
        .orderBy(desc(t.errorReports.id))
        .limit(limit);
      return { errors: rows.flatMap((row) => summarizeNotify(row.id, row.createdAt, row.payload)) };
    });
  }
}
