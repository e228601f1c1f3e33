// How long a request keeps how the customer found us (§3 tracking fields): long enough to settle a campaign's or
// an affiliate's month, then cleared; the request itself stays.
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export const ATTRIBUTION_RETENTION_DAYS = 90;

export async function purgeOldAttribution(db: Db): Promise<number> {
  const cleared = await db
    .update(t.rfqs)
    .set({ attribution: null })
    .where(
      and(
        isNotNull(t.rfqs.attribution),
        lt(t.rfqs.createdAt, sql`now() - make_interval(days => ${ATTRIBUTION_RETENTION_DAYS})`),
      ),
    )
    .returning({ id: t.rfqs.id });
  return cleared.length;
}
