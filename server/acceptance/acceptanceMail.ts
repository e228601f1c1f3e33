// The one mail a customer gets when they choose an offer, in their language: which offer, what the lender does
// next, and the documents a lender usually needs for the request's purpose (what the demo lenders ask for). The
// lenders that lost are not mailed about, one by one or at all.
import { eq } from 'drizzle-orm';
import { usualDocuments } from '../../domain/documentRequests';
import { formatKroner } from '../../domain/money';
import { paths } from '../../domain/paths';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { translate } from '../i18n/translate';
import { documentNameIn } from '../mail/leadMails';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mail } from '../mail/mailer';

const kroner = (ore: number | null, locale: string) => (ore === null ? '–' : formatKroner(ore / 100, locale));

/** The mail for a won lead; null when the choice was undone before the mail went out. */
export async function acceptanceMail(db: Db, appUrl: string, leadId: number): Promise<Mail | null> {
  const [row] = await db
    .select({ lead: t.leads, rfq: t.rfqs, user: t.users, supplier: t.suppliers, offer: t.offers })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.users, eq(t.users.id, t.rfqs.userId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .innerJoin(t.offers, eq(t.offers.leadId, t.leads.id))
    .where(eq(t.leads.id, leadId));
  if (!row || row.lead.status !== 'won') return null;
  const locale = mailLocaleOf(row.user);
  const products = await db.select().from(t.offerProducts).where(eq(t.offerProducts.offerId, row.offer.id));
  const items = products
    .filter((p) => p.productType !== 'deposit')
    .map((p) =>
      translate(locale, 'mail.acceptance.product', {
        amount: kroner(p.amountOre, locale),
        monthly: kroner(p.monthlyPaymentOre, locale),
        months: p.termMonths ?? 0,
        aop: p.aop ?? '–',
        total: kroner(p.totalCostOre, locale),
      }),
    );
  return composeMail({
    locale,
    to: row.user.email,
    subject: translate(locale, 'mail.acceptance.subject', { supplier: row.supplier.name }),
    name: firstName(row.user.name),
    sections: [
      translate(locale, 'mail.acceptance.body', { supplier: row.supplier.name }),
      { heading: translate(locale, 'mail.acceptance.offerHeading'), items },
      translate(locale, 'mail.acceptance.nextSteps', { supplier: row.supplier.name }),
      {
        heading: translate(locale, 'mail.acceptance.documents', { supplier: row.supplier.name }),
        items: usualDocuments(row.rfq.purpose).map((type) => documentNameIn(locale, { type, note: null })),
      },
    ],
    action: {
      label: translate(locale, 'mail.acceptance.action'),
      url: appLink(appUrl, paths.lead.overview.getHref(row.rfq.id, row.lead.id)),
    },
  });
}
