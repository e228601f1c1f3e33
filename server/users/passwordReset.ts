// Password reset by mail (§2 guest routes): tokens single-use and 60 minutes long, stored only as their hash. The
// routes (server/routes/passwordRoutes.ts) answer the same for every address; this is what happens behind them.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword, type ScryptCost } from '../auth/password';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { translate, type Locale } from '../i18n/translate';
import type { Mail } from '../mail/mailer';
import { normaliseEmail, userByEmail } from './userByEmail';

export const RESET_TOKEN_MINUTES = 60;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A token is alive while unused and younger than RESET_TOKEN_MINUTES, by the database's clock. */
const alive = () =>
  and(
    isNull(t.passwordResets.usedAt),
    sql`${t.passwordResets.createdAt} > now() - make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  );

/** The reset mail for a known address, with a new token, in the account's language; null for an unknown one. */
export async function resetMail(db: Db, appUrl: string, email: string, locale: Locale): Promise<Mail | null> {
  const user = await userByEmail(db, email);
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(t.passwordResets).values({ email, tokenHash: sha256(token) });
  const userLocale = user.preferences.lang ?? locale;
  const link = `${appUrl}/password/reset/${token}?email=${encodeURIComponent(email)}`;
  return {
    to: email,
    subject: translate(userLocale, 'passwords.mailSubject'),
    text: translate(userLocale, 'passwords.mailBody', { name: user.name.split(' ')[0], link }),
  };
}

export type ResetOutcome = { kind: 'reset'; userId: number } | { kind: 'invalidToken' };

/**
 * Sets the password of the account `email` names if `token` is one of its live links, and kills every other link
 * of that address. The caller has checked the new password against the policy; it ends the account's sessions.
 */
export async function resetPassword(
  db: Db,
  cost: ScryptCost,
  reset: { email: string; token: string; password: string },
): Promise<ResetOutcome> {
  const email = normaliseEmail(reset.email);
  const tokenFor = and(eq(t.passwordResets.tokenHash, sha256(reset.token)), eq(t.passwordResets.email, email), alive());
  // A cheap look first, so a wrong token costs no password hashing.
  const [candidate] = await db.select({ id: t.passwordResets.id }).from(t.passwordResets).where(tokenFor);
  const user = candidate ? await userByEmail(db, email) : undefined;
  if (!user) return { kind: 'invalidToken' };

  const passwordHash = await hashPassword(reset.password, cost);
  const changed = await db.transaction(async (tx) => {
    // Check and use in one statement: of parallel requests with one token, exactly one gets the row back.
    const [used] = await tx
      .update(t.passwordResets)
      .set({ usedAt: sql`now()` })
      .where(tokenFor)
      .returning({ id: t.passwordResets.id });
    if (!used) return false;
    await tx.update(t.users).set({ passwordHash, updatedAt: new Date() }).where(eq(t.users.id, user.id));
    // Every other link mailed to this address dies with the old password.
    await tx
      .update(t.passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(t.passwordResets.email, email), isNull(t.passwordResets.usedAt)));
    return true;
  });
  return changed ? { kind: 'reset', userId: user.id } : { kind: 'invalidToken' };
}
