// POST /api/auction-form/validate/partial (spec §7): one debt item, its periodic payment judged with annuity
// arithmetic. 422 errors are keyed like `mortgages.0.periodic_payment`.
import { Type } from '@sinclair/typebox';
import { PartialValidationAnswer } from '../../contract/auctionForm';
import { errorResponses } from '../../contract/errors';
import { OpenObject } from '../../contract/primitives';
import type { PeriodicPaymentKind } from '../../domain/periodicPayment';
import { collectErrors } from '../../domain/validation/collectErrors';
import { assessItemPeriodicPayment, liabilityItemSchema } from '../../domain/validation/liabilitySchema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';

const LISTS: Record<string, PeriodicPaymentKind> = { mortgages: 'mortgages', loans: 'loans', student_loans: 'su' };

const itemSchemas = Object.fromEntries(
  Object.entries(LISTS).map(([list, kind]) => [list, liabilityItemSchema(kind, assessItemPeriodicPayment)]),
);

/** One list holding one item; the item's fields are judged by the shared liability schema. */
const OneItem = Type.Optional(Type.Array(OpenObject(), { minItems: 1, maxItems: 1 }));
const PartialBody = Type.Object(
  Object.fromEntries(Object.keys(LISTS).map((list) => [list, OneItem])) as Record<string, typeof OneItem>,
  { description: 'Exactly one of mortgages, loans or student_loans, holding one item.' },
);

export async function partialValidationRoutes(app: TypedApp) {
  app.post(
    '/api/auction-form/validate/partial',
    {
      schema: {
        tags: ['public'],
        summary: "Check one debt's periodic payment against its debt, rate and term",
        body: PartialBody,
        response: { 200: PartialValidationAnswer, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const lists = Object.keys(request.body).filter((k) => k in LISTS);
      if (lists.length !== 1)
        return sendFieldErrors(request, reply, { body: [translate(locale, 'validation.partial.shape')] });
      const [list] = lists;
      const [item] = request.body[list] as Record<string, unknown>[];
      const errors = await collectErrors(itemSchemas[list], item);
      if (Object.keys(errors).length === 0) return { valid: true as const };
      const keyed = Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [`${list}.0.${field}`, messages]),
      );
      return sendFieldErrors(request, reply, translateMessages(locale, keyed));
    },
  );
}
