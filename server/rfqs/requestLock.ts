// The request's row lock: every write that depends on whether a request is still open (the customer's choice and
// its undo, aborting, the lender's offer, renewal, decline and acknowledgement, asking for documents and reviewing
// them, an upload shared with a lead) takes it first in its transaction, so a close and any of them are done one after the other and the
// second sees the first, on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';

type LeadRow = typeof t.leads.$inferSelect;
export type LockedRequest = { id: number; userId: number; closedAt: Date | null };

const requestColumns = { id: t.rfqs.id, userId: t.rfqs.userId, closedAt: t.rfqs.closedAt };

/** The request locked for the transaction; null when there is none with that id. */
export async function lockRequest(tx: Tx, rfqId: number): Promise<LockedRequest | null> {
  const [rfq] = await tx.select(requestColumns).from(t.rfqs).where(eq(t.rfqs.id, rfqId)).for('update');
  return rfq ?? null;
}

/**
 * The lead with its request locked; null when the lead does not exist. The lead is read again under the lock: a
 * row read with the join may predate a choice or a close that committed while we waited.
 */
export async function lockRequestOfLead(tx: Tx, leadId: number): Promise<{ lead: LeadRow; rfq: LockedRequest } | null> {
  const [row] = await tx
    .select({ rfqId: t.leads.rfqId })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(eq(t.leads.id, leadId))
    .for('update', { of: t.rfqs });
  if (!row) return null;
  const [rfq] = await tx.select(requestColumns).from(t.rfqs).where(eq(t.rfqs.id, row.rfqId));
  const [lead] = await tx.select().from(t.leads).where(eq(t.leads.id, leadId));
  return { lead, rfq };
}

/** Thrown inside a transaction that found the request closed: the transaction is undone, the caller answers 409. */
export class RequestClosed extends Error {}

export const CLOSED = Symbol('request closed');

/** For a `.catch` on a write that may find the request closed: CLOSED for the route to answer 409, else rethrown. */
export function closedAsConflict(error: unknown): typeof CLOSED {
  if (error instanceof RequestClosed) return CLOSED;
  throw error;
}
