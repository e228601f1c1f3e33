// POST /api/postal-codes/validation (spec §7): a Danish code must exist (and the answer names the town);
// other countries get the format rule of domain/validation.
import { eq } from 'drizzle-orm';
import { errorResponses } from '../../contract/errors';
import { PostalCodeAnswer, PostalCodeBody } from '../../contract/public';
import { rules } from '../../domain/validation/rules';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { normalizeDkPostalCode } from '../../domain/validation/postalCode';

export async function postalCodeRoutes(app: TypedApp) {
  app.post(
    '/api/postal-codes/validation',
    {
      schema: {
        tags: ['public'],
        summary: 'Check a postal code; a Danish one must exist, and the answer names the town',
        body: PostalCodeBody,
        response: { 200: PostalCodeAnswer, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const country = (body.country || 'dk').toLowerCase();
      const locale = localeOf(request);
      const required = rules.required(body.postal_code);
      const verdict = required === true ? rules.postalCode(body.postal_code, { country }) : required;
      if (verdict !== true)
        return sendFieldErrors(request, reply, translateMessages(locale, { postal_code: [verdict] }));
      if (country !== 'dk') return { valid: true as const, postal_code: String(body.postal_code).trim(), country };

      // The rule above passed, so the code reads as four digits (`800` is 0800).
      const code = normalizeDkPostalCode(body.postal_code) ?? '';
      const [found] = await app.db.select().from(t.postalCodes).where(eq(t.postalCodes.code, code));
      if (!found)
        return sendFieldErrors(request, reply, { postal_code: [translate(locale, 'validation.postalCode.unknown')] });
      return { valid: true as const, postal_code: found.code, country, city: found.name };
    },
  );
}
