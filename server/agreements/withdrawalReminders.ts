// One reminder per signed agreement, WITHDRAWAL_REMINDER_DAYS before the withdrawal period's last day: a mail in
// the customer's language. The day is the kernel's (holidays move the end, so SQL alone cannot say it); each
// reminder is claimed by a conditional update (withdrawal_reminder_at is null → now()), so with several processes
// it goes out once. A reminder due while the job did not run (a day down) still goes out before the last day ends.
import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
import { withdrawalEndsOn, withdrawalReminderOn, WITHDRAWAL_DAYS } from '../../domain/withdrawalPeriod';
import { copenhagenDay, scheduleJob } from '../jobs/schedule';
import type { Mailer } from '../mail/mailer';
import { claimReminders, remindableAgreements } from './agreementService';
import { mailWithdrawalReminder } from './agreementNotices';

/** Claims and sends the reminders due on `now`'s Danish day; answers how many this call sent. */
export async function sendWithdrawalReminders(
  app: FastifyInstance,
  mailer: Pick<Mailer, 'send'>,
  now = new Date(),
): Promise<number> {
  const today = copenhagenDay(now);
  // A period is at most WITHDRAWAL_DAYS plus a run of closed days (Easter, Christmas) long: a month covers it.
  const since = DateTime.fromISO(today)
    .minus({ days: WITHDRAWAL_DAYS + 16 })
    .toISODate() as string;
  const due = (await remindableAgreements(app.db, since)).filter(
    (a) => withdrawalReminderOn(a.signedOn) <= today && today <= withdrawalEndsOn(a.signedOn),
  );
  const claimed = new Set(
    await claimReminders(
      app.db,
      due.map((a) => a.id),
      now,
    ),
  );
  for (const agreement of due.filter((a) => claimed.has(a.id)))
    await mailWithdrawalReminder(app, mailer, agreement.id, agreement.signedOn);
  return claimed.size;
}

export async function withdrawalReminderJob(app: FastifyInstance, opts: { mailer: Mailer }) {
  scheduleJob(app, {
    name: 'withdrawal-reminders',
    // Mornings, Danish time: the reminder arrives on a working morning with the days it names still ahead.
    cron: '0 0 8 * * *',
    period: copenhagenDay,
    run: async () => void (await sendWithdrawalReminders(app, opts.mailer)),
  });
}
