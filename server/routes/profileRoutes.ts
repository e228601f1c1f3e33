// The customer's own account (spec §2 profile and profile/edit): contact details, e-mail change by a
// confirmation link, password change, closing the account and the data export. The language stays with
// PUT …/preferences (authRoutes.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import {
  CloseAccountBody,
  EmailConfirmAnswer,
  EmailConfirmBody,
  PasswordChangeBody,
  ProfileExport,
  ProfileUpdateAnswer,
  ProfileUpdateBody,
} from '../../contract/profile';
import { MessageResponse } from '../../contract/errors';
import { MitidConfirmationRequired } from '../../contract/mitid';
import { paths } from '../../domain/paths';
import { customerOf, forgetCurrentUser, publicUser, requireOwnUser, type UserRow } from '../auth/currentUser';
import { emailAndAddressKey, lockoutMessage, loginLimits } from '../auth/loginThrottle';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';
import { closeAccount } from '../users/closeAccount';
import { EMAIL_CHANGE_HOURS, makeEmailChangeToken, readEmailChangeToken } from '../users/emailChange';
import { exportCustomerData } from '../users/exportData';
import {
  applyEmailChange,
  checkContact,
  checkNewPassword,
  endOtherSessions,
  passwordMatches,
  saveContact,
  setPassword,
} from '../users/profile';
import { replyNotFound } from '../http/notFound';
import { replyConfirmationRequired, stepUp } from '../mitid/stepUp';

const HOUR_MS = 3600 * 1000;

