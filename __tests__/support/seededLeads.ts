// A seeded customer's leads by lender slug, and the lenders' ids: how server suites name the demo's leads.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import * as t from '../../server/db/schema';

export async function seededLeadsOf(
  db: Db,
  userId: number,
): Promise<{ leadOf: Record<string, number>; supplierIdOf: Record<string, number> }> {
  const rows = await db
    .select({ leadId: t.leads.id, slug: t.suppliers.slug, supplierId: t.suppliers.id })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(eq(t.rfqs.userId, userId));
  return {
    leadOf: Object.fromEntries(rows.map((r) => [r.slug, r.leadId])),
    supplierIdOf: Object.fromEntries(rows.map((r) => [r.slug, r.supplierId])),
  };
}
