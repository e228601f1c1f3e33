// Database sessions and Laravel-Sanctum-style CSRF: a readable XSRF-TOKEN cookie that every non-GET echoes back.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as t from '../db/schema';
import { pickLocale, translate } from '../i18n/translate';

export const SESSION_COOKIE = 'laanetorvet_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Machine-to-machine endpoints authenticate by signature or token, not by a browser session.
const CSRF_EXEMPT = ['/apps/', '/bugsnag/', '/supplier-api/'];
const TOUCH_AFTER_MS = 60_000;

export type Session = {
  idHash: string;
  userId: number | null;
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
  remember: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function installSessions(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const secure = !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.appUrl);
  const lifetimeMs = (remember: boolean) =>
    remember ? config.rememberLifetimeDays * 24 * 3600 * 1000 : config.sessionLifetimeMinutes * 60 * 1000;

  await app.register(cookie);
  app.decorateRequest('session', null);

  function setCookies(reply: FastifyReply, id: string, session: Session) {
    const maxAge = session.remember ? Math.floor(lifetimeMs(true) / 1000) : undefined;
    reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
    reply.setCookie(XSRF_COOKIE, session.csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
  }

  async function createSession(reply: FastifyReply, userId: number | null, remember: boolean): Promise<Session> {
    const id = token();
    const now = new Date();
    const session: Session = {
      idHash: sha256(id),
      userId,
      csrfToken: token(),
      expiresAt: new Date(now.getTime() + lifetimeMs(remember)),
      lastSeenAt: now,
      remember,
    };
    await db.insert(t.sessions).values({ ...session, data: { remember } });
    setCookies(reply, id, session);
    return session;
  }

  app.decorate('sessions', {
    /** A new session id for a signed-in user: the old one (and its CSRF token) is destroyed (fixation defence). */
    async signIn(request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean) {
      if (request.session) await db.delete(t.sessions).where(eq(t.sessions.idHash, request.session.idHash));
      request.session = await createSession(reply, userId, remember);
      return request.session;
    },
    async signOut(request: FastifyRequest, reply: FastifyReply) {
      if (request.session) await db.delete(t.sessions).where(eq(t.sessions.idHash, request.session.idHash));
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    },
    /** Ends every session of a user (after a password reset). */
    async endAllFor(userId: number) {
      await db.delete(t.sessions).where(eq(t.sessions.userId, userId));
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const now = new Date();
      const [row] = await db
        .select()
        .from(t.sessions)
        .where(and(eq(t.sessions.idHash, sha256(raw)), gt(t.sessions.expiresAt, now)));
      if (row) {
        const remember = Boolean((row.data as { remember?: boolean }).remember);
        request.session = {
          idHash: row.idHash,
          userId: row.userId,
          csrfToken: row.csrfToken,
          expiresAt: row.expiresAt,
          lastSeenAt: row.lastSeenAt,
          remember,
        };
        // Sliding expiry, written at most once a minute so reads stay cheap.
        if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
          await db
            .update(t.sessions)
            .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetimeMs(remember)) })
            .where(eq(t.sessions.idHash, row.idHash));
        }
      }
    }
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (CSRF_EXEMPT.some((prefix) => path.startsWith(prefix))) return;
    const header = request.headers[XSRF_HEADER];
    const sent = typeof header === 'string' ? header : '';
    if (!request.session || !sent || !sameToken(sent, request.session.csrfToken)) {
      const locale = pickLocale(request.headers['accept-language']);
      return reply.code(419).send({ message: translate(locale, 'auth.csrfMismatch') });
    }
  });

  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (request.session && raw) setCookies(reply, raw, request.session);
    else request.session = await createSession(reply, null, false);
    return reply.code(204).send();
  });

  // Expired sessions are removed lazily, at most every ten minutes, by whichever instance gets there.
  let lastSweep = 0;
  app.addHook('onResponse', async () => {
    const now = Date.now();
    if (now - lastSweep < 600_000) return;
    lastSweep = now;
    await db.delete(t.sessions).where(lt(t.sessions.expiresAt, new Date(now)));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      signIn(request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean): Promise<Session>;
      signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllFor(userId: number): Promise<void>;
    };
  }
}
