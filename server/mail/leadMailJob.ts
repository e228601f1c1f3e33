// Runs the lead mail sender (leadMails.ts) every LEAD_MAIL_CHECK_MS as a scheduled job (server/jobs/schedule.ts):
// every app process ticks, and the claim of each 30-second slot in job_runs lets exactly one of them send. Tests
// build apps without the timer and call the sender themselves, so what their outbox holds does not depend on timing.
import type { FastifyInstance } from 'fastify';
import { scheduleJob, slotOf } from '../jobs/schedule';
import type { Mailer } from './mailer';
import { sendDueLeadMails } from './leadMails';

/** How often due notices are looked for: a mail goes out at most this long after its batch time is up. */
export const LEAD_MAIL_CHECK_MS = 30_000;

export async function leadMailJob(app: FastifyInstance, opts: { mailer: Mailer }) {
  const settings = {
    appUrl: app.config.appUrl,
    appKey: app.config.appKey,
    batchSeconds: app.config.leadMailBatchSeconds,
  };
  scheduleJob(app, {
    name: 'lead-mails',
    // Every LEAD_MAIL_CHECK_MS: at :00 and :30 of each minute.
    cron: '*/30 * * * * *',
    period: slotOf(LEAD_MAIL_CHECK_MS),
    run: async () => {
      await sendDueLeadMails(app.db, opts.mailer, settings, app.log);
    },
  });
}
