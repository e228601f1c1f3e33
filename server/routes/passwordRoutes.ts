// Password reset by mail (spec §2 guest routes): no account enumeration; the tokens and the reset itself are
// server/users/passwordReset.ts.
import { PasswordEmailBody, PasswordResetBody } from '../../contract/auth';
import { errorResponses, MessageResponse } from '../../contract/errors';
import { rules } from '../../domain/validation/rules';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { resetMail, resetPassword } from '../users/passwordReset';
import { normaliseEmail } from '../users/userByEmail';

/** Per address and IP: stops the reset mail from being used to flood someone's inbox. */
const RESET_MAILS_PER_EMAIL_AND_ADDRESS = { max: 3, windowMs: 10 * 60_000 };

export async function passwordRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  // Reset mails still on their way are sent before the app (and its database) closes.
  app.addHook('onClose', () => opts.mailer.idle());

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
      const email = normaliseEmail(request.body.email);
      const answer = { message: translate(locale, 'passwords.sent') };
      const key = `reset-mail:${email}|${request.ip}`;
      if ((await app.throttle.attempt([{ key, ...RESET_MAILS_PER_EMAIL_AND_ADDRESS }])).retryAfter > 0) return answer;
      // Looking the address up, making the token and sending all happen after the answer, so a known address
      // answers exactly as fast as an unknown one (no account enumeration by timing).
      opts.mailer.sendLater(() => resetMail(app.db, app.config.appUrl, email, locale));
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
      const strength = await rules.strong_password(body.password, { userInputs: [body.email] });
      const errors = translateMessages(locale, strength === true ? {} : { password: [strength] });
      if (!errors.password && body.password !== body.password_confirmation) {
        errors.password = [translate(locale, 'passwords.confirmed')];
      }
      if (Object.keys(errors).length) return sendFieldErrors(request, reply, errors);

      const outcome = await resetPassword(app.db, app.config.passwordHashCost, {
        email: String(body.email),
        token: String(body.token),
        password: String(body.password),
      });
      if (outcome.kind === 'invalidToken')
        return sendFieldErrors(request, reply, { email: [translate(locale, 'passwords.token')] });
      // Whoever knew the old password is signed out everywhere.
      await app.sessions.endAllFor(outcome.userId);
      return { message: translate(locale, 'passwords.reset') };
    },
  );
}
