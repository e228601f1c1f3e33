// POST /api/admin/mortgage-rates: the staff's way to load a file of published mortgage-bond prices into a running
// app (the same import as `npm run import:rates`, which cannot open an embedded database a server holds), then
// recompute every opted-in customer, with their alerts by mail and on their realtime channel. Staff only (admin).
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { requireAdmin } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { handlerReadsBody } from '../http/handlerReadsBody';
import { translate } from '../i18n/translate';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { notifierOf } from '../leads/customerNotifier';
import type { Mailer } from '../mail/mailer';
import {
  describeRatesError,
  importRates,
  parseRatesStream,
  RatesFileTooLarge,
} from '../mortgageSurveillance/importRates';

/** A year of daily prices for a few dozen series fits well inside. */
const RATES_FILE_LIMIT = 16 * 1024 * 1024;

const RatesImported = Type.Object({
  series: Type.Integer({ description: 'Series named in the file (created or updated).' }),
  prices: Type.Integer({ description: 'Prices loaded (a price already stored for a series and date is replaced).' }),
  customers: Type.Integer({ description: 'Opted-in customers recomputed.' }),
});

export async function adminRatesRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  // The body stays a stream: the handler parses it line by line, so a file is never held whole as text.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  app.post(
    '/api/admin/mortgage-rates',
    {
      onRequest: requireAdmin,
      bodyLimit: RATES_FILE_LIMIT,
      validatorCompiler: handlerReadsBody,
      schema: {
        tags: ['admin'],
        security: [{ session: [], xsrf: [] }],
        summary: 'Load a CSV file of published mortgage-bond prices and recompute mortgage surveillance',
        description:
          'Body: `text/csv` with the header `series,coupon,term_years,kind,date,price,yield` (see ' +
          '`npm run import:rates`). A bad row answers 422 naming its line and column, and nothing is loaded.',
        consumes: ['text/csv'],
        body: Type.String({ description: 'The CSV file, UTF-8.' }),
        response: { 200: RatesImported, ...errorResponses(401, 403, 413, 419) },
      },
    },
    async (request, reply) => {
      const tooLarge = () => reply.code(413).send({ message: translate(localeOf(request), 'errors.bodyTooLarge') });
      if (Number(request.headers['content-length'] ?? 0) > RATES_FILE_LIMIT) return tooLarge();
      let parsed: Awaited<ReturnType<typeof parseRatesStream>>;
      try {
        parsed = await parseRatesStream(request.body as unknown as Readable, RATES_FILE_LIMIT);
      } catch (error) {
        if (!(error instanceof RatesFileTooLarge)) throw error;
        return tooLarge();
      }
      const outcome = await importRates(
        { db: app.db, mailer: opts.mailer, notify: notifierOf(app), appUrl: app.config.appUrl },
        parsed,
      );
      if (outcome.kind === 'invalid') {
        return sendFieldErrors(request, reply, { file: [describeRatesError(localeOf(request), outcome.error)] });
      }
      const { series, prices, customers } = outcome;
      return { series, prices, customers };
    },
  );
}
