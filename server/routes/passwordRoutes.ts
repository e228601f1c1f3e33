// Password reset by mail (spec §2 guest routes): no account enumeration, tokens single-use and 60 minutes long.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PasswordEmailBody, PasswordResetBody } from '../../contract/auth';
import { errorResponses, MessageResponse } from '../../contract/errors';
import { rules } from '../../domain/validation/rules';
import { hashPassword } from '../auth/password';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate, type Locale } from '../i18n/translate';
import type { Mail, Mailer } from '../mail/mailer';

export const RESET_TOKEN_MINUTES = 60;
/** Per address and IP: stops the reset mail from being used to flood someone's inbox. */
const RESET_MAILS_PER_EMAIL_AND_ADDRESS = { max: 3, windowMs: 10 * 60_000 };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A token is alive while unused and younger than RESET_TOKEN_MINUTES, by the database's clock. */
const alive = () =>
  and(
    isNull(t.passwordResets.usedAt),
    sql`${t.passwordResets.createdAt} > now() - make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  );

export async function passwordRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  // Reset mails still on their way are sent before the app (and its database) closes.
  app.addHook('onClose', () => opts.mailer.idle());

  /** The reset mail for a known address, with a new token; null for an unknown one. */
  async function resetMail(email: string, locale: Locale): Promise<Mail | null> {
    const [user] = await app.db.select().from(t.users).where(eq(t.users.email, email));
    if (!user) return null;
    const token = randomBytes(32).toString('base64url');
    await app.db.insert(t.passwordResets).values({ email, tokenHash: sha256(token) });
    const userLocale = user.preferences.lang ?? locale;
    const link = `${app.config.appUrl}/password/reset/${token}?email=${encodeURIComponent(email)}`;
    return {
      to: email,
      subject: translate(userLocale, 'passwords.mailSubject'),
      text: translate(userLocale, 'passwords.mailBody', { name: user.name.split(' ')[0], link }),
    };
  }

  app.post(
    '/api/password/email',
    {
      schema: {
        tags: ['customer'],
        summary: 'Mail a password-reset link (the same answer for every address)',
        security: [{ xsrf: [] }],
        body: PasswordEmailBody,
        response: { 200: MessageResponse, ...errorResponses(419, 503) },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const email = request.body.email.trim().toLowerCase();
      const answer = { message: translate(locale, 'passwords.sent') };
      const key = `reset-mail:${email}|${request.ip}`;
      if ((await app.throttle.attempt([{ key, ...RESET_MAILS_PER_EMAIL_AND_ADDRESS }])).retryAfter > 0) return answer;
      // Looking the address up, making the token and sending all happen after the answer, so a known address
      // answers exactly as fast as an unknown one (no account enumeration by timing).
      opts.mailer.sendLater(() => resetMail(email, locale));
      return answer;
    },
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        tags: ['customer'],
        summary: 'Set a new password with the token of a reset link',
        description: 'The token works once and for 60 minutes; every other session of the account ends.',
        security: [{ xsrf: [] }],
        body: PasswordResetBody,
        response: { 200: MessageResponse, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const locale = localeOf(request);
      const strength = await rules.strong_password(body.password);
      const errors = translateMessages(locale, strength === true ? {} : { password: [strength] });
      if (!errors.password && body.password !== body.password_confirmation) {
        errors.password = [translate(locale, 'passwords.confirmed')];
      }
      if (Object.keys(errors).length) return sendFieldErrors(request, reply, errors);

      const email = String(body.email).trim().toLowerCase();
      const tokenHash = sha256(String(body.token));
      const tokenFor = and(eq(t.passwordResets.tokenHash, tokenHash), eq(t.passwordResets.email, email), alive());
      // A cheap look first, so a wrong token costs no password hashing.
      const [candidate] = await app.db.select({ id: t.passwordResets.id }).from(t.passwordResets).where(tokenFor);
      const [user] = candidate ? await app.db.select().from(t.users).where(eq(t.users.email, email)) : [];
      const invalid = () => sendFieldErrors(request, reply, { email: [translate(locale, 'passwords.token')] });
      if (!user) return invalid();

      const passwordHash = await hashPassword(String(body.password), app.config.passwordHashCost);
      const changed = await app.db.transaction(async (tx) => {
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
      if (!changed) return invalid();
      // Whoever knew the old password is signed out everywhere.
      await app.sessions.endAllFor(user.id);
      return { message: translate(locale, 'passwords.reset') };
    },
  );
}
