// Closing an account (the customer's right to erasure, GDPR art. 17). What is deleted and what is
// anonymised is stated in SECURITY.md (personal data): everything about the customer is deleted, except the requests that
// lenders have leads on. A lender's lead is its own business record (its offer, its pricing, its notes), so those
// requests stay, anonymised: the submitted request loses every identifying field (the same rule as an anonymous
// lead, anonymousRequest), the lead becomes anonymous so no lender sees a name, e-mail or phone again, the
// customer's own messages lose their text, and the account row that the request still points at keeps no personal
// data and can never sign in again.
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { unmatchableHash, type ScryptCost } from '../auth/password';
import type { Db, Tx } from '../db/client';
import { ERASE_FILES_JOB } from '../documents/fileErasure';
import { eraseErrorReportsOf } from '../errorReports/customerReports';
import { enqueueJob } from '../jobs/jobQueue';
import * as t from '../db/schema';
import { anonymousRequest } from '../leads/supplierLeadView';
import { pseudonymiseColumn, type Identity, type TextColumn } from './pseudonymise';

/** The name and address the anonymised account row keeps (the address is on a reserved, undeliverable domain). */
export const CLOSED_ACCOUNT_NAME = 'Lukket konto';
export const closedAccountEmail = (userId: number) => `closed-${userId}@closed.invalid`;
export const ACCOUNT_CLOSED_REASON = 'account_closed';

/**
 * The free text lenders (and the customer, closing a request) wrote on the requests that stay: kept as the
 * lender's record, with the customer's identity replaced (README, privacy). `by` names the request or lead.
 */
const KEPT_TEXT: { of: 'rfq' | 'lead'; columns: TextColumn[] }[] = [
  { of: 'rfq', columns: [{ table: 'rfqs', column: 'close_reason', by: 'id' }] },
  {
    of: 'lead',
    columns: [
      { table: 'leads', column: 'handler_notes', by: 'id' },
      { table: 'offers', column: 'comment', by: 'lead_id' },
      { table: 'messages', column: 'body', by: 'lead_id' },
      { table: 'meetings', column: 'topic', by: 'lead_id' },
      { table: 'meetings', column: 'location', by: 'lead_id' },
      { table: 'meeting_requests', column: 'topic', by: 'lead_id' },
      { table: 'meeting_requests', column: 'decline_reason', by: 'lead_id' },
      { table: 'calls', column: 'note', by: 'lead_id' },
      { table: 'document_requests', column: 'note', by: 'lead_id' },
      { table: 'document_requests', column: 'rejection_reason', by: 'lead_id' },
    ],
  },
];

/** Mails to the customer go; other mails that name them (to a lender) keep their text without the identity. */
async function eraseMails(tx: Tx, who: Identity): Promise<void> {
  await tx.delete(t.mailOutbox).where(sql`lower(${t.mailOutbox.to}) = ${who.email}`);
  const mentions = await tx
    .select({ id: t.mailOutbox.id })
    .from(t.mailOutbox)
    .where(
      sql`concat_ws(' ', ${t.mailOutbox.subject}, ${t.mailOutbox.text}, ${t.mailOutbox.html}) ilike any (array[${`%${who.email}%`}, ${`%${who.name}%`}])`,
    );
  const ids = mentions.map((m) => m.id);
  for (const column of ['subject', 'text', 'html'])
    await pseudonymiseColumn(tx, { table: 'mail_outbox', column, by: 'id' }, ids, who);
}

export type ClosedAccount = {
  /** deleted: no lender held a lead, nothing of the account is left; anonymised: the row stays, without data. */
  account: 'deleted' | 'anonymised';
  deletedRfqs: number;
  anonymisedRfqs: number;
  deletedDocuments: number;
  /** The stored job that erases the account's files: run it once the transaction has committed (`jobs.follow`). */
  eraseFilesJob: number;
};

