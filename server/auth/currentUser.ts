// The signed-in user of a request, loaded once, and the guards every customer route uses.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../contract/users';
import * as t from '../db/schema';
import { parseId } from '../http/routeParams';
import { pickLocale, translate } from '../i18n/translate';
import { replyNotFound } from '../http/notFound';
import { closeIfBodyUnread } from '../http/refusedBeforeBody';

export type UserRow = typeof t.users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user: undefined until read (once per request), null for a guest. */
    user: UserRow | null | undefined;
  }
}

/** Registers the request decoration; the sessions plugin may fill it with the session's own query. */
export function decorateCurrentUser(app: FastifyInstance): void {
  app.decorateRequest('user', undefined);
}

export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.user !== undefined) return request.user;
  const userId = request.session?.userId;
  let user: UserRow | null = null;
  if (userId) {
    const [row] = await request.server.db.select().from(t.users).where(eq(t.users.id, userId));
    user = row ?? null;
  }
  request.user = user;
  return user;
}

/** After sign-in or sign-out: the next read loads the session's user again. */
export function forgetCurrentUser(request: FastifyRequest): void {
  request.user = undefined;
}

export const isCustomer = (user: UserRow) => user.teamName !== 'admin' && user.teamName !== 'supplier';

/** The user as the SPA sees it (spec §3 User): never the password hash or internal columns. */
export async function publicUser(request: FastifyRequest, user: UserRow): Promise<PublicUser> {
  const open = await request.server.db
    .select({ id: t.rfqs.id })
    .from(t.rfqs)
    .where(and(eq(t.rfqs.userId, user.id), isNull(t.rfqs.closedAt)))
    .limit(1);
  const surveillance = await request.server.db
    .select({ id: t.mortgageSurveillanceConsents.id })
    .from(t.mortgageSurveillanceConsents)
    .where(and(eq(t.mortgageSurveillanceConsents.userId, user.id), isNull(t.mortgageSurveillanceConsents.revokedAt)))
    .limit(1);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    team_name: user.teamName as PublicUser['team_name'],
    preferences: user.preferences,
    has_open_rfqs: open.length > 0,
    mortgage_surveillance: surveillance.length > 0,
    ...(request.session?.passwordChangeRequired ? { password_change_required: true } : {}),
  };
}

function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403) {
  const locale = pickLocale(request.headers['accept-language']);
  return closeIfBodyUnread(request, reply)
    .code(status)
    .send({ message: translate(locale, status === 401 ? 'auth.unauthenticated' : 'auth.forbidden') });
}

/**
 * A guard for a route's onRequest (never preHandler: it must run before the body is read, so a caller who may
 * not call the route costs no memory): lets through a signed-in user `allowed` admits; a guest gets 401, anyone
 * else 403.
 */
export function requireUser(allowed: (user: UserRow) => boolean) {
  return async function requireAllowedUser(request: FastifyRequest, reply: FastifyReply) {
    const user = await currentUser(request);
    if (!user) return deny(request, reply, 401);
    if (!allowed(user)) return deny(request, reply, 403);
  };
}

/** A signed-in customer; admin and supplier users get 403 on customer routes. */
export const requireCustomer = requireUser(isCustomer);
/** Staff with the admin team: the admin API (`/api/admin/…`). */
export const requireAdmin = requireUser((user) => user.teamName === 'admin');

/**
 * For /api/customer/users/:userId/…: only the owner; anyone else's id answers 403, never the data. It runs before
 * the params are validated, so an id that is no id (`0x2`) is answered here, as the params' 404.
 */
export async function requireOwnUser(request: FastifyRequest, reply: FastifyReply) {
  const user = await currentUser(request);
  if (!user) return deny(request, reply, 401);
  if (!isCustomer(user)) return deny(request, reply, 403);
  const { userId } = request.params as { userId?: string };
  const id = parseId(userId);
  if (id === null) return replyNotFound(request, reply);
  if (user.id !== id) return deny(request, reply, 403);
}

/** The signed-in customer, for handlers behind requireCustomer/requireOwnUser. */
export async function customerOf(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw Object.assign(new Error('Unauthenticated'), { statusCode: 401 });
  return user;
}
