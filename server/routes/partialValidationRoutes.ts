// POST /api/auction-form/validate/partial (spec §7): one debt item, its periodic payment judged with annuity
// arithmetic. 422 errors are keyed like `mortgages.0.periodic_payment`.
import type { FastifyInstance } from 'fastify';
import type { PeriodicPaymentKind } from '../../src/domain/periodicPayment';
import { collectErrors } from '../../src/validation/collectErrors';
import { assessItemPeriodicPayment, liabilityItemSchema } from '../../src/validation/liabilitySchema';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';

const LISTS: Record<string, PeriodicPaymentKind> = { mortgages: 'mortgages', loans: 'loans', student_loans: 'su' };

const itemSchemas = Object.fromEntries(
  Object.entries(LISTS).map(([list, kind]) => [list, liabilityItemSchema(kind, assessItemPeriodicPayment)]),
);

export async function partialValidationRoutes(app: FastifyInstance) {
  app.post('/api/auction-form/validate/partial', async (request, reply) => {
    const locale = localeOf(request);
    const body = request.body;
    const lists =
      body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).filter((k) => k in LISTS) : [];
    const items = lists.length === 1 ? (body as Record<string, unknown>)[lists[0]] : null;
    if (!Array.isArray(items) || items.length !== 1 || typeof items[0] !== 'object' || items[0] === null) {
      return sendFieldErrors(request, reply, { body: [translate(locale, 'validation.partial.shape')] });
    }
    const [list] = lists;
    const errors = await collectErrors(itemSchemas[list], items[0]);
    if (Object.keys(errors).length === 0) return { valid: true };
    const keyed = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [`${list}.0.${field}`, messages]),
    );
    return sendFieldErrors(request, reply, translateMessages(locale, keyed));
  });
}
