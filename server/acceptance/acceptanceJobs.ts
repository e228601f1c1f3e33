// What follows a choice, as jobs in the durable queue so each runs once whichever process takes it: the customer's
// one mail, and a demo lender's acknowledgement after LENDER_ACKNOWLEDGE_DELAY_MS with a message naming the next steps and
// its document checklist.
// Also the realtime events of a choice and of its undoing, to the customer and to every lender concerned.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usualDocuments } from '../../domain/documentRequests';
import { CHOSE_ANOTHER_LENDER } from '../../domain/offerValidity';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import * as t from '../db/schema';
import { askAndTell } from '../documents/documentRequestNotices';
import { translate } from '../i18n/translate';
import { notifierOf } from '../leads/customerNotifier';
import { DEMO_JOBS } from '../demoLenders/lenderEngine';
import { lenderNotifierOf } from '../leads/lenderNotifier';
import { firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';
import { messageDepsOf, writeLenderMessage } from '../messages/messageService';
import { customerOfLead, threadLead } from '../messages/messageStore';
import { acceptanceMail } from './acceptanceMail';
import { acknowledgeChoice, type Accepted, type Withdrawn } from './acceptOffer';

export const ACCEPTANCE_JOBS = { mail: 'acceptance.mail' } as const;

/** Tells everyone of a choice and queues its mail and, for a demo lender, its acknowledgement. */
export async function afterAccepted(app: FastifyInstance, accepted: Accepted): Promise<{ jobs: Promise<unknown>[] }> {
  const notify = notifierOf(app);
  const notifyLender = lenderNotifierOf(app);
  const { lead, rfqId, userId } = accepted;
  notify(userId, USER_EVENTS.leadUpdated, { rfqId, leadId: lead.id });
  notifyLender(lead.supplierId, LENDER_EVENTS.leadWon, {
    leadId: lead.id,
    offerVersion: lead.wonOfferVersion ?? 1,
    wonAt: (lead.wonAt ?? new Date()).toISOString(),
  });
  for (const other of accepted.lost) {
    notify(userId, USER_EVENTS.leadUpdated, { rfqId, leadId: other.id });
    notifyLender(other.supplierId, LENDER_EVENTS.leadLost, { leadId: other.id, reason: CHOSE_ANOTHER_LENDER });
  }
  const jobs = [(await app.jobs.enqueue(ACCEPTANCE_JOBS.mail, { leadId: lead.id })).result];
  const [supplier] = await app.db
    .select({ isDemo: t.suppliers.isDemo })
    .from(t.suppliers)
    .where(eq(t.suppliers.id, lead.supplierId));
  if (supplier?.isDemo) {
    const delayMs = app.config.lenderAcknowledgeDelayMs;
    jobs.push((await app.jobs.enqueue(DEMO_JOBS.acknowledgeChoice, { leadId: lead.id }, { delayMs })).result);
  }
  return { jobs };
}

export function afterWithdrawn(app: FastifyInstance, withdrawn: Withdrawn): void {
  const notify = notifierOf(app);
  const notifyLender = lenderNotifierOf(app);
  for (const lead of [{ id: withdrawn.lead.id, supplierId: withdrawn.lead.supplierId }, ...withdrawn.reopened]) {
    notify(withdrawn.userId, USER_EVENTS.leadUpdated, { rfqId: withdrawn.rfqId, leadId: lead.id });
    notifyLender(lead.supplierId, LENDER_EVENTS.leadReopened, { leadId: lead.id });
  }
}

/**
 * A demo lender acknowledges the choice (unless undone meanwhile), writes the customer the next steps and asks
 * for the documents a lender usually needs for the request's purpose.
 */
export async function acknowledgeAsDemoLender(app: FastifyInstance, mailer: Mailer, leadId: number): Promise<boolean> {
  const lead = await threadLead(app.db, leadId);
  if (!lead?.supplierIsDemo) return false;
  if ((await acknowledgeChoice(app.db, leadId)) !== 'acknowledged') return false;
  notifierOf(app)(lead.userId, USER_EVENTS.leadUpdated, { rfqId: lead.rfqId, leadId });
  const user = await customerOfLead(app.db, lead.userId);
  if (user) {
    const body = translate(mailLocaleOf(user), 'acceptance.demoNextSteps', {
      name: firstName(user.name),
      handler: lead.handlerName ?? lead.supplierName,
      supplier: lead.supplierName,
    });
    await writeLenderMessage(messageDepsOf(app, mailer), lead, body);
  }
  const [rfq] = await app.db.select({ purpose: t.rfqs.purpose }).from(t.rfqs).where(eq(t.rfqs.id, lead.rfqId));
  await askAndTell(app, lead, { documents: usualDocuments(rfq?.purpose ?? '').map((type) => ({ type })) });
  return true;
}

export function registerAcceptanceJobs(app: FastifyInstance, mailer: Mailer): void {
  app.jobs.handle(ACCEPTANCE_JOBS.mail, async ({ leadId }) => {
    const mail = await acceptanceMail(app.db, app.config.appUrl, leadId);
    if (mail) await mailer.send(mail);
  });
  app.jobs.handle(DEMO_JOBS.acknowledgeChoice, ({ leadId }) => acknowledgeAsDemoLender(app, mailer, leadId));
}
