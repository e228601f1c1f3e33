// The three things a lender does to a lead, shared by the demo lenders and the supplier API so both have the
// same effect: make (or revise) an offer, decline, and name its handler. Each change is published to the
// customer. Savings are always computed here, by the server, from the request the customer submitted.
//
// An offer, its renewal and a decline answer an open lead of an open request, and decide that under the request's
// row lock (requestLock.ts), the lock aborting and the customer's choice take: an abort or a choice at the same
// moment comes wholly before the answer (which is then refused) or wholly after it.
import { eq, sql } from 'drizzle-orm';
import type { RateType } from '../../domain/offerExplanation';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import { offerSavings } from '../../domain/offerSavings';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { queueLeadNotice } from '../mail/leadMails';
import { lockRequestOfLead } from '../rfqs/requestLock';
import type { CustomerNotifier } from './customerNotifier';
import { readRequestFacts } from './requestFacts';
import { savingsInput, type SavingsProduct } from './savingsInput';

export type LenderDeps = { db: Db; notify: CustomerNotifier };

export type OfferProductInput = SavingsProduct & {
  productType: 'loan' | 'credit' | 'deposit';
  productSubType: string;
  aop: string | null;
  termMonths: number | null;
  feesOre: number;
  totalCostOre: number | null;
  rateType: RateType | null;
  /** Months a variable rate is fixed before it may change; null for deposits and fixed rates. */
  rateFixedMonths?: number | null;
  /** numeric(7,4) text: the early-repayment compensation in percent of the amount repaid. */
  earlyRepaymentFeePercent?: string | null;
};

export type LeadContext = {
  lead: typeof t.leads.$inferSelect;
  rfq: typeof t.rfqs.$inferSelect;
  supplier: typeof t.suppliers.$inferSelect;
};

/** Why a lender may no longer answer a lead: the customer closed the request, or the lead is decided (§4). */
export type LeadRefusal = 'rfq_closed' | 'lead_not_open';

/** The one rule of who may be answered: an open lead of an open request; null when the lead may be answered. */
export function refusalOf(lead: { status: string }, rfq: { closedAt: Date | null }): LeadRefusal | null {
  if (rfq.closedAt) return 'rfq_closed';
  return lead.status === 'open' ? null : 'lead_not_open';
}

/** Thrown inside an answer's transaction that found the lead no longer answerable: nothing of it is kept. */
export class LeadRefused extends Error {
  constructor(readonly refusal: LeadRefusal) {
    super(`The lead may no longer be answered: ${refusal}`);
  }
}

/** Takes the request's row lock and checks the rule on the rows as they are now, not as they were first read. */
async function lockAnswerableLead(tx: Tx, leadId: number): Promise<void> {
  const locked = await lockRequestOfLead(tx, leadId);
  const refusal = locked ? refusalOf(locked.lead, locked.rfq) : 'lead_not_open';
  if (refusal) throw new LeadRefused(refusal);
}

export async function loadLeadContext(db: Db, leadId: number): Promise<LeadContext | null> {
  const [row] = await db
    .select({ lead: t.leads, rfq: t.rfqs, supplier: t.suppliers })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(eq(t.leads.id, leadId));
  return row ?? null;
}

