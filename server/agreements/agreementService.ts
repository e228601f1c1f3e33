// The credit agreement of a won lead and the customer's withdrawal from it (kreditaftaleloven § 19). Both take the
// request's row lock (rfqs/requestLock.ts) like the choice, its undo and the abort, so a signing and an abort, or a
// withdrawal and a second one, are done one after the other and the second sees the first.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { HELD_FILE } from '../../domain/documentRequests';
import { mayWithdraw } from '../../domain/withdrawalPeriod';
import { copenhagenDate, isoDate } from '../../domain/validation/dates';
import type { WithdrawalConflictReason } from '../../contract/agreements';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { lockRequestOfLead } from '../rfqs/requestLock';

type LeadRow = typeof t.leads.$inferSelect;

/** The Danish calendar day of an instant (YYYY-MM-DD). */
export const danishDay = (at: Date) => isoDate(copenhagenDate(at));

export type Signed = { kind: 'signed' | 'unchanged'; lead: LeadRow; rfqId: number; userId: number };
export type SigningRefused =
  | { kind: 'conflict'; reason: 'not_won' | 'rfq_closed' | 'withdrawn' }
  | { kind: 'invalid'; messageId: 'agreement.signedOnFuture' | 'agreement.signedOnBeforeChoice' };

/**
 * Records the day the lender and the customer signed: only on a won lead (not lost, not open) of an open request,
 * and not once the customer has withdrawn. The same day again changes nothing; another day corrects it and sets the
 * reminder up again. Signing acknowledges the choice as well: after it the customer cannot undo the choice, only
 * withdraw from the agreement.
 */
export async function recordAgreement(
  db: Db,
  leadId: number,
  signedOn: string,
  now = new Date(),
): Promise<Signed | SigningRefused> {
  return db.transaction(async (tx) => {
    const locked = await lockRequestOfLead(tx, leadId);
    if (!locked || locked.lead.status !== 'won' || !locked.lead.wonAt)
      return { kind: 'conflict', reason: 'not_won' } as const;
    if (locked.rfq.closedAt) return { kind: 'conflict', reason: 'rfq_closed' } as const;
    if (locked.lead.withdrawnAt) return { kind: 'conflict', reason: 'withdrawn' } as const;
    if (signedOn > danishDay(now)) return { kind: 'invalid', messageId: 'agreement.signedOnFuture' } as const;
    if (signedOn < danishDay(locked.lead.wonAt))
      return { kind: 'invalid', messageId: 'agreement.signedOnBeforeChoice' } as const;
    const context = { rfqId: locked.rfq.id, userId: locked.rfq.userId };
    if (locked.lead.agreementSignedOn === signedOn) return { kind: 'unchanged', lead: locked.lead, ...context };
    const [lead] = await tx
      .update(t.leads)
      .set({
        agreementSignedOn: signedOn,
        agreementRecordedAt: now,
        withdrawalReminderAt: null,
        acknowledgedAt: locked.lead.acknowledgedAt ?? now,
        updatedAt: now,
      })
      .where(eq(t.leads.id, leadId))
      .returning();
    return { kind: 'signed', lead, ...context };
  });
}

export type WithdrawnFromAgreement = { kind: 'withdrawn'; lead: LeadRow & { agreementSignedOn: string } };
export type WithdrawalRefused = { kind: 'not_found' } | { kind: 'conflict'; reason: WithdrawalConflictReason };

/**
 * The customer's withdrawal: their own lead (else not_found, the 404 of a lead that is not theirs), with a signed
 * agreement, not withdrawn already, up to and including the period's last day in Danish time. A closed request
 * does not end the right: the law gives it whatever the product's request says.
 */
export async function withdrawFromAgreement(
  db: Db,
  userId: number,
  leadId: number,
  now = new Date(),
): Promise<WithdrawnFromAgreement | WithdrawalRefused> {
  return db.transaction(async (tx) => {
    const locked = await lockRequestOfLead(tx, leadId);
    if (!locked || locked.rfq.userId !== userId) return { kind: 'not_found' } as const;
    const signedOn = locked.lead.agreementSignedOn;
    if (!signedOn || locked.lead.status !== 'won') return { kind: 'conflict', reason: 'not_signed' } as const;
    if (locked.lead.withdrawnAt) return { kind: 'conflict', reason: 'already_withdrawn' } as const;
    if (!mayWithdraw(signedOn, danishDay(now))) return { kind: 'conflict', reason: 'period_over' } as const;
    const [lead] = await tx
      .update(t.leads)
      .set({ withdrawnAt: now, updatedAt: now })
      .where(and(eq(t.leads.id, leadId), isNull(t.leads.withdrawnAt)))
      .returning();
    return { kind: 'withdrawn', lead: { ...lead, agreementSignedOn: signedOn } } as const;
  });
}

/** Whether the lead's document checklist has items and every one holds the customer's file. */
export async function checklistComplete(db: Db, leadId: number): Promise<boolean> {
  const items = await db
    .select({ status: t.documentRequests.status })
    .from(t.documentRequests)
    .where(eq(t.documentRequests.leadId, leadId));
  return items.length > 0 && items.every((item) => (HELD_FILE as readonly string[]).includes(item.status));
}

/** Leads with a signed agreement not withdrawn and not yet reminded, signed on or after `since`. */
export async function remindableAgreements(db: Db, since: string) {
  const rows = await db
    .select({ id: t.leads.id, signedOn: t.leads.agreementSignedOn })
    .from(t.leads)
    .where(and(isNull(t.leads.withdrawnAt), isNull(t.leads.withdrawalReminderAt), eq(t.leads.status, 'won')));
  return rows.filter((r): r is { id: number; signedOn: string } => r.signedOn !== null && r.signedOn >= since);
}

/** Claims the reminders of these leads; answers the ids this call claimed (another process's claim wins once). */
export async function claimReminders(db: Db, leadIds: number[], now = new Date()): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const claimed = await db
    .update(t.leads)
    .set({ withdrawalReminderAt: now })
    .where(and(inArray(t.leads.id, leadIds), isNull(t.leads.withdrawalReminderAt), isNull(t.leads.withdrawnAt)))
    .returning({ id: t.leads.id });
  return claimed.map((c) => c.id);
}
