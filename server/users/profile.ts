// The customer's contact details and password (spec §2 profile/edit). The rules are the request form's
// (domain/validation/rules): a full name of two words or more, a Danish phone number, a standard e-mail address and
// the strong-password rule of sign-up and reset.
import { and, eq, ne } from 'drizzle-orm';
import type { ProfileUpdateBody } from '../../contract/profile';
import type { ValidationMessage } from '../../domain/validation/message';
import { rules } from '../../domain/validation/rules';
import type { UserRow } from '../auth/currentUser';
import { hashPassword, verifyPassword, type ScryptCost } from '../auth/password';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { normaliseEmail, userByEmail } from './userByEmail';

type Messages = Record<string, ValidationMessage[]>;

/** The body's changes, checked: field messages when something is wrong, else what changes (e-mail apart). */
export async function checkContact(
  db: Db,
  user: UserRow,
  body: ProfileUpdateBody,
): Promise<{ errors: Messages } | { name?: string; phone?: string | null; newEmail: string | null }> {
  const errors: Messages = {};
  const add = (path: string, result: true | ValidationMessage) => {
    if (result !== true) (errors[path] ??= []).push(result);
  };
  const name = body.name === undefined ? undefined : body.name.trim().replace(/\s+/g, ' ');
  if (name !== undefined) {
    add('name', rules.required(name));
    if (!errors.name) add('name', rules.full_name(name));
    if (!errors.name) add('name', rules.person_name(name));
  }
  let phone: string | null | undefined = body.phone;
  if (typeof phone === 'string') {
    phone = phone.trim();
    if (phone === '') phone = null;
    else add('phone', await rules.phone_number(phone, { country: 'dk' }));
  }
  let newEmail: string | null = null;
  if (body.email !== undefined) {
    const email = normaliseEmail(body.email);
    add('email', rules.required(email));
    if (!errors.email) add('email', rules.email(email));
    if (!errors.email && email !== user.email) {
      if (await userByEmail(db, email)) add('email', { id: 'profile.emailTaken' });
      else newEmail = email;
    }
  }
  if (Object.keys(errors).length) return { errors };
  return { name, phone, newEmail };
}

export async function saveContact(db: Db, userId: number, change: { name?: string; phone?: string | null }) {
  const set: Partial<typeof t.users.$inferInsert> = { updatedAt: new Date() };
  if (change.name !== undefined) set.name = change.name;
  if (change.phone !== undefined) set.phone = change.phone;
  const [updated] = await db.update(t.users).set(set).where(eq(t.users.id, userId)).returning();
  return updated;
}

/**
 * Sets the address a confirmation link named, if the account still has the address the link replaces and no
 * other account took the new one meanwhile. null: the link is spent, or the address is taken.
 */
export async function applyEmailChange(
  db: Db,
  change: { userId: number; from: string; to: string },
): Promise<UserRow | 'taken' | null> {
  const [taken] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(t.users.email, change.to), ne(t.users.id, change.userId)));
  if (taken) return 'taken';
  const [updated] = await db
    .update(t.users)
    .set({ email: change.to, updatedAt: new Date() })
    .where(and(eq(t.users.id, change.userId), eq(t.users.email, change.from)))
    .returning();
  if (!updated) return null;
  // Reset links mailed to the old address die with it.
  await db.delete(t.passwordResets).where(eq(t.passwordResets.email, change.from));
  return updated;
}

/** The account's own words a new password may not be built from (§5 strong_password's user inputs). */
export const userInputsOf = (user: Pick<UserRow, 'email' | 'name'>) => [user.email, user.name];

/** The new password's messages: the strong-password rule, the confirmation, and not the current one again. */
export async function checkNewPassword(
  user: UserRow,
  password: string,
  confirmation: string | undefined,
  current: string,
): Promise<Messages> {
  const strength = await rules.strong_password(password, { userInputs: userInputsOf(user) });
  if (strength !== true) return { password: [strength] };
  if (confirmation !== undefined && confirmation !== password)
    return { password_confirmation: [{ id: 'validation.password_confirmation' }] };
  if (password === current) return { password: [{ id: 'profile.passwordUnchanged' }] };
  return {};
}

export async function setPassword(db: Db, userId: number, password: string, cost: ScryptCost): Promise<void> {
  const passwordHash = await hashPassword(password, cost);
  await db.update(t.users).set({ passwordHash, updatedAt: new Date() }).where(eq(t.users.id, userId));
}

export const passwordMatches = (user: UserRow, password: string) => verifyPassword(password, user.passwordHash);

/** Ends every session of the user but the one making the request (after a password change). */
export async function endOtherSessions(db: Db, userId: number, keepIdHash: string | undefined): Promise<number> {
  const gone = await db
    .delete(t.sessions)
    .where(and(eq(t.sessions.userId, userId), keepIdHash ? ne(t.sessions.idHash, keepIdHash) : undefined))
    .returning({ idHash: t.sessions.idHash });
  return gone.length;
}
