// Mails telling a customer how lenders answered their request. Each answer is first written down as a notice
// (queueLeadNotice, from leadActions); a sender (sendDueLeadMails, run by leadMailJob) mails a customer's notices
// together once the oldest is LEAD_MAIL_BATCH_SECONDS old, so five lenders answering within minutes make one mail,
// not five. Per request: one mail for the new offers, one for the declines.
//
// Offers mail: not essential (the offers are on the customer's page, live, and the receipt said they would come),
// so it has an unsubscribe link and is not sent to a customer who unsubscribed. Declines mail: transactional, like
// the receipt: a lender's final answer to the customer's own request.
import { and, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../domain/paths';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { translate, type Locale } from '../i18n/translate';
import { appLink, composeMail, firstName, mailLocaleOf, type MailContent } from './mailLayout';
import type { Mailer } from './mailer';
import { unsubscribeLink } from './unsubscribeLink';

export type LeadNoticeKind = 'offer' | 'decline';
export type LeadMailSettings = { appUrl: string; appKey: string; batchSeconds: number };

const notices = t.leadMailNotices;

/** Notes a lender's answer for the next mail to the customer; call it in the transaction that records the answer. */
export async function queueLeadNotice(
  db: Pick<Db, 'insert'>,
  lead: { id: number; rfqId: number },
  userId: number,
  kind: LeadNoticeKind,
): Promise<void> {
  await db.insert(notices).values({ userId, rfqId: lead.rfqId, leadId: lead.id, kind });
}

type Claimed = {
  noticeId: number;
  kind: string;
  leadId: number;
  leadStatus: string;
  lostReason: string | null;
  supplierName: string;
  rfq: { id: number; closedAt: Date | null };
  user: typeof t.users.$inferSelect;
};

/**
 * Claims every pending notice of each customer whose oldest pending notice is due. One UPDATE … RETURNING: when
 * several app processes run the sender at once, a notice another process claimed no longer matches
 * `mailed_at is null`, so each notice is mailed once. Times are the database's, like the notices' created_at.
 */
async function claimDueNotices(db: Db, batchSeconds: number): Promise<number[]> {
  const dueCustomers = db
    .select({ userId: notices.userId })
    .from(notices)
    .where(isNull(notices.mailedAt))
    .groupBy(notices.userId)
    .having(sql`${min(notices.createdAt)} <= now() - make_interval(secs => ${batchSeconds})`);
  const claimed = await db
    .update(notices)
    .set({ mailedAt: sql`now()` })
    .where(and(isNull(notices.mailedAt), inArray(notices.userId, dueCustomers)))
    .returning({ id: notices.id });
  return claimed.map((c) => c.id);
}

async function loadClaimed(db: Db, ids: number[]): Promise<Claimed[]> {
  return db
    .select({
      noticeId: notices.id,
      kind: notices.kind,
      leadId: t.leads.id,
      leadStatus: t.leads.status,
      lostReason: t.leads.lostReason,
      supplierName: t.suppliers.name,
      rfq: { id: t.rfqs.id, closedAt: t.rfqs.closedAt },
      user: t.users,
    })
    .from(notices)
    .innerJoin(t.leads, eq(t.leads.id, notices.leadId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .innerJoin(t.rfqs, eq(t.rfqs.id, notices.rfqId))
    .innerJoin(t.users, eq(t.users.id, notices.userId))
    .where(inArray(notices.id, ids))
    .orderBy(notices.id);
}

/** A demo lender's reason code in words; a real lender's own text as written (as the SPA's LostReason does). */
function reasonText(locale: Locale, reason: string | null): string {
  if (!reason) return translate(locale, 'lostReason.none');
  const id = `lostReason.${reason}`;
  const text = translate(locale, id);
  return text === id ? reason : text;
}

function offersMail(group: Claimed[], settings: LeadMailSettings, locale: Locale): MailContent {
  const { user, rfq } = group[0];
  const count = group.length;
  const say = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const href =
    count === 1
      ? paths.lead.overview.getHref(rfq.id, group[0].leadId)
      : paths.compareOffers.getHref(
          rfq.id,
          group.map((g) => g.leadId),
        );
  return {
    locale,
    to: user.email,
    subject: say('mail.offers.subject', { count }),
    name: firstName(user.name),
    sections: [
      { heading: say('mail.offers.heading', { count }), items: group.map((g) => g.supplierName) },
      say('mail.offers.body', { count }),
    ],
    action: { label: say('mail.offers.action', { count }), url: appLink(settings.appUrl, href) },
    unsubscribeUrl: unsubscribeLink(settings.appUrl, settings.appKey, user.id),
  };
}

function declinesMail(group: Claimed[], settings: LeadMailSettings, locale: Locale): MailContent {
  const { user, rfq } = group[0];
  const count = group.length;
  const say = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const href = count === 1 ? paths.lead.overview.getHref(rfq.id, group[0].leadId) : paths.rfqs.current.getHref();
  return {
    locale,
    to: user.email,
    subject: say('mail.declines.subject', { count, supplier: group[0].supplierName }),
    name: firstName(user.name),
    sections: [
      {
        heading: say('mail.declines.heading', { count }),
        items: group.map((g) => `${g.supplierName}: ${reasonText(locale, g.lostReason)}`),
      },
      say('mail.declines.body'),
    ],
    action: { label: say('mail.declines.action', { count }), url: appLink(settings.appUrl, href) },
  };
}

/** The mails the claimed notices make: one per request and kind, leaving out what is no longer worth saying. */
function mailsOf(claimed: Claimed[], settings: LeadMailSettings): { content: MailContent; noticeIds: number[] }[] {
  const groups = new Map<string, Claimed[]>();
  for (const notice of claimed) {
    const key = `${notice.rfq.id}:${notice.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), notice]);
  }
  const mails: { content: MailContent; noticeIds: number[] }[] = [];
  for (const group of groups.values()) {
    const { kind, user, rfq } = group[0];
    // An ended request needs no news about it.
    if (rfq.closedAt) continue;
    const locale = mailLocaleOf(user);
    const noticeIds = group.map((g) => g.noticeId);
    if (kind === 'offer' && !user.marketingUnsubscribedAt) {
      mails.push({ content: offersMail(group, settings, locale), noticeIds });
    } else if (kind === 'decline') {
      const declined = group.filter((g) => g.leadStatus === 'lost');
      if (declined.length) mails.push({ content: declinesMail(declined, settings, locale), noticeIds });
    }
  }
  return mails;
}

/**
 * Mails every customer whose answers are due; returns how many mails were sent. A mail that fails to send gives
 * its notices back (mailed_at null again), so the next run tries it again.
 */
export async function sendDueLeadMails(
  db: Db,
  mailer: Mailer,
  settings: LeadMailSettings,
  log: FastifyBaseLogger,
): Promise<number> {
  const ids = await claimDueNotices(db, settings.batchSeconds);
  if (ids.length === 0) return 0;
  let sent = 0;
  for (const { content, noticeIds } of mailsOf(await loadClaimed(db, ids), settings)) {
    try {
      await mailer.send(composeMail(content));
      sent += 1;
    } catch (error) {
      log.error({ err: error instanceof Error ? { message: error.message } : String(error) }, 'lead mail not sent');
      await db.update(notices).set({ mailedAt: null }).where(inArray(notices.id, noticeIds));
    }
  }
  return sent;
}
