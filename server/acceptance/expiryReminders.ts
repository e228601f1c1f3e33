// One reminder per offer, EXPIRY_REMINDER_DAYS before it expires: a mail in the customer's language and a realtime
// event. Each offer's reminder is claimed by a conditional update (expiry_reminder_at is null → now()): with
// several processes on one database the row lock lets one claim win and the others' updates match nothing, so
// the reminder goes out once however many processes run the job at the same moment. A renewal clears the claim.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXPIRY_REMINDER_DAYS } from '../../domain/offerValidity';
import { paths } from '../../domain/paths';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import { dateTimeFormat } from '../../domain/intlFormats';
import { rowsOf } from '../db/rowsOf';
import { translate } from '../i18n/translate';
import { scheduleJob, slotOf } from '../jobs/schedule';
import { notifierOf } from '../leads/customerNotifier';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';
import type { UserPreferences } from '../db/schema';

/** How often offers about to expire are looked for. */
export const EXPIRY_CHECK_MS = 15 * 60_000;

type Claimed = {
  lead_id: number;
  rfq_id: number;
  valid_until: string | Date;
  user_id: number;
  email: string;
  name: string;
  preferences: UserPreferences | null;
  supplier_name: string;
};

/** Claims and sends the reminders now due; answers how many this call sent. */
export async function sendExpiryReminders(app: FastifyInstance, mailer: Mailer): Promise<number> {
  const result = await app.db.execute(sql`
    with claimed as (
      update offers o set expiry_reminder_at = now()
      from leads l
      where l.id = o.lead_id and l.status = 'open' and o.expiry_reminder_at is null
        and o.valid_until > now() and o.valid_until <= now() + ${EXPIRY_REMINDER_DAYS} * interval '1 day'
      returning o.lead_id, l.rfq_id, l.supplier_id, o.valid_until)
    select c.lead_id, c.rfq_id, c.valid_until, u.id as user_id, u.email, u.name, u.preferences, s.name as supplier_name
    from claimed c join rfqs r on r.id = c.rfq_id join users u on u.id = r.user_id join suppliers s on s.id = c.supplier_id`);
  const claimed = rowsOf<Claimed>(result);
  const notify = notifierOf(app);
  for (const row of claimed) {
    const validUntil = new Date(row.valid_until);
    notify(row.user_id, USER_EVENTS.offerExpiring, {
      rfqId: row.rfq_id,
      leadId: row.lead_id,
      validUntil: validUntil.toISOString(),
      supplierName: row.supplier_name,
    });
    const locale = mailLocaleOf({ preferences: row.preferences });
    const date = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(validUntil);
    await mailer.send(
      composeMail({
        locale,
        to: row.email,
        subject: translate(locale, 'mail.offerExpiring.subject', { supplier: row.supplier_name }),
        name: firstName(row.name),
        sections: [translate(locale, 'mail.offerExpiring.body', { supplier: row.supplier_name, date })],
        action: {
          label: translate(locale, 'mail.offerExpiring.action'),
          url: appLink(app.config.appUrl, paths.lead.overview.getHref(row.rfq_id, row.lead_id)),
        },
      }),
    );
  }
  return claimed.length;
}

export async function expiryReminderJob(app: FastifyInstance, opts: { mailer: Mailer }) {
  scheduleJob(app, {
    name: 'offer-expiry-reminders',
    cron: '0 */15 * * * *',
    period: slotOf(EXPIRY_CHECK_MS),
    run: async () => void (await sendExpiryReminders(app, opts.mailer)),
  });
}
