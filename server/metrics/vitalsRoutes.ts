// POST /api/vitals: the browser's Web Vitals (src/lib/analytics/webVitals.ts), each added to a histogram on
// /metrics and then forgotten. No row, no log line, no address or cookie kept: only the histograms' counts change.
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { VitalReport } from '../../contract/vitals';
import { exactBodyValidator, type TypedApp } from '../http/contract';
import { perAddressRateLimit } from '../http/perAddressRateLimit';

export const VITALS_PATH = '/api/vitals';
/**
 * Reports one address may send a minute. A page load sends at most three (LCP, INP, CLS), so this leaves room for
 * a few reloads, or a few people behind one address, and no more.
 */
export const VITALS_PER_MINUTE_PER_ADDRESS = 60;
/** A report is three short fields; anything larger is not one. */
const VITALS_BODY_LIMIT_BYTES = 1024;

export async function vitalsRoutes(app: TypedApp) {
  // navigator.sendBeacon posts a string as text/plain (Chromium refuses a Blob typed application/json, which is
  // not a CORS-safelisted type): on this route, text is read as JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJson);

  app.post(
    VITALS_PATH,
    {
      bodyLimit: VITALS_BODY_LIMIT_BYTES,
      validatorCompiler: exactBodyValidator,
      config: perAddressRateLimit(VITALS_PER_MINUTE_PER_ADDRESS),
      schema: {
        tags: ['public'],
        summary: "Add one of a visitor's Web Vitals to the histograms on /metrics",
        description:
          'Sent with navigator.sendBeacon (text/plain or JSON), without the XSRF header: it changes no one’s state ' +
          `and stores nothing but a histogram count. At most ${VITALS_PER_MINUTE_PER_ADDRESS} a minute per address.`,
        body: VitalReport,
        response: { 204: Type.Null({ description: 'Counted; no body.' }), ...errorResponses(413, 429) },
      },
    },
    async (request, reply) => {
      const { name, route, value } = request.body;
      app.metrics.observeVital(name, route, value);
      return reply.code(204).send(null);
    },
  );
}
