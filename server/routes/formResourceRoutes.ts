// GET /api/auction-form-resources?requiredResources[]=…: the option lists the wizard's steps need (spec §7).
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formOptions, type FormOptionList } from '../../src/domain/formOptions';
import * as t from '../db/schema';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';

const OPTION_LISTS = Object.keys(formOptions) as FormOptionList[];
export const FORM_RESOURCES = ['lenders', ...OPTION_LISTS] as const;
type FormResource = (typeof FORM_RESOURCES)[number];

function requested(query: Record<string, unknown>): string[] {
  const raw = query['requiredResources[]'] ?? query.requiredResources ?? [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

export async function formResourceRoutes(app: FastifyInstance) {
  app.get('/api/auction-form-resources', async (request, reply) => {
    const names = requested(request.query as Record<string, unknown>);
    const unknown = names.filter((n) => !(FORM_RESOURCES as readonly string[]).includes(n));
    if (names.length === 0 || names.length > FORM_RESOURCES.length || unknown.length) {
      return sendFieldErrors(request, reply, { requiredResources: [translate(localeOf(request), 'validation.in')] });
    }
    const answer: Partial<Record<FormResource, unknown>> = {};
    for (const name of new Set(names) as Set<FormResource>) {
      if (name === 'lenders') {
        const rows = await app.db
          .select({
            id: t.suppliers.id,
            name: t.suppliers.name,
            short_name: t.suppliers.shortName,
            logo: t.suppliers.logo,
            kind: t.suppliers.kind,
          })
          .from(t.suppliers)
          .orderBy(asc(t.suppliers.name));
        answer.lenders = rows;
      } else {
        answer[name] = formOptions[name];
      }
    }
    return reply.header('Cache-Control', 'private, max-age=300').send(answer);
  });
}
