// Database sessions, with the CSRF check of every non-GET (server/auth/csrf.ts) and the cookie that sets its token.
// A guest gets a session cookie but no row: the row is written at sign-in, the first thing the server has to
// remember. Until then the guest's CSRF token is derived from the cookie with APP_KEY, so it needs no storage and
// anonymous traffic cannot fill the sessions table.
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../domain/csrf';
import * as t from '../db/schema';
import { pickLocale, translate } from '../i18n/translate';
import { csrfRefused, guestCsrfToken } from './csrf';
import { sessionLifetime } from './sessionLifetime';
import { scheduleSessionSweep } from './sessionSweep';

export const SESSION_COOKIE = 'laanetorvet_session';
/** A session's last request is written at most this often, so reads stay cheap. */
const TOUCH_AFTER_MS = 60_000;

export type Session = {
  idHash: string;
  userId: number | null;
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
  remember: boolean;
  /**
   * The password signed in with fails today's policy (domain/validation's strong_password): the SPA sends the user
   * to choose a new one. Only sign-in knows the plain password, so it is noted on the session.
   */
  passwordChangeRequired: boolean;
  /** false: a guest's session, which lives in its cookies only. */
  stored: boolean;
};

/** What a stored session keeps in its `data` column. */
type SessionData = { remember?: boolean; passwordChangeRequired?: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export async function installSessions(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const secure = !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.appUrl);
  const { idleMs, deadline, nextExpiry } = sessionLifetime(config);

  await app.register(cookie);
  app.decorateRequest('session', null);

  function setCookies(reply: FastifyReply, id: string, session: Session) {
    const maxAge = session.remember ? Math.floor(idleMs(true) / 1000) : undefined;
    reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
    reply.setCookie(XSRF_COOKIE, session.csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
  }

  function guestSession(id: string): Session {
    const now = new Date();
    return {
      idHash: sha256(id),
      userId: null,
      csrfToken: guestCsrfToken(config.appKey, id),
      expiresAt: new Date(now.getTime() + idleMs(false)),
      lastSeenAt: now,
      remember: false,
      passwordChangeRequired: false,
      stored: false,
    };
  }

  async function createSession(
    reply: FastifyReply,
    userId: number,
    remember: boolean,
    passwordChangeRequired: boolean,
  ): Promise<Session> {
    const id = token();
    const now = new Date();
    const session: Session = {
      idHash: sha256(id),
      userId,
      csrfToken: token(),
      expiresAt: nextExpiry(now, now, remember),
      lastSeenAt: now,
      remember,
      passwordChangeRequired,
      stored: true,
    };
    const { stored: _stored, passwordChangeRequired: _required, ...row } = session;
    await db
      .insert(t.sessions)
      .values({ ...row, createdAt: now, data: { remember, passwordChangeRequired } satisfies SessionData });
    setCookies(reply, id, session);
    return session;
  }

  async function forget(request: FastifyRequest) {
    if (request.session?.stored) await db.delete(t.sessions).where(eq(t.sessions.idHash, request.session.idHash));
  }

  app.decorate('sessions', {
    /** A new session id for a signed-in user: the old one (and its CSRF token) is destroyed (fixation defence). */
    async signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      remember: boolean,
      passwordChangeRequired = false,
    ) {
      await forget(request);
      request.session = await createSession(reply, userId, remember, passwordChangeRequired);
      return request.session;
    },
    /** The user has chosen a password that meets the policy: this session no longer asks for one. */
    async passwordChanged(request: FastifyRequest) {
      const session = request.session;
      if (!session?.stored || !session.passwordChangeRequired) return;
      session.passwordChangeRequired = false;
      await db
        .update(t.sessions)
        .set({ data: { remember: session.remember, passwordChangeRequired: false } satisfies SessionData })
        .where(eq(t.sessions.idHash, session.idHash));
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
    /** The signed-in user of a session cookie, else null: for requests Fastify does not route (socket upgrades). */
    async userIdOf(sessionId: string) {
      const [found] = await sessionWithUser.execute({ idHash: sha256(sessionId), now: new Date() });
      return found?.session.userId ?? null;
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
      const data = (row?.data ?? {}) as SessionData;
      const remember = Boolean(data.remember);
      // The query knows the sliding expiry only; a session written before the absolute lifetime existed may
      // carry a later one, so the deadline is checked here too.
      if (row && now.getTime() < deadline(row.createdAt, remember)) {
        request.user = found.user;
        request.session = {
          idHash: row.idHash,
          userId: row.userId,
          csrfToken: row.csrfToken,
          expiresAt: row.expiresAt,
          lastSeenAt: row.lastSeenAt,
          remember,
          passwordChangeRequired: Boolean(data.passwordChangeRequired),
          stored: true,
        };
        // Sliding expiry up to the absolute deadline, written at most once a minute so reads stay cheap.
        if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
          await db
            .update(t.sessions)
            .set({ lastSeenAt: now, expiresAt: nextExpiry(now, row.createdAt, remember) })
            .where(eq(t.sessions.idHash, row.idHash));
        }
      } else {
        // No row: a guest (or a session that has ended, whose cookie now only identifies a guest).
        request.session = guestSession(raw);
      }
    }
    if (csrfRefused(request)) {
      const locale = pickLocale(request.headers['accept-language']);
      return reply.code(419).send({ message: translate(locale, 'auth.csrfMismatch') });
    }
  });

  app.get(
    CSRF_COOKIE_PATH,
    {
      schema: {
        tags: ['customer'],
        summary: `Set the ${XSRF_COOKIE} cookie that every non-GET call echoes in ${XSRF_HEADER}`,
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

  scheduleSessionSweep(app);
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      signIn(
        request: FastifyRequest,
        reply: FastifyReply,
        userId: number,
        remember: boolean,
        passwordChangeRequired?: boolean,
      ): Promise<Session>;
      passwordChanged(request: FastifyRequest): Promise<void>;
      signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllFor(userId: number): Promise<void>;
      userIdOf(sessionId: string): Promise<number | null>;
    };
  }
}
