// The account an e-mail address names. Addresses are stored trimmed and in lower case (sign-up, the form's new
// account, a changed address), so every look-up normalises the same way here, whatever its caller did already.
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/currentUser';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The account of `email` (normalised first); undefined for an unknown or empty address. */
export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const address = normaliseEmail(email);
  if (!address) return undefined;
  const [user] = await db.select().from(t.users).where(eq(t.users.email, address));
  return user;
}
