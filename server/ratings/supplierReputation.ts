// A lender's reputation page: the counts by stars in one grouped query and the latest comments whose writers
// allowed them to be shown. Below the threshold (domain/supplierReputation.ts) only the count is told.
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { SupplierReputation } from '../../contract/reputation';
import { isReputationShown, reputationOf, starDistribution } from '../../domain/supplierReputation';
import type { Db } from '../db/client';
import * as t from '../db/schema';

const LATEST_COMMENTS = 10;

export async function supplierReputation(db: Db, supplierId: number): Promise<SupplierReputation | null> {
  const [supplier] = await db
    .select({ id: t.suppliers.id, name: t.suppliers.name, logo: t.suppliers.logo })
    .from(t.suppliers)
    .where(eq(t.suppliers.id, supplierId));
  if (!supplier) return null;
  const byStars = await db
    .select({ stars: t.supplierRatings.stars, count: count() })
    .from(t.supplierRatings)
    .where(eq(t.supplierRatings.supplierId, supplierId))
    .groupBy(t.supplierRatings.stars);
  const total = byStars.reduce((sum, row) => sum + row.count, 0);
  const starsSum = byStars.reduce((sum, row) => sum + row.stars * row.count, 0);
  const shown = isReputationShown(total);
  const comments = shown
    ? await db
        .select({
          stars: t.supplierRatings.stars,
          comment: t.supplierRatings.comment,
          createdAt: t.supplierRatings.createdAt,
        })
        .from(t.supplierRatings)
        .where(
          and(
            eq(t.supplierRatings.supplierId, supplierId),
            eq(t.supplierRatings.commentPublic, true),
            isNotNull(t.supplierRatings.comment),
          ),
        )
        .orderBy(desc(t.supplierRatings.createdAt), desc(t.supplierRatings.id))
        .limit(LATEST_COMMENTS)
    : [];
  return {
    supplier,
    reputation: reputationOf(total, starsSum),
    distribution: shown ? starDistribution(new Map(byStars.map((row) => [row.stars, row.count]))) : [],
    comments: comments.map((c) => ({
      stars: c.stars,
      comment: c.comment as string,
      created_at: c.createdAt.toISOString(),
    })),
  };
}
