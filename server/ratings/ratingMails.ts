// Mails asking the customer to rate each lender that made them an offer: when a request closes, and (by
// scripts/sendRatingMails.ts) once an offer is RATING_MAIL_AFTER_OFFER_DAYS old. One mail per request and
// lender, ever: a lender already asked about is skipped. The mail asks about the meeting only when one was held
// (a confirmed meeting that has begun); otherwise about the offer.
import { RATINGS_SHOWN_FROM } from '../../domain/supplierReputation';
import { and, eq, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { paths } from '../../domain/paths';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { translate } from '../i18n/translate';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';
import { issueRatingToken, RATING_TOKEN_DAYS } from './ratingTokens';

export const RATING_MAIL_AFTER_OFFER_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

export type RatingMailScope = { rfqId: number } | { offersOlderThanDays: number; now?: Date };

export async function sendRatingMails(db: Db, mailer: Mailer, appUrl: string, scope: RatingMailScope): Promise<number> {
  const where: SQL | undefined =
    'rfqId' in scope
      ? eq(t.leads.rfqId, scope.rfqId)
      : lt(t.offers.createdAt, new Date((scope.now ?? new Date()).getTime() - scope.offersOlderThanDays * DAY_MS));
  const offered = await db
    .select({ rfqId: t.rfqs.id, leadId: t.leads.id, user: t.users, supplier: t.suppliers })
    .from(t.offers)
    .innerJoin(t.leads, eq(t.leads.id, t.offers.leadId))
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.users, eq(t.users.id, t.rfqs.userId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(and(where, eq(t.leads.pipeline, 'rfq')))
    .orderBy(t.leads.id);
  if (offered.length === 0) return 0;
  const asked = await db
    .select({ rfqId: t.supplierRatingTokens.rfqId, supplierId: t.supplierRatingTokens.supplierId })
    .from(t.supplierRatingTokens)
    .where(inArray(t.supplierRatingTokens.rfqId, [...new Set(offered.map((o) => o.rfqId))]));
  const already = new Set(asked.map((a) => `${a.rfqId}:${a.supplierId}`));
  const met = await db
    .selectDistinct({ leadId: t.meetings.leadId })
    .from(t.meetings)
    .where(
      and(
        inArray(
          t.meetings.leadId,
          offered.map((o) => o.leadId),
        ),
        eq(t.meetings.status, 'confirmed'),
        lte(t.meetings.startsAt, new Date()),
      ),
    );
  const heldMeeting = new Set(met.map((m) => m.leadId));

  let sent = 0;
  for (const { rfqId, leadId, user, supplier } of offered) {
    const key = `${rfqId}:${supplier.id}`;
    if (already.has(key)) continue;
    already.add(key);
    const token = await issueRatingToken(db, { userId: user.id, supplierId: supplier.id, rfqId });
    const locale = mailLocaleOf(user);
    const what = heldMeeting.has(leadId) ? 'meeting' : 'offer';
    const values = { supplier: supplier.name, days: RATING_TOKEN_DAYS };
    await mailer.send(
      composeMail({
        locale,
        to: user.email,
        subject: translate(locale, `ratings.mailSubject.${what}`, values),
        name: firstName(user.name),
        sections: [
          translate(locale, `ratings.mailIntro.${what}`, values),
          translate(locale, 'ratings.mailShown', { ...values, min: RATINGS_SHOWN_FROM }),
        ],
        action: {
          label: translate(locale, 'ratings.mailAction', values),
          url: appLink(appUrl, paths.rateSupplier.getHref(token)),
        },
        closing: [translate(locale, 'ratings.mailValidity', values)],
      }),
    );
    sent += 1;
  }
  return sent;
}
