// Sign-in, sign-out, the current user and language preference (spec §7), Laravel-Sanctum style.
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { CurrentUserAnswer, LoginAnswer, LoginBody, PreferencesBody } from '../../contract/auth';
import { UserIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { PublicUser } from '../../contract/users';
import { currentUser, customerOf, forgetCurrentUser, publicUser, requireOwnUser } from '../auth/currentUser';
import { emailAndAddressKey, lockoutMessage, loginLimits } from '../auth/loginThrottle';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from '../auth/password';
import { rules } from '../../domain/validation/rules';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { userInputsOf } from '../users/profile';
import { normaliseEmail, userByEmail } from '../users/userByEmail';

export async function authRoutes(app: TypedApp) {
  const cost = app.config.passwordHashCost;
  // Unknown e-mails are checked against this, at today's cost, so both answers take the same time.
  const noSuchUserHash = unmatchableHash(cost);

  app.post(
    '/login',
    // The global limiter skips paths outside /api/; sign-in is the path that most needs it.
    {
      schema: {
        tags: ['customer'],
        summary: 'Sign in: a new session cookie (and XSRF-TOKEN)',
        description:
          'Failed sign-ins are limited per e-mail and address, per account and per address: 429 with Retry-After, ' +
          'the right password included. While the throttle cannot count (its store is down), 503 with Retry-After.',
        security: [{ xsrf: [] }],
        body: LoginBody,
        response: { 200: LoginAnswer, ...errorResponses(419, 429, 503) },
      },
      config: { rateLimit: { allowList: () => false } },
    },
    async (request, reply) => {
      const body = request.body;
      const locale = localeOf(request);

      const email = normaliseEmail(String(body.email));
      // Counted before the password is checked, so the right password during a lock-out is refused as well.
      const tried = await app.throttle.attempt(loginLimits(email, request.ip));
      if (tried.retryAfter > 0) {
        return reply
          .code(429)
          .header('Retry-After', String(tried.retryAfter))
          .send({ message: lockoutMessage(locale, tried.retryAfter) });
      }
      const user = await userByEmail(app.db, email);
      const storedHash = user?.passwordHash ?? noSuchUserHash;
      const valid = await verifyPassword(String(body.password), storedHash);
      if (!user || !valid) return sendFieldErrors(request, reply, { email: [translate(locale, 'auth.failed')] });

      await tried.refund();
      await app.throttle.clear(emailAndAddressKey(email, request.ip));
      // The only moment the plain password is at hand: upgrade a hash made at an older, cheaper cost.
      if (needsRehash(storedHash, cost)) {
        await app.db
          .update(t.users)
          .set({ passwordHash: await hashPassword(String(body.password), cost) })
          .where(eq(t.users.id, user.id));
      }
      const remember = body.remember === true || body.remember === 'true' || body.remember === '1';
      // Passwords chosen under an older policy still sign in; the customer is then asked for one that meets it.
      const passwordChangeRequired =
        (await rules.strong_password(String(body.password), { userInputs: userInputsOf(user) })) !== true;
      await app.sessions.signIn(request, reply, user.id, remember, passwordChangeRequired);
      forgetCurrentUser(request);
      return { user: await publicUser(request, user) };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sign out',
        security: [{ session: [], xsrf: [] }],
        response: { 204: Type.Null(), ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      await app.sessions.signOut(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/users/current/auth',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in user, or false',
        security: [{ session: [] }],
        response: { 200: CurrentUserAnswer },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return user ? publicUser(request, user) : (false as const);
    },
  );

  app.put(
    '/api/customer/users/:userId/preferences',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: "Set the customer's language",
        security: [{ session: [], xsrf: [] }],
        params: UserIdParams,
        body: PreferencesBody,
        response: { 200: PublicUser, ...errorResponses(401, 403, 419) },
      },
    },
    async (request) => {
      const user = await customerOf(request);
      const { lang } = request.body;
      const [updated] = await app.db
        .update(t.users)
        .set({ preferences: { ...user.preferences, lang }, updatedAt: new Date() })
        .where(eq(t.users.id, user.id))
        .returning();
      return publicUser(request, updated);
    },
  );
}
