// What a submitted request form does once its steps are valid: who submits it (the signed-in customer, the owner
// of the typed address who proved it with the password, or a new account) and the account and request written in
// one transaction. The route (server/routes/auctionFormRoutes.ts) turns the outcomes into answers.
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/currentUser';
import { loginLimits } from '../auth/loginThrottle';
import { hashPassword, verifyPassword, type ScryptCost } from '../auth/password';
import type { ThrottleStore } from '../auth/throttle';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { Locale } from '../i18n/translate';
import { createRfqIn, type CreateRfqOutcome } from '../rfqs/createRfq';
import { normaliseEmail } from '../users/userByEmail';
import { draftFromForm, type FormSubmission } from './formRequest';

export type OwnerProof = { kind: 'proven' } | { kind: 'throttled'; retryAfter: number } | { kind: 'wrongPassword' };

/**
 * Whether the password typed in the form is `owner`'s, under sign-in's throttle: the form is no side door for
 * guessing. A correct password gives its attempt back, as sign-in does.
 */
export async function proveOwner(
  throttle: ThrottleStore,
  owner: UserRow,
  password: unknown,
  ip: string,
): Promise<OwnerProof> {
  const tried = await throttle.attempt(loginLimits(owner.email, ip));
  if (tried.retryAfter > 0) return { kind: 'throttled', retryAfter: tried.retryAfter };
  if (!(await verifyPassword(String(password ?? ''), owner.passwordHash))) return { kind: 'wrongPassword' };
  await tried.refund();
  return { kind: 'proven' };
}

/**
 * Writes the request of `submitter` (or of a new account made from the profile step, in `locale`) in one
 * transaction: a refused request leaves no account behind. A known customer without a phone gets the typed one.
 */
export async function saveSubmission(
  db: Db,
  args: {
    submitter: UserRow | null;
    submission: FormSubmission;
    idempotencyKey: string | null;
    locale: Locale;
    passwordHashCost?: ScryptCost;
  },
): Promise<{ user: UserRow; outcome: CreateRfqOutcome }> {
  const { submitter, submission, idempotencyKey, locale } = args;
  const profile = (submission.steps.profile ?? {}) as Record<string, unknown>;
  const passwordHash = submitter ? null : await hashPassword(String(profile.password), args.passwordHashCost);
  return db.transaction(async (tx) => {
    let user: UserRow;
    if (submitter) {
      user = submitter;
      if (!user.phone && typeof profile.phone === 'string') {
        [user] = await tx
          .update(t.users)
          .set({ phone: profile.phone, updatedAt: new Date() })
          .where(eq(t.users.id, user.id))
          .returning();
      }
    } else {
      [user] = await tx
        .insert(t.users)
        .values({
          email: normaliseEmail(String(profile.email ?? '')),
          name: String(profile.full_name).trim(),
          phone: String(profile.phone),
          passwordHash: passwordHash as string,
          preferences: { lang: locale },
        })
        .returning();
    }
    const outcome = await createRfqIn(tx, user.id, idempotencyKey, (inner) =>
      draftFromForm(inner, user.id, submission),
    );
    return { user, outcome };
  });
}