export async function closeAccount(db: Db, userId: number, cost: ScryptCost): Promise<ClosedAccount> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId));
    if (!user) throw new Error('no such user');

    const [profile] = await tx
      .select({ birthDate: t.economicProfiles.birthDate })
      .from(t.economicProfiles)
      .where(eq(t.economicProfiles.userId, userId));
    const who: Identity = {
      name: user.name,
      email: user.email.toLowerCase(),
      phone: user.phone,
      birthDates: profile?.birthDate ? [profile.birthDate] : [],
    };
    await eraseMails(tx, who);
    await eraseErrorReportsOf(tx, user, who);
    // Failed sign-ins and reset mails are counted under the address; the counts outlive no account.
    await tx.delete(t.throttleCounters).where(sql`position(${who.email} in lower(${t.throttleCounters.key})) > 0`);
    // The economic profile and every list under it (properties, loans, companion person, …) go by cascade.
    await tx.delete(t.economicProfiles).where(eq(t.economicProfiles.userId, userId));
    await tx.delete(t.householdBudgets).where(eq(t.householdBudgets.userId, userId));
    const documents = await tx
      .delete(t.documents)
      .where(eq(t.documents.userId, userId))
      .returning({ id: t.documents.id });
    // The files go after the commit (a storage cannot roll back); the job stored here sees that they do.
    const eraseFilesJob = await enqueueJob(tx, ERASE_FILES_JOB, { userId });
    await tx.delete(t.mortgageSurveillanceConsents).where(eq(t.mortgageSurveillanceConsents.userId, userId));
    // A token a rating was given with stays as long as the rating (the lender's reputation); it names no one.
    const rated = tx.select({ id: t.supplierRatings.tokenId }).from(t.supplierRatings);
    await tx
      .delete(t.supplierRatingTokens)
      .where(and(eq(t.supplierRatingTokens.userId, userId), notInArray(t.supplierRatingTokens.id, rated)));
    await tx.delete(t.leadMailNotices).where(eq(t.leadMailNotices.userId, userId));
    await tx.delete(t.passwordResets).where(eq(t.passwordResets.email, user.email));

    const rfqs = await tx
      .select({ id: t.rfqs.id, request: t.rfqs.request })
      .from(t.rfqs)
      .where(eq(t.rfqs.userId, userId));
    const rfqIds = rfqs.map((r) => r.id);
    const withLeads = rfqIds.length
      ? (await tx.selectDistinct({ rfqId: t.leads.rfqId }).from(t.leads).where(inArray(t.leads.rfqId, rfqIds))).map(
          (r) => r.rfqId,
        )
      : [];
    const kept = rfqs.filter((r) => withLeads.includes(r.id));

    // Requests no lender holds: gone.
    const deleted = await tx
      .delete(t.rfqs)
      .where(and(eq(t.rfqs.userId, userId), withLeads.length ? notInArray(t.rfqs.id, withLeads) : undefined))
      .returning({ id: t.rfqs.id });

    if (kept.length === 0) {
      // Sessions, ratings and everything else keyed by the user go with it by cascade.
      await tx.delete(t.users).where(eq(t.users.id, userId));
      return {
        account: 'deleted',
        deletedRfqs: deleted.length,
        anonymisedRfqs: 0,
        deletedDocuments: documents.length,
        eraseFilesJob,
      };
    }

    for (const rfq of kept) {
      await tx
        .update(t.rfqs)
        .set({
          request: anonymousRequest(rfq.request) as t.RfqRequest,
          wizardRecording: null,
          attribution: null,
          idempotencyKey: null,
        })
        .where(eq(t.rfqs.id, rfq.id));
    }
    // Still open: closed, so no lender goes on working on a request nobody will answer.
    await tx
      .update(t.rfqs)
      .set({ closedAt: new Date(), closeReason: ACCOUNT_CLOSED_REASON })
      .where(and(inArray(t.rfqs.id, withLeads), isNull(t.rfqs.closedAt)));

    const leadIds = (await tx.select({ id: t.leads.id }).from(t.leads).where(inArray(t.leads.rfqId, withLeads))).map(
      (l) => l.id,
    );
    await tx.update(t.leads).set({ isAnonymous: true, updatedAt: new Date() }).where(inArray(t.leads.id, leadIds));
    await tx
      .update(t.messages)
      .set({ body: '' })
      .where(and(inArray(t.messages.leadId, leadIds), eq(t.messages.sender, 'customer')));
    await tx.delete(t.supportCallRequests).where(inArray(t.supportCallRequests.leadId, leadIds));
    await tx.update(t.meetingRequests).set({ comment: null }).where(inArray(t.meetingRequests.leadId, leadIds));
    await tx.update(t.supplierRatings).set({ comment: null }).where(eq(t.supplierRatings.userId, userId));
    // A consent still running would let the lender fetch the tax data again; the record of it stays.
    await tx
      .update(t.eskatRequests)
      .set({ consentExpiresAt: new Date() })
      .where(and(inArray(t.eskatRequests.leadId, leadIds), gt(t.eskatRequests.consentExpiresAt, new Date())));
    const idsOf = { rfq: withLeads, lead: leadIds };
    for (const { of, columns } of KEPT_TEXT)
      for (const column of columns) await pseudonymiseColumn(tx, column, idsOf[of], who);

    await tx
      .update(t.users)
      .set({
        name: CLOSED_ACCOUNT_NAME,
        email: closedAccountEmail(userId),
        phone: null,
        passwordHash: unmatchableHash(cost),
        marketingUnsubscribedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(t.users.id, userId));
    await tx.delete(t.sessions).where(eq(t.sessions.userId, userId));
    // Her MitID must never sign anyone into the closed account again.
    await tx.delete(t.mitidIdentities).where(eq(t.mitidIdentities.userId, userId));
    return {
      account: 'anonymised',
      deletedRfqs: deleted.length,
      anonymisedRfqs: kept.length,
      deletedDocuments: documents.length,
      eraseFilesJob,
    };
  });
}
