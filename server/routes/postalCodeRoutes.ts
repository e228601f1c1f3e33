// POST /api/postal-codes/validation (spec §7): a Danish code must exist (and the answer names the town);
// other countries get the format rule of src/validation.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as t from '../db/schema';
import { checkFields, localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';

export async function postalCodeRoutes(app: FastifyInstance) {
  app.post(
    '/api/postal-codes/validation',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            postal_code: { type: ['string', 'number', 'null'], maxLength: 20 },
            country: { type: ['string', 'null'], maxLength: 2 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { postal_code?: string | number | null; country?: string | null };
      const country = (body.country || 'dk').toLowerCase();
      const locale = localeOf(request);
      const errors = checkFields(body as Record<string, unknown>, {
        postal_code: ['required', ['postalCode', { country }]],
      });
      if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));
      const code = String(body.postal_code).trim();
      if (country !== 'dk') return { valid: true, postal_code: code, country };

      const padded = code.padStart(4, '0');
      const [found] = await app.db.select().from(t.postalCodes).where(eq(t.postalCodes.code, padded));
      if (!found)
        return sendFieldErrors(request, reply, { postal_code: [translate(locale, 'validation.postalCode.unknown')] });
      return { valid: true, postal_code: found.code, country, city: found.name };
    },
  );
}
