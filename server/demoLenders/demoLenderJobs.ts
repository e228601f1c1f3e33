// The handlers of the demo lenders' jobs (DEMO_JOBS in lenderEngine.ts), registered on the app's job queue while
// it is built, so whichever process claims a job (the one that queued it, another one, or a restarted one) can run
// it. Payloads carry ids only; each handler reads the current rows and does nothing when there is nothing to do.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { confirmAsDemoLender } from '../meetings/meetingService';
import { messageDepsOf, replyAsDemoLender } from '../messages/messageService';
import { notifierOf } from '../leads/customerNotifier';
import { answerAsDemoLender, DEMO_JOBS } from './lenderEngine';

export function registerDemoLenderJobs(app: FastifyInstance, mailer: Mailer): void {
  app.jobs.handle(DEMO_JOBS.answer, ({ leadId }) =>
    answerAsDemoLender({ db: app.db, notify: notifierOf(app) }, leadId),
  );
  app.jobs.handle(DEMO_JOBS.replyToMessage, ({ leadId }) => replyAsDemoLender(messageDepsOf(app, mailer), leadId));
  app.jobs.handle(DEMO_JOBS.confirmMeeting, ({ meetingRequestId }) =>
    confirmAsDemoLender({ app, mailer }, meetingRequestId),
  );
}
