// §4: a lead stops being anonymous when the customer asks for a meeting, or when they say so. This is the saying
// so: from now on the lender sees the customer's name and contact details on the lead. It cannot be undone (the
// lender may already have read them), so the page asks first.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type ShareOutcome = { kind: 'shared'; supplierId: number } | { kind: 'already' } | { kind: 'not_found' };

export async function shareDetailsWithLender(db: Db, userId: number, leadId: number): Promise<ShareOutcome> {
  const owned = db
    .select({ id: t.leads.id })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(and(eq(t.leads.id, leadId), eq(t.rfqs.userId, userId)));
  // One statement: two clicks at once share once, and the lender is told once.
  const [shared] = await db
    .update(t.leads)
    .set({ isAnonymous: false, updatedAt: new Date() })
    .where(and(inArray(t.leads.id, owned), eq(t.leads.isAnonymous, true)))
    .returning({ supplierId: t.leads.supplierId });
  if (shared) return { kind: 'shared', supplierId: shared.supplierId };
  const [exists] = await owned;
  return exists ? { kind: 'already' } : { kind: 'not_found' };
}
