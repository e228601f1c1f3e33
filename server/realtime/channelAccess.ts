// Which channels a signed-in user of the site may subscribe to, and as whom on a presence channel: the one place
// of that rule, behind POST /api/broadcasting/auth. Their own private channel, and a request's presence channel,
// `presence-rfq.{rfqId}`: for the customer who owns the request and the lender users whose lender has a lead on it,
// so each side sees when the other has the request open. What a member shows the others is kept small: a
// customer's leads may be anonymous, so a customer is shown by role only; a lender user by name and lender.
import { and, eq } from 'drizzle-orm';
import { userIdOfChannel } from '../../domain/realtimeEvents';
import type { UserRow } from '../auth/currentUser';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { ChannelMember } from './publisher';
import { isPresenceChannel } from './pusherSignatures';

export function rfqPresenceChannelName(rfqId: number): string {
  return `presence-rfq.${rfqId}`;
}

/** The request a request's presence channel is about, or null when the name is not one (ids within 32 bits). */
export function rfqIdOfPresenceChannel(channel: string): number | null {
  const match = /^presence-rfq\.([1-9]\d{0,9})$/.exec(channel);
  const id = match ? Number(match[1]) : NaN;
  return id <= 2 ** 31 - 1 ? id : null;
}

export type RfqPresenceInfo = { role: 'customer' } | { role: 'lender'; name: string; lender: string };

/** The member `user` joins a presence channel as, or null when they may not join it. */
export async function presenceMemberFor(db: Db, user: UserRow, channel: string): Promise<ChannelMember | null> {
  const rfqId = rfqIdOfPresenceChannel(channel);
  if (rfqId === null) return null;
  const [rfq] = await db.select({ userId: t.rfqs.userId }).from(t.rfqs).where(eq(t.rfqs.id, rfqId));
  if (!rfq) return null;
  const userId = String(user.id);
  if (rfq.userId === user.id) return { user_id: userId, user_info: { role: 'customer' } satisfies RfqPresenceInfo };
  if (user.teamName !== 'supplier' || user.supplierId === null) return null;
  const [lead] = await db
    .select({ lender: t.suppliers.shortName })
    .from(t.leads)
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(and(eq(t.leads.rfqId, rfqId), eq(t.leads.supplierId, user.supplierId)));
  if (!lead) return null;
  const info: RfqPresenceInfo = { role: 'lender', name: user.name, lender: lead.lender };
  return { user_id: userId, user_info: info };
}

/** May subscribe, and on a presence channel as `member`. */
export type ChannelGrant = { member?: ChannelMember };

/** Whether a signed-in user (or a guest, null) may subscribe to `channel`; null when not. */
export async function sessionChannelGrant(db: Db, user: UserRow | null, channel: string): Promise<ChannelGrant | null> {
  if (!user) return null;
  if (isPresenceChannel(channel)) {
    const member = await presenceMemberFor(db, user, channel);
    return member ? { member } : null;
  }
  return userIdOfChannel(channel) === user.id ? {} : null;
}
