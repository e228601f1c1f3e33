// The signed-in user of a request, loaded once, and the guards every customer route uses.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as t from '../db/schema';
import { pickLocale, translate } from '../i18n/translate';

export type UserRow = typeof t.users.$inferSelect;

const loaded = new WeakMap<FastifyRequest, UserRow | null>();

export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (loaded.has(request)) return loaded.get(request) ?? null;
  const userId = request.session?.userId;
  let user: UserRow | null = null;
  if (userId) {
    const [row] = await request.server.db.select().from(t.users).where(eq(t.users.id, userId));
    user = row ?? null;
  }
  loaded.set(request, user);
  return user;
}

export function forgetCurrentUser(request: FastifyRequest): void {
  loaded.delete(request);
}

export const isCustomer = (user: UserRow) => user.teamName !== 'admin' && user.teamName !== 'supplier';

/** The user as the SPA sees it (spec §3 User): never the password hash or internal columns. */
export async function publicUser(request: FastifyRequest, user: UserRow) {
  const open = await request.server.db
    .select({ id: t.rfqs.id })
    .from(t.rfqs)
    .where(and(eq(t.rfqs.userId, user.id), isNull(t.rfqs.closedAt)))
    .limit(1);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    team_name: user.teamName,
    preferences: user.preferences,
    has_open_rfqs: open.length > 0,
  };
}

function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403) {
  const locale = pickLocale(request.headers['accept-language']);
  return reply
    .code(status)
    .send({ message: translate(locale, status === 401 ? 'auth.unauthenticated' : 'auth.forbidden') });
}

/** preHandler: a signed-in customer; admin and supplier users get 403 on customer routes. */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
  const user = await currentUser(request);
  if (!user) return deny(request, reply, 401);
  if (!isCustomer(user)) return deny(request, reply, 403);
}

/** preHandler for /api/customer/users/:userId/…: only the owner; anyone else's id answers 403, never the data. */
export async function requireOwnUser(request: FastifyRequest, reply: FastifyReply) {
  const user = await currentUser(request);
  if (!user) return deny(request, reply, 401);
  if (!isCustomer(user)) return deny(request, reply, 403);
  const { userId } = request.params as { userId?: string };
  if (String(user.id) !== String(userId)) return deny(request, reply, 403);
}

/** The signed-in customer, for handlers behind requireCustomer/requireOwnUser. */
export async function customerOf(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw Object.assign(new Error('Unauthenticated'), { statusCode: 401 });
  return user;
}
