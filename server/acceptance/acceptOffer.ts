// The customer's choice of an offer, and undoing it: the rules and the rows, in one transaction each. Both lock the
// request's row first (rfqs/requestLock.ts), so two choices on one request (two tabs, a double click, two app
// processes) are taken one after the other and the second sees the first: a request has at most one won lead, on
// PGlite and PostgreSQL. Aborting takes the same lock, so a closed request is never chosen on or reopened.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { CHOSE_ANOTHER_LENDER, isOfferExpired } from '../../domain/offerValidity';
import type { AcceptanceConflictReason } from '../../contract/acceptance';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { lockRequestOfLead } from '../rfqs/requestLock';

type LeadRow = typeof t.leads.$inferSelect;
type Moved = { id: number; supplierId: number };

export type Accepted = { kind: 'accepted'; lead: LeadRow; rfqId: number; userId: number; lost: Moved[] };
export type Withdrawn = { kind: 'withdrawn'; lead: LeadRow; rfqId: number; userId: number; reopened: Moved[] };
export type Refused = { kind: 'not_found' } | { kind: 'conflict'; reason: AcceptanceConflictReason };

/** The customer's lead with its request's row locked; null when it is not theirs (or does not exist). */
async function lockOwnLead(tx: Tx, userId: number, leadId: number) {
  const locked = await lockRequestOfLead(tx, leadId);
  if (!locked || locked.rfq.userId !== userId) return null;
  return { lead: locked.lead, rfqId: locked.rfq.id, closed: locked.rfq.closedAt !== null };
}

export async function acceptOffer(
  db: Db,
  userId: number,
  leadId: number,
  offerVersion: number,
  now = new Date(),
  confirmedWithMitidAt: Date | null = null,
): Promise<Accepted | Refused> {
  return db.transaction(async (tx) => {
    const own = await lockOwnLead(tx, userId, leadId);
    if (!own) return { kind: 'not_found' } as const;
    const conflict = (reason: AcceptanceConflictReason) => ({ kind: 'conflict', reason }) as const;
    if (own.closed) return conflict('rfq_closed');
    const [won] = await tx
      .select({ id: t.leads.id })
      .from(t.leads)
      .where(and(eq(t.leads.rfqId, own.rfqId), eq(t.leads.status, 'won')));
    if (won) return conflict('already_chosen');
    if (own.lead.status !== 'open') return conflict('lead_not_open');
    const [offer] = await tx.select().from(t.offers).where(eq(t.offers.leadId, leadId));
    if (!offer) return conflict('no_offer');
    if (offer.version !== offerVersion) return conflict('offer_changed');
    if (isOfferExpired(offer.validUntil, now)) return conflict('offer_expired');

    const [lead] = await tx
      .update(t.leads)
      // The chosen lender needs to know whom it lends to: choosing shares the customer's details with it (the
      // confirmation says so), as asking for a meeting does; undoing the choice cannot take them back.
      .set({
        status: 'won',
        wonAt: now,
        wonOfferVersion: offer.version,
        confirmedWithMitidAt,
        acknowledgedAt: null,
        isAnonymous: false,
        updatedAt: now,
      })
      .where(eq(t.leads.id, leadId))
      .returning();
    const lost = await tx
      .update(t.leads)
      .set({ status: 'lost', lostReason: CHOSE_ANOTHER_LENDER, updatedAt: now })
      .where(and(eq(t.leads.rfqId, own.rfqId), ne(t.leads.id, leadId), eq(t.leads.status, 'open')))
      .returning({ id: t.leads.id, supplierId: t.leads.supplierId });
    return { kind: 'accepted', lead, rfqId: own.rfqId, userId, lost } as const;
  });
}

/** Undoes the customer's choice while its lender has not acknowledged it; the others reopen unless expired. */
export async function withdrawAcceptance(
  db: Db,
  userId: number,
  leadId: number,
  now = new Date(),
): Promise<Withdrawn | Refused> {
  return db.transaction(async (tx) => {
    const own = await lockOwnLead(tx, userId, leadId);
    if (!own) return { kind: 'not_found' } as const;
    // A closed request stays as it was closed: undoing would reopen leads its lenders may no longer act on.
    if (own.closed) return { kind: 'conflict', reason: 'rfq_closed' } as const;
    if (own.lead.status !== 'won') return { kind: 'conflict', reason: 'not_chosen' } as const;
    if (own.lead.acknowledgedAt) return { kind: 'conflict', reason: 'acknowledged' } as const;

    const [lead] = await tx
      .update(t.leads)
      .set({ status: 'open', wonAt: null, wonOfferVersion: null, confirmedWithMitidAt: null, updatedAt: now })
      .where(eq(t.leads.id, leadId))
      .returning();
    const candidates = await tx
      .select({ id: t.leads.id, validUntil: t.offers.validUntil })
      .from(t.leads)
      .leftJoin(t.offers, eq(t.offers.leadId, t.leads.id))
      .where(
        and(eq(t.leads.rfqId, own.rfqId), eq(t.leads.status, 'lost'), eq(t.leads.lostReason, CHOSE_ANOTHER_LENDER)),
      );
    const reopenIds = candidates.filter((c) => !c.validUntil || !isOfferExpired(c.validUntil, now)).map((c) => c.id);
    const reopened = reopenIds.length
      ? await tx
          .update(t.leads)
          .set({ status: 'open', lostReason: null, updatedAt: now })
          .where(inArray(t.leads.id, reopenIds))
          .returning({ id: t.leads.id, supplierId: t.leads.supplierId })
      : [];
    return { kind: 'withdrawn', lead, rfqId: own.rfqId, userId, reopened } as const;
  });
}

/**
 * The lender's acknowledgement of a won lead; idempotent. Under the request's lock, so an abort at the same moment
 * comes before it (then `rfq_closed`) or after it (then the abort sees the choice acknowledged).
 */
export async function acknowledgeChoice(
  db: Db,
  leadId: number,
  now = new Date(),
): Promise<'acknowledged' | 'already' | 'not_won' | 'rfq_closed'> {
  return db.transaction(async (tx) => {
    const locked = await lockRequestOfLead(tx, leadId);
    if (!locked || locked.lead.status !== 'won') return 'not_won';
    if (locked.rfq.closedAt) return 'rfq_closed';
    if (locked.lead.acknowledgedAt) return 'already';
    await tx.update(t.leads).set({ acknowledgedAt: now, updatedAt: now }).where(eq(t.leads.id, leadId));
    return 'acknowledged';
  });
}
