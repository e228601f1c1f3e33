// The embedded error-report sink (§7): takes the @bugsnag/js browser client's event and session posts, as
// Bugsnag would, and keeps them in error_reports; `npm run errors` reads them. With BUGSNAG_USE_SERVICE=1 the
// client posts to Bugsnag itself and this sink stays unused.
import { desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as t from '../db/schema';
import { summarizeNotify } from '../errorReports/errorSummary';
import {
  ERROR_REPORTS_PER_MINUTE_PER_ADDRESS,
  apiKeyAccepted,
  notifyBody,
  sessionBody,
} from '../errorReports/notifySchema';
import { ERROR_REPORT_PAYLOAD_LIMIT_BYTES } from '../../domain/errorReportPolicy';
import { redactValue } from '../../domain/personalDataRedaction';
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { Nullable } from '../../contract/primitives';
import { perAddressRateLimit } from '../http/perAddressRateLimit';

const Accepted = Type.Object({ status: Type.Literal('accepted') });

const LIST_LIMIT_MAX = 200;
const ErrorListQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: 20 }) });
/** The answer `npm run errors` reads (server/errorReports/errorSummary.ts makes each entry). */
const ErrorList = Type.Object({
  errors: Type.Array(
    Type.Object({
      reportId: Type.Integer(),
      time: Type.String({ description: 'When it was stored (ISO 8601), or empty.' }),
      errorClass: Type.String(),
      message: Type.String(),
      context: Nullable(Type.String()),
      url: Nullable(Type.String()),
      topFrame: Nullable(Type.String()),
    }),
  ),
});

/** Reports kept; older ones are dropped as new ones arrive, so a noisy page cannot fill the disk. */
export const MAX_STORED_REPORTS = 1000;

type Kind = 'notify' | 'session';

export async function errorReportRoutes(app: FastifyInstance) {
  const { config } = app;

  // Before validation, so a client without the key learns nothing about the payload it would need.
  async function requireApiKey(request: FastifyRequest, reply: FastifyReply) {
    const bodyKey = (request.body as { apiKey?: unknown } | null)?.apiKey;
    if (!apiKeyAccepted(config.bugsnag.apiKey, request.headers['bugsnag-api-key'], bodyKey))
      return reply.code(401).send({ message: 'Unknown API key' });
  }

  const store = (kind: Kind) => async (request: FastifyRequest, reply: FastifyReply) => {
    // The browser already redacted; the sink redacts again so a client without that code cannot store secrets.
    const [row] = await app.db
      .insert(t.errorReports)
      .values({ kind, payload: redactValue(request.body) })
      .returning({ id: t.errorReports.id });
    if (row.id > MAX_STORED_REPORTS)
      await app.db.delete(t.errorReports).where(lte(t.errorReports.id, row.id - MAX_STORED_REPORTS));
    return reply.code(202).send({ status: 'accepted' });
  };

  // The sink is open to anyone who has the page (the key is in the bundle), so it is throttled per address
  // before the body is read; the global limiter only counts /api/ paths.
  const options = {
    bodyLimit: ERROR_REPORT_PAYLOAD_LIMIT_BYTES,
    preValidation: requireApiKey,
    config: perAddressRateLimit(ERROR_REPORTS_PER_MINUTE_PER_ADDRESS),
  };
  const reportSchema = (summary: string, body: typeof notifyBody | typeof sessionBody) => ({
    tags: ['public'],
    summary,
    description:
      "Bugsnag's delivery API, for the embedded sink: the key in Bugsnag-Api-Key (or apiKey), at most " +
      `${ERROR_REPORTS_PER_MINUTE_PER_ADDRESS} a minute per address.`,
    body,
    response: { 202: Accepted, ...errorResponses(401, 413, 429) },
  });
  app.post(
    '/bugsnag/notify',
    { ...options, schema: reportSchema('Store a browser error report', notifyBody) },
    store('notify'),
  );
  app.post(
    '/bugsnag/sessions',
    { ...options, schema: reportSchema('Store a browser session summary', sessionBody) },
    store('session'),
  );

  if (config.env !== 'production') {
    // For `npm run errors` while a running server holds the embedded database.
    app.get(
      '/dev/errors',
      {
        schema: {
          tags: ['public'],
          summary: 'Development only: the latest error reports the embedded sink stored, one summary each',
          querystring: ErrorListQuery,
          response: { 200: ErrorList, ...errorResponses() },
        },
      },
      async (request) => {
        const { limit } = request.query as Static<typeof ErrorListQuery>;
        const rows = await app.db
          .select()
          .from(t.errorReports)
          .where(eq(t.errorReports.kind, 'notify'))
          .orderBy(desc(t.errorReports.id))
          .limit(limit);
        return { errors: rows.flatMap((row) => summarizeNotify(row.id, row.createdAt, row.payload)) };
      },
    );
  }
}
