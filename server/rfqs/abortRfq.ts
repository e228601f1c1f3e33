// Closing a request at the customer's wish: the lenders' leads are told, and rating mails go out.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import * as t from '../db/schema';
import { notifierOf } from '../leads/customerNotifier';
import type { Mailer } from '../mail/mailer';
import { sendRatingMails } from '../ratings/ratingMails';

export type AbortOutcome = 'closed' | 'notFound' | 'alreadyClosed';

export async function abortRfq(
  app: FastifyInstance,
  mailer: Mailer,
  userId: number,
  rfqId: number,
  reason: string,
): Promise<AbortOutcome> {
  const closed = await app.db
    .update(t.rfqs)
    .set({ closedAt: new Date(), closeReason: reason })
    .where(and(eq(t.rfqs.id, rfqId), eq(t.rfqs.userId, userId), isNull(t.rfqs.closedAt)))
    .returning({ id: t.rfqs.id });
  if (closed.length === 0) {
    const [owned] = await app.db
      .select({ id: t.rfqs.id })
      .from(t.rfqs)
      .where(and(eq(t.rfqs.id, rfqId), eq(t.rfqs.userId, userId)));
    return owned ? 'alreadyClosed' : 'notFound';
  }
  const notify = notifierOf(app);
  const leads = await app.db.select({ id: t.leads.id }).from(t.leads).where(eq(t.leads.rfqId, rfqId));
  for (const lead of leads) notify(userId, USER_EVENTS.leadUpdated, { rfqId, leadId: lead.id });
  await sendRatingMails(app.db, mailer, app.config.appUrl, { rfqId });
  return 'closed';
}
