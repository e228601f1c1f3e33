// Database sessions and Laravel-Sanctum-style CSRF: a readable XSRF-TOKEN cookie that every non-GET echoes back.
// A guest gets a session cookie but no row: the row is written at sign-in, the first thing the server has to
// remember. Until then the guest's CSRF token is derived from the cookie with APP_KEY, so it needs no storage and
// anonymous traffic cannot fill the sessions table.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { pickLocale, translate } from '../i18n/translate';
import { scheduleJob, slotOf } from '../jobs/schedule';
import { purgeOldAttribution } from '../rfqs/attribution';
import { purgeOldHits } from './throttle';

export const SESSION_COOKIE = 'laanetorvet_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Machine-to-machine endpoints authenticate by signature or token, not by a browser session. /api/vitals is
// exempt on purpose: navigator.sendBeacon cannot send the XSRF header, and a forged report changes no one's state
// and stores nothing personal (a histogram count; server/metrics/vitalsRoutes.ts).
const CSRF_EXEMPT = ['/apps/', '/bugsnag/', '/supplier-api/', '/api/vitals'];
const TOUCH_AFTER_MS = 60_000;
/** How often expired sessions (and spent throttle hits) are deleted. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

export type Session = {
  idHash: string;
  userId: number | null;
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
  remember: boolean;
  /** false: a guest's session, which lives in its cookies only. */
  stored: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

/** A guest's CSRF token: bound to the session cookie and unforgeable without APP_KEY. */
const guestCsrfToken = (appKey: string, sessionId: string) =>
  createHmac('sha256', appKey).update(`csrf-guest:${sessionId}`).digest('base64url');

/** Deletes sessions past their expiry; the number deleted. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(t.sessions)
    .where(lt(t.sessions.expiresAt, sql`now()`))
    .returning({ idHash: t.sessions.idHash });
  return gone.length;
}

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

  function guestSession(id: string): Session {
    const now = new Date();
    return {
      idHash: sha256(id),
      userId: null,
      csrfToken: guestCsrfToken(config.appKey, id),
      expiresAt: new Date(now.getTime() + lifetimeMs(false)),
      lastSeenAt: now,
      remember: false,
      stored: false,
    };
  }

  async function createSession(reply: FastifyReply, userId: number, remember: boolean): Promise<Session> {
    const id = token();
    const now = new Date();
    const session: Session = {
      idHash: sha256(id),
      userId,
      csrfToken: token(),
      expiresAt: new Date(now.getTime() + lifetimeMs(remember)),
      lastSeenAt: now,
      remember,
      stored: true,
    };
    const { stored: _stored, ...row } = session;
    await db.insert(t.sessions).values({ ...row, data: { remember } });
    setCookies(reply, id, session);
    return session;
  }

  async function forget(request: FastifyRequest) {
    if (request.session?.stored) await db.delete(t.sessions).where(eq(t.sessions.idHash, request.session.idHash));
  }

  app.decorate('sessions', {
    /** A new session id for a signed-in user: the old one (and its CSRF token) is destroyed (fixation defence). */
    async signIn(request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean) {
      await forget(request);
      request.session = await createSession(reply, userId, remember);
      return request.session;
    },
    async signOut(request: FastifyRequest, reply: FastifyReply) {
      await forget(request);
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    },
    /** Ends every session of a user (after a password reset). */
    async endAllFor(userId: number) {
      await db.delete(t.sessions).where(eq(t.sessions.userId, userId));
    },
  });

  // The session and its user in one statement, planned once (a prepared statement on PostgreSQL): every signed-in
  // request reads it before anything else.
  const sessionWithUser = db
    .select({ session: t.sessions, user: t.users })
    .from(t.sessions)
    .leftJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(and(eq(t.sessions.idHash, sql.placeholder('idHash')), gt(t.sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_with_user');

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const now = new Date();
      const [found] = await sessionWithUser.execute({ idHash: sha256(raw), now });
      const row = found?.session;
      if (row) {
        request.user = found.user;
        const remember = Boolean((row.data as { remember?: boolean }).remember);
        request.session = {
          idHash: row.idHash,
          userId: row.userId,
          csrfToken: row.csrfToken,
          expiresAt: row.expiresAt,
          lastSeenAt: row.lastSeenAt,
          remember,
          stored: true,
        };
        // Sliding expiry, written at most once a minute so reads stay cheap.
        if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
          await db
            .update(t.sessions)
            .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetimeMs(remember)) })
            .where(eq(t.sessions.idHash, row.idHash));
        }
      } else {
        // No row: a guest (or a session that has ended, whose cookie now only identifies a guest).
        request.session = guestSession(raw);
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

  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['customer'],
        summary: 'Set the XSRF-TOKEN cookie that every non-GET call echoes in X-XSRF-TOKEN',
        response: { 204: { type: 'null', description: 'Cookies set; no body.' } },
      },
    },
    async (request, reply) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (request.session && raw) {
        setCookies(reply, raw, request.session);
      } else {
        const id = token();
        request.session = guestSession(id);
        setCookies(reply, id, request.session);
      }
      return reply.code(204).send();
    },
  );

  // A scheduled job: every instance ticks every SWEEP_INTERVAL_MS, and the claim of each slot in job_runs lets one
  // of them sweep (server/jobs/schedule.ts). Not in tests.
  scheduleJob(app, {
    name: 'session-sweep',
    cron: '*/10 * * * *',
    period: slotOf(SWEEP_INTERVAL_MS),
    run: async () => {
      await Promise.all([purgeExpiredSessions(db), purgeOldHits(db), purgeOldAttribution(db)]);
    },
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
