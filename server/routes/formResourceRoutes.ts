// GET /api/auction-form-resources?requiredResources[]=…: the option lists the wizard's steps need (spec §7).
import { asc } from 'drizzle-orm';
import { errorResponses } from '../../contract/errors';
import { FormResources, FormResourcesQuery, type FormResourceName } from '../../contract/public';
import { formOptions } from '../../domain/formOptions';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';

export async function formResourceRoutes(app: TypedApp) {
  app.get(
    '/api/auction-form-resources',
    {
      schema: {
        tags: ['public'],
        summary: "The option lists the form's steps need, and the lenders",
        querystring: FormResourcesQuery,
        response: { 200: FormResources, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const raw = request.query['requiredResources[]'] ?? request.query.requiredResources ?? [];
      const names = new Set<FormResourceName>([raw].flat());
      if (names.size === 0)
        return sendFieldErrors(request, reply, { requiredResources: [translate(localeOf(request), 'validation.in')] });
      const answer: Partial<Record<FormResourceName, unknown>> = {};
      for (const name of names) {
        if (name === 'lenders') {
          answer.lenders = await app.db
            .select({
              id: t.suppliers.id,
              name: t.suppliers.name,
              short_name: t.suppliers.shortName,
              logo: t.suppliers.logo,
              kind: t.suppliers.kind,
            })
            .from(t.suppliers)
            .orderBy(asc(t.suppliers.name));
        } else {
          answer[name] = [...formOptions[name]];
        }
      }
      return reply.header('Cache-Control', 'private, max-age=300').send(answer as FormResources);
    },
  );
}