export async function profileRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  const security = [{ session: [], xsrf: [] }];

  /**
   * Checks the password of the signed-in customer under the sign-in throttle, so these routes cannot be used to
   * guess it: true when right; otherwise the answer (429 or 422 on `field`) has been sent.
   */
  async function passwordChecked(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    password: string,
    field: string,
  ): Promise<boolean> {
    const locale = localeOf(request);
    const tried = await app.throttle.attempt(loginLimits(user.email, request.ip));
    if (tried.retryAfter > 0) {
      await reply
        .code(429)
        .header('Retry-After', String(tried.retryAfter))
        .send({ message: lockoutMessage(locale, tried.retryAfter) });
      return false;
    }
    if (!(await passwordMatches(user, password))) {
      await sendFieldErrors(request, reply, { [field]: [translate(locale, 'profile.wrongPassword')] });
      return false;
    }
    await tried.refund();
    await app.throttle.clear(emailAndAddressKey(user.email, request.ip));
    return true;
  }

  app.patch(
    '/api/customer/users/:userId',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: "Change the customer's name, phone or e-mail",
        description:
          'Name and phone change at once. A new e-mail address changes nothing yet: a link is mailed to it, and ' +
          `the address takes effect when the link is opened (POST …/email/confirm) within ${EMAIL_CHANGE_HOURS} hours. ` +
          'A new address needs the current password (422 on current_password when missing or wrong; 429 under the ' +
          'sign-in throttle); a customer linked to MitID needs a fresh MitID confirmation instead (403 ' +
          '`mitid_confirmation_required`).',
        security,
        params: UserIdParams,
        body: ProfileUpdateBody,
        response: { 200: ProfileUpdateAnswer, ...errorResponses(401, 403, 419, 429), 403: MitidConfirmationRequired },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const user = await customerOf(request);
      const checked = await checkContact(app.db, user, request.body);
      if ('errors' in checked) return sendFieldErrors(request, reply, translateMessages(locale, checked.errors));
      // Whoever holds a session may not move the account to an address of theirs without the password, or, when
      // she is linked to MitID, without MitID confirming her.
      if (checked.newEmail) {
        const mitid = await stepUp(app.db, request, user.id);
        if (mitid.kind === 'required') return replyConfirmationRequired(request, reply);
        if (mitid.kind === 'notLinked') {
          const current = request.body.current_password;
          if (!current) {
            return sendFieldErrors(request, reply, { current_password: [translate(locale, 'profile.passwordNeeded')] });
          }
          if (!(await passwordChecked(request, reply, user, current, 'current_password'))) return reply;
        }
      }
      const updated = await saveContact(app.db, user.id, checked);
      forgetCurrentUser(request);
      if (checked.newEmail) {
        const to = checked.newEmail;
        const token = makeEmailChangeToken(app.config.appKey, {
          userId: user.id,
          from: user.email,
          to,
          expiresAt: Date.now() + EMAIL_CHANGE_HOURS * HOUR_MS,
        });
        const mailLocale = mailLocaleOf(updated);
        const url = appLink(app.config.appUrl, `${paths.profile.getHref()}?confirm-email=${encodeURIComponent(token)}`);
        await opts.mailer.send(
          composeMail({
            locale: mailLocale,
            to,
            subject: translate(mailLocale, 'profile.emailMail.subject'),
            name: firstName(updated.name),
            sections: [translate(mailLocale, 'profile.emailMail.body', { email: to, hours: EMAIL_CHANGE_HOURS })],
            action: { label: translate(mailLocale, 'profile.emailMail.action'), url },
            closing: [translate(mailLocale, 'profile.emailMail.ignore')],
          }),
        );
      }
      return {
        user: await publicUser(request, updated),
        pending_email: checked.newEmail,
        message: translate(locale, checked.newEmail ? 'profile.emailPending' : 'profile.saved', {
          email: checked.newEmail ?? '',
        }),
      };
    },
  );

  app.post(
    '/api/customer/users/:userId/email/confirm',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: 'Confirm a new e-mail address with the token of the link mailed to it',
        description: 'Only the signed-in owner of the account can use the link; it works once.',
        security,
        params: UserIdParams,
        body: EmailConfirmBody,
        response: { 200: EmailConfirmAnswer, ...errorResponses(401, 403, 419) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const user = await customerOf(request);
      const change = readEmailChangeToken(app.config.appKey, request.body.token);
      const invalid = (id: string) => sendFieldErrors(request, reply, { token: [translate(locale, id)] });
      if (!change || change.userId !== user.id || change.from !== user.email)
        return invalid('profile.emailLinkInvalid');
      if (change.expiresAt < Date.now()) return invalid('profile.emailLinkExpired');
      const updated = await applyEmailChange(app.db, change);
      if (updated === 'taken') return invalid('profile.emailTaken');
      if (!updated) return invalid('profile.emailLinkInvalid');
      forgetCurrentUser(request);
      return { user: await publicUser(request, updated), message: translate(locale, 'profile.emailConfirmed') };
    },
  );

  app.post(
    '/api/customer/users/:userId/password',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: "Change the customer's password",
        description:
          'The current password is checked under the sign-in throttle (429 with Retry-After); the new one follows ' +
          'the sign-up rules. Every other session of the account ends; this one stays.',
        security,
        params: UserIdParams,
        body: PasswordChangeBody,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 419, 429, 503) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const user = await customerOf(request);
      const { current_password: current, password, password_confirmation: confirmation } = request.body;
      // The new password's rules first: a wrong current password is then the only thing the throttle counts.
      const errors = await checkNewPassword(user, password, confirmation, current);
      if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));
      if (!(await passwordChecked(request, reply, user, current, 'current_password'))) return reply;
      await setPassword(app.db, user.id, password, app.config.passwordHashCost);
      await endOtherSessions(app.db, user.id, request.session?.idHash);
      await app.sessions.passwordChanged(request);
      return { message: translate(locale, 'profile.passwordChanged') };
    },
  );

  app.delete(
    '/api/customer/users/:userId',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: 'Close the account (right to erasure)',
        description:
          'Needs the password (checked under the sign-in throttle), or for a customer linked to MitID a fresh MitID ' +
          'confirmation (403 `mitid_confirmation_required`). Deletes the account and its data; requests ' +
          'that lenders hold leads on stay anonymised (SECURITY.md, personal data). Every session ends.',
        security,
        params: UserIdParams,
        body: CloseAccountBody,
        response: {
          200: MessageResponse,
          ...errorResponses(401, 403, 419, 429, 503),
          403: MitidConfirmationRequired,
        },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const user = await customerOf(request);
      const mitid = await stepUp(app.db, request, user.id);
      if (mitid.kind === 'required') return replyConfirmationRequired(request, reply);
      if (mitid.kind === 'notLinked') {
        const { password } = request.body;
        if (!password) {
          return sendFieldErrors(request, reply, { password: [translate(locale, 'profile.passwordNeeded')] });
        }
        if (!(await passwordChecked(request, reply, user, password, 'password'))) return reply;
      }
      const closed = await closeAccount(app.db, user.id, app.config.passwordHashCost);
      // Awaited so the answer comes once the files are gone; a storage failure leaves the job to retry them.
      await app.jobs.follow(closed.eraseFilesJob);
      await app.sessions.signOut(request, reply);
      forgetCurrentUser(request);
      return { message: translate(locale, 'profile.closed') };
    },
  );

  app.get(
    '/api/customer/users/:userId/export',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: "All the customer's data as a JSON download",
        security: [{ session: [] }],
        params: UserIdParams,
        response: { 200: ProfileExport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const data = await exportCustomerData(app.db, user.id);
      if (!data) return replyNotFound(request, reply);
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="laanetorvet-data-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );
}
