// Password reset by mail (spec §2 guest routes): no account enumeration, tokens single-use and 60 minutes long.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password';
import { createThrottle } from '../auth/throttle';
import * as t from '../db/schema';
import { checkFields, localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';

export const RESET_TOKEN_MINUTES = 60;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const stringBody = (fields: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((f) => [f, { type: ['string', 'null'], maxLength: 1000 }])),
});

export async function passwordRoutes(app: FastifyInstance, opts: { mailer: Mailer }) {
  // Per address and IP: stops the reset mail from being used to flood someone's inbox.
  const mailThrottle = createThrottle(app.db, { max: 3, windowMs: 10 * 60_000 });

  app.post('/api/password/email', { schema: { body: stringBody(['email']) } }, async (request, reply) => {
    const body = (request.body ?? {}) as { email?: string };
    const locale = localeOf(request);
    const errors = checkFields(body, { email: ['required', 'email'] });
    if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));
    const email = String(body.email).trim().toLowerCase();
    const answer = { message: translate(locale, 'passwords.sent') };
    const key = `reset-mail:${email}|${request.ip}`;
    if ((await mailThrottle.retryAfter(key)) > 0) return answer;
    await mailThrottle.hit(key);
    const [user] = await app.db.select().from(t.users).where(eq(t.users.email, email));
    if (user) {
      const token = randomBytes(32).toString('base64url');
      await app.db.insert(t.passwordResets).values({ email, tokenHash: sha256(token) });
      const userLocale = user.preferences.lang ?? locale;
      const link = `${app.config.appUrl}/password/reset/${token}?email=${encodeURIComponent(email)}`;
      await opts.mailer.send({
        to: email,
        subject: translate(userLocale, 'passwords.mailSubject'),
        text: translate(userLocale, 'passwords.mailBody', { name: user.name.split(' ')[0], link }),
      });
    }
    return answer;
  });

  app.post(
    '/api/password/reset',
    { schema: { body: stringBody(['token', 'email', 'password', 'password_confirmation']) } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const locale = localeOf(request);
      const errors = translateMessages(
        locale,
        checkFields(body, {
          token: ['required'],
          email: ['required', 'email'],
          password: ['required', 'strong_password'],
          password_confirmation: ['required'],
        }),
      );
      if (!errors.password && body.password !== body.password_confirmation) {
        errors.password = [translate(locale, 'passwords.confirmed')];
      }
      if (Object.keys(errors).length) return sendFieldErrors(request, reply, errors);

      const email = String(body.email).trim().toLowerCase();
      const since = new Date(Date.now() - RESET_TOKEN_MINUTES * 60_000);
      const [reset] = await app.db
        .select()
        .from(t.passwordResets)
        .where(
          and(
            eq(t.passwordResets.tokenHash, sha256(String(body.token))),
            eq(t.passwordResets.email, email),
            isNull(t.passwordResets.usedAt),
            gt(t.passwordResets.createdAt, since),
          ),
        );
      const [user] = reset ? await app.db.select().from(t.users).where(eq(t.users.email, email)) : [];
      if (!reset || !user) return sendFieldErrors(request, reply, { email: [translate(locale, 'passwords.token')] });

      await app.db.update(t.passwordResets).set({ usedAt: new Date() }).where(eq(t.passwordResets.id, reset.id));
      await app.db
        .update(t.users)
        .set({ passwordHash: await hashPassword(String(body.password)), updatedAt: new Date() })
        .where(eq(t.users.id, user.id));
      // Whoever knew the old password is signed out everywhere.
      await app.sessions.endAllFor(user.id);
      return { message: translate(locale, 'passwords.reset') };
    },
  );
}
