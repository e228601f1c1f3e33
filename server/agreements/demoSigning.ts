// A demo lender signs the credit agreement once it has the documents it asked for when it acknowledged the choice
// (server/acceptance/acceptanceJobs.ts): when the customer's upload completes the lead's checklist, a job signs
// after the acknowledgement's delay, dated the day it runs. A job in the durable queue, so it runs once whichever
// process takes it; it reads the rows again and does nothing when the lead is no longer there to sign.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { ThreadLead } from '../messages/messageStore';
import { checklistComplete, danishDay, recordAgreement } from './agreementService';
import { afterSigned } from './agreementNotices';

export const AGREEMENT_JOBS = { demoSign: 'demo-lender.sign-agreement' } as const;

/** After an upload against a lead's checklist: a demo lender with every document queues its signing. */
export async function afterChecklistUpload(app: FastifyInstance, lead: ThreadLead): Promise<void> {
  if (!lead.supplierIsDemo || lead.status !== 'won') return;
  if (!(await checklistComplete(app.db, lead.id))) return;
  await app.jobs.enqueue(
    AGREEMENT_JOBS.demoSign,
    { leadId: lead.id },
    { delayMs: app.config.lenderAcknowledgeDelayMs },
  );
}

export async function signAsDemoLender(app: FastifyInstance, mailer: Mailer, leadId: number): Promise<boolean> {
  if (!(await checklistComplete(app.db, leadId))) return false;
  const signed = await recordAgreement(app.db, leadId, danishDay(new Date()));
  if (signed.kind !== 'signed') return false;
  await afterSigned(app, mailer, signed);
  return true;
}

export function registerAgreementJobs(app: FastifyInstance, mailer: Mailer): void {
  app.jobs.handle(AGREEMENT_JOBS.demoSign, ({ leadId }) => signAsDemoLender(app, mailer, leadId));
}