/** Writes the offer of a lead, replacing an earlier one; answers whether it replaced one. */
export async function recordOffer(
  deps: LenderDeps,
  context: LeadContext,
  offer: { products: readonly OfferProductInput[]; comment?: string | null; validUntil?: Date },
): Promise<{ offerId: number; revised: boolean }> {
  const { lead, rfq, supplier } = context;
  const facts = readRequestFacts(rfq.request, rfq.subjects);
  const savings = offerSavings(savingsInput(facts, offer.products));
  const values = {
    totalMonthlyDiscountOre: savings.totalMonthlyDiscountOre,
    savingsAfterTaxMonth1Ore: savings.savingsAfterTaxMonth1Ore,
    savingsAfterTaxYear1Ore: savings.savingsAfterTaxYear1Ore,
    comment: offer.comment ?? null,
    // A new date is a new reminder's due date.
    ...(offer.validUntil ? { validUntil: offer.validUntil, expiryReminderAt: null } : {}),
  };
  const result = await deps.db.transaction(async (tx) => {
    await lockAnswerableLead(tx, lead.id);
    const [existing] = await tx.select({ id: t.offers.id }).from(t.offers).where(eq(t.offers.leadId, lead.id));
    let offerId: number;
    if (existing) {
      // A revision keeps the offer's created_at: the customer's list is ordered by when offers first came.
      await tx
        .update(t.offers)
        .set({ ...values, version: sql`${t.offers.version} + 1` })
        .where(eq(t.offers.id, existing.id));
      await tx.delete(t.offerProducts).where(eq(t.offerProducts.offerId, existing.id));
      offerId = existing.id;
    } else {
      const [created] = await tx
        .insert(t.offers)
        .values({ leadId: lead.id, ...values })
        .returning({ id: t.offers.id });
      offerId = created.id;
      await queueLeadNotice(tx, lead, rfq.userId, 'offer');
    }
    if (offer.products.length) {
      await tx.insert(t.offerProducts).values(
        offer.products.map((p) => ({
          offerId,
          productType: p.productType,
          productSubType: p.productSubType,
          amountOre: p.amountOre,
          interestRate: p.interestRate,
          contributionRate: p.contributionRate,
          aop: p.aop,
          termMonths: p.termMonths,
          feesOre: p.feesOre,
          monthlyPaymentOre: p.monthlyPaymentOre,
          totalCostOre: p.totalCostOre,
          rateType: p.rateType,
          rateFixedMonths: p.rateFixedMonths ?? null,
          earlyRepaymentFeePercent: p.earlyRepaymentFeePercent ?? null,
          replaces: [...p.replaces],
        })),
      );
    }
    await tx.update(t.leads).set({ updatedAt: new Date() }).where(eq(t.leads.id, lead.id));
    return { offerId, revised: Boolean(existing) };
  });
  deps.notify(rfq.userId, USER_EVENTS.offerCreated, { rfqId: rfq.id, leadId: lead.id, supplierName: supplier.name });
  return result;
}

/** Gives an offer a new validity without changing its figures (so its version, which the customer saw, stays). */
export async function renewOffer(deps: LenderDeps, context: LeadContext, validUntil: Date): Promise<boolean> {
  const renewed = await deps.db.transaction(async (tx) => {
    await lockAnswerableLead(tx, context.lead.id);
    return tx
      .update(t.offers)
      .set({ validUntil, expiryReminderAt: null })
      .where(eq(t.offers.leadId, context.lead.id))
      .returning({ id: t.offers.id });
  });
  if (renewed.length === 0) return false;
  deps.notify(context.rfq.userId, USER_EVENTS.leadUpdated, { rfqId: context.rfq.id, leadId: context.lead.id });
  return true;
}

export async function declineLead(deps: LenderDeps, context: LeadContext, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAnswerableLead(tx, context.lead.id);
    await tx
      .update(t.leads)
      .set({ status: 'lost', lostReason: reason, updatedAt: new Date() })
      .where(eq(t.leads.id, context.lead.id));
    await queueLeadNotice(tx, context.lead, context.rfq.userId, 'decline');
  });
  deps.notify(context.rfq.userId, USER_EVENTS.leadUpdated, { rfqId: context.rfq.id, leadId: context.lead.id });
}

export async function updateHandler(
  deps: LenderDeps,
  context: LeadContext,
  change: { handlerName?: string | null; handlerNotes?: string | null },
): Promise<void> {
  const set: Partial<typeof t.leads.$inferInsert> = { updatedAt: new Date() };
  if (change.handlerName !== undefined) set.handlerName = change.handlerName;
  if (change.handlerNotes !== undefined) set.handlerNotes = change.handlerNotes;
  await deps.db.update(t.leads).set(set).where(eq(t.leads.id, context.lead.id));
  // The notes are the lender's own: the customer hears only of what they can see.
  if (change.handlerName !== undefined && change.handlerName !== context.lead.handlerName) {
    deps.notify(context.rfq.userId, USER_EVENTS.leadUpdated, { rfqId: context.rfq.id, leadId: context.lead.id });
  }
}
