// The standard information sheet of a lead's offer as a PDF (47.1): the customer's own leads only, an id that is
// not hers answering 404 like one that does not exist. The page shows the same sheet from the lead the SPA
// already has (src/features/leads/OfferInformationPage.tsx); both build it with the kernel's one function.
import { Type } from '@sinclair/typebox';
import { LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { standardInformationSheet } from '../../domain/standardInformationSheet';
import { customerOf, requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { replyNotFound } from '../http/notFound';
import { isLocale, translate } from '../i18n/translate';
import { standardInformationPdf } from '../leads/standardInformationPdf';
import { customerLead } from '../rfqs/customerViews';

const InformationQuery = Type.Object({
  lang: Type.Optional(
    Type.Union([Type.Literal('da'), Type.Literal('en')], {
      description: "The sheet's language; without it, the customer's preferred language, then Accept-Language.",
    }),
  ),
});

/** Today in Denmark, YYYY-MM-DD: the sheet's date. */
const danishToday = (now: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(now);

export async function offerInformationRoutes(app: TypedApp) {
  app.get(
    '/api/customer/leads/:leadId/offer/information.pdf',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['customer'],
        security: [{ session: [] }],
        summary: "The standard information sheet of the lead's offer (SEF / ESIS) as a PDF",
        description:
          'Every credit of the offer with the figures the law asks for before an agreement, built from the offer; ' +
          'a field the lender did not give reads "not stated". Text, not images: the lender, the date and the ' +
          "offer's version are on it. 404 for a lead that is not the customer's or has no offer.",
        params: LeadIdParams,
        querystring: InformationQuery,
        response: {
          200: {
            description: 'The PDF, as an attachment.',
            content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const customer = await customerOf(request);
      const lead = await customerLead(app.db, customer.id, request.params.leadId);
      if (!lead?.offer) return replyNotFound(request, reply, 'leads.notFound');
      const preferred = (customer.preferences as { lang?: unknown } | null)?.lang;
      const locale = request.query.lang ?? (isLocale(preferred) ? preferred : localeOf(request));
      const sheet = standardInformationSheet({
        lenderName: lead.supplier.name,
        offer: lead.offer,
        date: danishToday(new Date()),
      });
      const bytes = await standardInformationPdf(sheet, locale, (id, values) => translate(locale, id, values));
      const fileName = `${locale === 'da' ? 'standardoplysninger' : 'standard-information'}-${lead.id}-v${sheet.offerVersion}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Content-Length', bytes.byteLength)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(bytes) as never);
    },
  );
}
