// Single-use rating links (/rate/{token}): only the token's sha256 is stored, so a database leak cannot rate.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/** How long a rating link works. */
export const RATING_TOKEN_DAYS = 60;
const DAY_MS = 24 * 3600 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type RatingTokenRow = typeof t.supplierRatingTokens.$inferSelect;
export type RatingTokenState = { kind: 'unknown' } | { kind: 'used' | 'expired' | 'valid'; token: RatingTokenRow };

export async function issueRatingToken(
  db: Db,
  owner: { userId: number; supplierId: number; rfqId: number },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(t.supplierRatingTokens).values({
    tokenHash: sha256(token),
    userId: owner.userId,
    supplierId: owner.supplierId,
    rfqId: owner.rfqId,
    expiresAt: new Date(now.getTime() + RATING_TOKEN_DAYS * DAY_MS),
  });
  return token;
}

export async function ratingTokenState(db: Db, token: string, now = new Date()): Promise<RatingTokenState> {
  const [row] = await db
    .select()
    .from(t.supplierRatingTokens)
    .where(eq(t.supplierRatingTokens.tokenHash, sha256(token)));
  if (!row) return { kind: 'unknown' };
  if (row.usedAt) return { kind: 'used', token: row };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', token: row };
  return { kind: 'valid', token: row };
}

/**
 * Stores the rating and spends the token in one transaction; false when another request spent it first
 * (the conditional update is what makes a token work exactly once).
 */
export async function rateWithToken(
  db: Db,
  token: RatingTokenRow,
  rating: { stars: number; comment: string | null; commentPublic: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(t.supplierRatingTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(t.supplierRatingTokens.id, token.id), isNull(t.supplierRatingTokens.usedAt)))
      .returning({ id: t.supplierRatingTokens.id });
    if (spent.length === 0) return false;
    await tx.insert(t.supplierRatings).values({
      tokenId: token.id,
      supplierId: token.supplierId,
      userId: token.userId,
      stars: rating.stars,
      comment: rating.comment,
      commentPublic: rating.commentPublic && rating.comment !== null,
    });
    return true;
  });
}
