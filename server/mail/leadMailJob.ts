// Runs the lead mail sender (leadMails.ts) every LEAD_MAIL_CHECK_MS in each app process; the sender's atomic claim
// makes running it in several processes safe. Tests build apps without the timer and call the sender themselves,
// so what their outbox holds does not depend on timing.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer';
import { sendDueLeadMails } from './leadMails';

/** How often due notices are looked for: a mail goes out at most this long after its batch time is up. */
export const LEAD_MAIL_CHECK_MS = 30_000;

export async function leadMailJob(app: FastifyInstance, opts: { mailer: Mailer }) {
  if (app.config.env === 'test') return;
  const settings = {
    appUrl: app.config.appUrl,
    appKey: app.config.appKey,
    batchSeconds: app.config.leadMailBatchSeconds,
  };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDueLeadMails(app.db, opts.mailer, settings, app.log)
      .catch((error: unknown) =>
        app.log.error(
          { err: error instanceof Error ? { message: error.message } : String(error) },
          'lead mails failed',
        ),
      )
      .finally(() => {
        running = null;
      });
  }, LEAD_MAIL_CHECK_MS);
  // The timer alone must not keep a process alive; closing the app waits for a run under way.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
