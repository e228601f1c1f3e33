// API tokens of lenders' own systems for the supplier API: random, shown once, stored as sha256 only.
// Issuing a new token replaces the old one (one live token per lender: rotation is issuing again).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

const TOKEN_PREFIX = 'ltsk_';
export const hashSupplierToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SupplierRow = typeof t.suppliers.$inferSelect;

/** A new token for the lender with this slug; null when there is no such lender. */
export async function issueSupplierToken(db: Db, slug: string): Promise<string | null> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const updated = await db
    .update(t.suppliers)
    .set({ apiTokenHash: hashSupplierToken(token) })
    .where(eq(t.suppliers.slug, slug))
    .returning({ id: t.suppliers.id });
  return updated.length ? token : null;
}

/** Retires the lender's token, so its system is refused (401) until a new one is issued; false: no such lender. */
export async function revokeSupplierToken(db: Db, slug: string): Promise<boolean> {
  const updated = await db
    .update(t.suppliers)
    .set({ apiTokenHash: null })
    .where(eq(t.suppliers.slug, slug))
    .returning({ id: t.suppliers.id });
  return updated.length > 0;
}

/** The lender a bearer token belongs to. Looked up by hash, so no timing leaks the token itself. */
export async function supplierByToken(db: Db, token: string): Promise<SupplierRow | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(t.suppliers)
    .where(eq(t.suppliers.apiTokenHash, hashSupplierToken(token)));
  return row ?? null;
}

const BEARER = /^Bearer ([!-~]{1,200})$/;
const lookups = new WeakMap<object, Promise<SupplierRow | null>>();

/**
 * The lender whose bearer token a request carries, or null. Looked up once per request: the rate limit (which
 * counts per lender) and the route's authentication both ask.
 */
export function supplierOfRequest(
  db: Db,
  request: { headers: { authorization?: string } },
): Promise<SupplierRow | null> {
  let found = lookups.get(request);
  if (!found) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    found = match ? supplierByToken(db, match[1]) : Promise.resolve(null);
    lookups.set(request, found);
  }
  return found;
}
