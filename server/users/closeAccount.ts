// Closing an account (the customer's right to erasure, GDPR art. 17). What is deleted and what is
// anonymised is stated in SECURITY.md (personal data): everything about the customer is deleted, except the requests that
// lenders have leads on. A lender's lead is its own business record (its offer, its pricing, its notes), so those
// requests stay, anonymised: the submitted request loses every identifying field (the same rule as an anonymous
// lead, anonymousRequest), the lead becomes anonymous so no lender sees a name, e-mail or phone again, the
// customer's own messages lose their text, and the account row that the request still points at keeps no personal
// data and can never sign in again.
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { unmatchableHash, type ScryptCost } from '../auth/password';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { anonymousRequest } from '../lenders/supplierLeadView';

/** The name and address the anonymised account row keeps (the address is on a reserved, undeliverable domain). */
export const CLOSED_ACCOUNT_NAME = 'Lukket konto';
export const closedAccountEmail = (userId: number) => `closed-${userId}@closed.invalid`;
export const ACCOUNT_CLOSED_REASON = 'account_closed';

export type ClosedAccount = {
  /** deleted: no lender held a lead, nothing of the account is left; anonymised: the row stays, without data. */
  account: 'deleted' | 'anonymised';
  deletedRfqs: number;
  anonymisedRfqs: number;
  deletedDocuments: number;
};

export async function closeAccount(db: Db, userId: number, cost: ScryptCost): Promise<ClosedAccount> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId));
    if (!user) throw new Error('no such user');

    // The economic profile and every list under it (properties, loans, companion person, …) go by cascade.
    await tx.delete(t.economicProfiles).where(eq(t.economicProfiles.userId, userId));
    const documents = await tx
      .delete(t.documents)
      .where(eq(t.documents.userId, userId))
      .returning({ id: t.documents.id });
    await tx.delete(t.mortgageSurveillanceConsents).where(eq(t.mortgageSurveillanceConsents.userId, userId));
    await tx.delete(t.supplierRatingTokens).where(eq(t.supplierRatingTokens.userId, userId));
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
      return { account: 'deleted', deletedRfqs: deleted.length, anonymisedRfqs: 0, deletedDocuments: documents.length };
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
    return {
      account: 'anonymised',
      deletedRfqs: deleted.length,
      anonymisedRfqs: kept.length,
      deletedDocuments: documents.length,
    };
  });
}
