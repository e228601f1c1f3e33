// Closing a request at the customer's wish: the customer's pages and the lenders are told, and rating mails go out.
//
// Under the request's row lock (requestLock.ts), the lock the choice of an offer takes too: a choice and an abort
// sent at the same moment leave exactly one of them done. A choice still waiting for its lender's acknowledgement
// is the customer's to undo first (she may want another offer, or none); once acknowledged the lender has the case
// and closing the request is how she ends it here. The leads keep their statuses (the history of who offered what,
// and who never answered); what stops a lender acting on them is the closed request itself: every write on a lead
// of a closed request answers 409 `rfq_closed`.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import * as t from '../db/schema';
import { notifierOf } from '../leads/customerNotifier';
import { lenderNotifierOf } from '../leads/lenderNotifier';
import type { Mailer } from '../mail/mailer';
import { sendRatingMails } from '../ratings/ratingMails';
import { lockRequest } from './requestLock';

export type AbortOutcome = 'closed' | 'notFound' | 'alreadyClosed' | 'offerChosen';

export async function abortRfq(
  app: FastifyInstance,
  mailer: Mailer,
  userId: number,
  rfqId: number,
  reason: string,
): Promise<AbortOutcome> {
  const outcome = await app.db.transaction(async (tx): Promise<AbortOutcome> => {
    const rfq = await lockRequest(tx, rfqId);
    if (!rfq || rfq.userId !== userId) return 'notFound';
    if (rfq.closedAt) return 'alreadyClosed';
    const [waiting] = await tx
      .select({ id: t.leads.id })
      .from(t.leads)
      .where(and(eq(t.leads.rfqId, rfqId), eq(t.leads.status, 'won'), isNull(t.leads.acknowledgedAt)));
    if (waiting) return 'offerChosen';
    await tx.update(t.rfqs).set({ closedAt: new Date(), closeReason: reason }).where(eq(t.rfqs.id, rfqId));
    return 'closed';
  });
  if (outcome !== 'closed') return outcome;
  const notify = notifierOf(app);
  const notifyLender = lenderNotifierOf(app);
  const leads = await app.db
    .select({ id: t.leads.id, supplierId: t.leads.supplierId })
    .from(t.leads)
    .where(eq(t.leads.rfqId, rfqId));
  for (const lead of leads) {
    notify(userId, USER_EVENTS.leadUpdated, { rfqId, leadId: lead.id });
    notifyLender(lead.supplierId, LENDER_EVENTS.leadClosed, { leadId: lead.id });
  }
  await sendRatingMails(app.db, mailer, app.config.appUrl, { rfqId });
  return 'closed';
}
