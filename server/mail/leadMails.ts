// Mails telling a customer how lenders answered their request. Each answer is first written down as a notice
// (queueLeadNotice, from leadActions); a sender (sendDueLeadMails, run by leadMailJob) mails a customer's notices
// together once the oldest is LEAD_MAIL_BATCH_SECONDS old, so five lenders answering within minutes make one mail,
// not five. Per request: one mail for the new offers, one for the declines.
//
// Documents mail: what lenders asked the customer for (a lender's checklist), transactional like the declines:
// it is sent after the customer chose, when the request is already closed with that lender.
//
// Offers mail: not essential (the offers are on the customer's page, live, and the receipt said they would come),
// so it has an unsubscribe link and is not sent to a customer who unsubscribed; an offer she turned down (chose
// another) before the mail went out is no news and is left out. Declines mail: transactional, like
// the receipt: a lender's final answer to the customer's own request.
import { and, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AWAITING_UPLOAD, documentName } from '../../domain/documentRequests';
import { lostToAnotherOffer } from '../../domain/leadProgress';
import { paths } from '../../domain/paths';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { translate, type Locale } from '../i18n/translate';
import { appLink, composeMail, firstName, mailLocaleOf, type MailContent } from './mailLayout';
import type { Mailer } from './mailer';
import { unsubscribeLink } from './unsubscribeLink';

export type LeadNoticeKind = 'offer' | 'decline' | 'documents';
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

/** Per lead, the documents its lender asked for that still wait for the customer, in the customer's words. */
type AskedDocuments = Map<number, { type: string; note: string | null }[]>;

async function awaitedDocuments(db: Db, claimed: Claimed[]): Promise<AskedDocuments> {
  const leadIds = claimed.filter((c) => c.kind === 'documents').map((c) => c.leadId);
  const asked: AskedDocuments = new Map();
  if (leadIds.length === 0) return asked;
  const rows = await db
    .select({ leadId: t.documentRequests.leadId, type: t.documentRequests.type, note: t.documentRequests.note })
    .from(t.documentRequests)
    .where(and(inArray(t.documentRequests.leadId, leadIds), inArray(t.documentRequests.status, [...AWAITING_UPLOAD])))
    .orderBy(t.documentRequests.id);
  for (const row of rows) asked.set(row.leadId, [...(asked.get(row.leadId) ?? []), row]);
  return asked;
}

export const documentNameIn = (locale: Locale, document: { type: string; note: string | null }) =>
  documentName(document, (id) => translate(locale, id));

function documentsMail(group: Claimed[], asked: AskedDocuments, settings: LeadMailSettings, locale: Locale) {
  const { user, rfq } = group[0];
  const say = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const leads = [...new Map(group.map((g) => [g.leadId, g])).values()].filter((g) => asked.get(g.leadId)?.length);
  if (leads.length === 0) return null;
  const href = paths.lead.documents.getHref(rfq.id, leads[0].leadId);
  const content: MailContent = {
    locale,
    to: user.email,
    subject: say('mail.documents.subject', { count: leads.length, supplier: leads[0].supplierName }),
    name: firstName(user.name),
    sections: [
      ...leads.map((g) => ({
        heading: say('mail.documents.heading', { supplier: g.supplierName }),
        items: (asked.get(g.leadId) ?? []).map((d) => documentNameIn(locale, d)),
      })),
      say('mail.documents.body'),
    ],
    action: { label: say('mail.documents.action'), url: appLink(settings.appUrl, href) },
  };
  return content;
}

/** The mails the claimed notices make: one per request and kind, leaving out what is no longer worth saying. */
function mailsOf(
  claimed: Claimed[],
  asked: AskedDocuments,
  settings: LeadMailSettings,
): { content: MailContent; noticeIds: number[] }[] {
  const groups = new Map<string, Claimed[]>();
  for (const notice of claimed) {
    const key = `${notice.rfq.id}:${notice.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), notice]);
  }
  const mails: { content: MailContent; noticeIds: number[] }[] = [];
  for (const group of groups.values()) {
    const { kind, user, rfq } = group[0];
    const locale = mailLocaleOf(user);
    const noticeIds = group.map((g) => g.noticeId);
    if (kind === 'documents') {
      const content = documentsMail(group, asked, settings, locale);
      if (content) mails.push({ content, noticeIds });
      continue;
    }
    // An ended request needs no news of offers or declines.
    if (rfq.closedAt) continue;
    if (kind === 'offer' && !user.marketingUnsubscribedAt) {
      const news = group.filter((g) => !lostToAnotherOffer({ status: g.leadStatus, lost_reason: g.lostReason }));
      if (news.length) mails.push({ content: offersMail(news, settings, locale), noticeIds });
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
  const claimed = await loadClaimed(db, ids);
  for (const { content, noticeIds } of mailsOf(claimed, await awaitedDocuments(db, claimed), settings)) {
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
