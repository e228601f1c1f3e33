// The receipt mailed when a request is made: what the customer asked for, which lenders it went to and what
// happens next. Transactional (it confirms the customer's own action and says where their data went), so it has
// no unsubscribe link and is sent whatever the customer's mail preference.
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatKroner } from '../../domain/money';
import { paths } from '../../domain/paths';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { translate, type Locale } from '../i18n/translate';
import { readRequestFacts } from '../leads/requestFacts';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';

const kroner = (ore: number, locale: Locale) => formatKroner(Math.round(ore / 100), locale);

/** The purpose and each amount the request asks about, one line each, in the customer's words. */
export function requestedLines(rfq: typeof t.rfqs.$inferSelect, locale: Locale): string[] {
  const facts = readRequestFacts(rfq.request, rfq.subjects);
  const lines = [
    translate(locale, 'mail.receipt.purpose', {
      purpose: translate(locale, `options.personaTypes.${rfq.purpose}`),
    }),
  ];
  const line = (id: string, ore: number, values: Record<string, number> = {}) => {
    if (ore > 0) lines.push(translate(locale, id, { amount: kroner(ore, locale), ...values }));
  };
  line('mail.receipt.homePurchase', facts.homePurchaseNeedOre);
  line('mail.receipt.equityRelease', facts.homeEquityReleaseOre);
  line('mail.receipt.vehiclePurchase', facts.vehiclePurchase?.needOre ?? 0);
  const debts = facts.liabilities.filter((l) => l.debtOre > 0);
  line(
    'mail.receipt.currentDebt',
    debts.reduce((sum, l) => sum + l.debtOre, 0),
    { count: debts.length },
  );
  line(
    'mail.receipt.savings',
    facts.deposits.reduce((sum, d) => sum + d.amountOre, 0),
  );
  return lines;
}

/**
 * Mails the receipt of a request; call it once the request's leads are open. Never throws: the request is made
 * whether or not its receipt can be sent, so a failure is logged instead.
 */
export async function sendRequestReceipt(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  rfqId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const [row] = await db
      .select({ rfq: t.rfqs, user: t.users })
      .from(t.rfqs)
      .innerJoin(t.users, eq(t.users.id, t.rfqs.userId))
      .where(eq(t.rfqs.id, rfqId));
    if (!row) return;
    const { rfq, user } = row;
    const lenders = await db
      .select({ name: t.suppliers.name })
      .from(t.leads)
      .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
      .where(eq(t.leads.rfqId, rfq.id))
      .orderBy(asc(t.suppliers.name));
    const locale = mailLocaleOf(user);
    const say = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
    await mailer.send(
      composeMail({
        locale,
        to: user.email,
        subject: say('mail.receipt.subject'),
        name: firstName(user.name),
        sections: [
          say('mail.receipt.intro'),
          { heading: say('mail.receipt.askedHeading'), items: requestedLines(rfq, locale) },
          lenders.length > 0
            ? {
                heading: say('mail.receipt.lendersHeading', { count: lenders.length }),
                items: lenders.map((l) => l.name),
              }
            : say('mail.receipt.noLenders'),
          say('mail.receipt.next'),
        ],
        action: { label: say('mail.receipt.action'), url: appLink(appUrl, paths.rfqs.current.getHref()) },
      }),
    );
  } catch (error) {
    log.error({ err: error instanceof Error ? { message: error.message } : String(error), rfqId }, 'receipt not sent');
  }
}
