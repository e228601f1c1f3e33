// Sign-in, sign-out, the current user and language preference (spec §7), Laravel-Sanctum style.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, customerOf, forgetCurrentUser, publicUser, requireOwnUser } from '../auth/currentUser';
import { verifyPassword } from '../auth/password';
import { createThrottle } from '../auth/throttle';
import * as t from '../db/schema';
import { checkFields, localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';

export const LOGIN_MAX_FAILURES = 5;
const LOGIN_WINDOW_MS = 60_000;
// A hash to compare against when the email is unknown, so both answers take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

const loginBody = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 255 },
    password: { type: 'string', maxLength: 1000 },
    remember: { type: ['boolean', 'string', 'null'] },
  },
} as const;

export async function authRoutes(app: FastifyInstance) {
  const throttle = createThrottle(app.db, { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS });

  app.post('/login', { schema: { body: loginBody } }, async (request, reply) => {
    const body = (request.body ?? {}) as { email?: string; password?: string; remember?: boolean | string | null };
    const locale = localeOf(request);
    const fieldErrors = checkFields(body, { email: ['required', 'email'], password: ['required'] });
    if (Object.keys(fieldErrors).length) return sendFieldErrors(request, reply, translateMessages(locale, fieldErrors));

    const email = String(body.email).trim().toLowerCase();
    const key = `login:${email}|${request.ip}`;
    const wait = await throttle.retryAfter(key);
    if (wait > 0) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: translate(locale, 'auth.throttle', { seconds: wait }) });
    }
    const [user] = await app.db.select().from(t.users).where(eq(t.users.email, email));
    const valid = await verifyPassword(String(body.password), user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      await throttle.hit(key);
      return sendFieldErrors(request, reply, { email: [translate(locale, 'auth.failed')] });
    }
    await throttle.clear(key);
    const remember = body.remember === true || body.remember === 'true' || body.remember === '1';
    await app.sessions.signIn(request, reply, user.id, remember);
    forgetCurrentUser(request);
    return { user: await publicUser(request, user) };
  });

  app.post('/logout', async (request, reply) => {
    await app.sessions.signOut(request, reply);
    return reply.code(204).send();
  });

  app.get('/api/users/current/auth', async (request) => {
    const user = await currentUser(request);
    return user ? publicUser(request, user) : false;
  });

  app.put(
    '/api/customer/users/:userId/preferences',
    {
      preHandler: requireOwnUser,
      schema: {
        body: {
          type: 'object',
          required: ['lang'],
          properties: { lang: { type: 'string', enum: ['da', 'en'] } },
        },
      },
    },
    async (request) => {
      const user = await customerOf(request);
      const { lang } = request.body as { lang: 'da' | 'en' };
      const [updated] = await app.db
        .update(t.users)
        .set({ preferences: { ...user.preferences, lang }, updatedAt: new Date() })
        .where(eq(t.users.id, user.id))
        .returning();
      return publicUser(request, updated);
    },
  );
}
