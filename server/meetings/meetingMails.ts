// The mail telling a customer that a lender confirmed their meeting: when, how and where, with a link to the
// meeting's page. Transactional (it answers the customer's own request), so no unsubscribe line. Never throws:
// the meeting is confirmed whether or not the mail can be sent.
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { MEETING_TIME_ZONE } from '../../domain/meetingTimes';
import { paths } from '../../domain/paths';
import * as t from '../db/schema';
import { translate, type Locale } from '../i18n/translate';
import type { LeadContext } from '../leads/leadActions';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { MeetingDeps } from './meetingDeps';

/** The meeting's start in Copenhagen time, as the customer reads it: "tirsdag 24. nov. 2026 10.00". */
const startText = (start: Date, locale: Locale) =>
  DateTime.fromJSDate(start, { zone: MEETING_TIME_ZONE })
    .setLocale(locale === 'da' ? 'da-DK' : 'en-GB')
    .toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);

export async function sendMeetingConfirmation(
  deps: MeetingDeps,
  context: LeadContext,
  meeting: typeof t.meetings.$inferSelect,
): Promise<void> {
  const { app } = deps;
  try {
    const [user] = await app.db.select().from(t.users).where(eq(t.users.id, context.rfq.userId));
    if (!user) return;
    const locale = mailLocaleOf(user);
    const values = {
      supplier: context.supplier.name,
      time: startText(meeting.startsAt, locale),
      channel: translate(locale, `meetings.channel.${meeting.channel}`),
    };
    const sections = [translate(locale, 'mail.meeting.confirmed', values)];
    if (meeting.location) sections.push(translate(locale, 'mail.meeting.location', { location: meeting.location }));
    await deps.mailer.send(
      composeMail({
        locale,
        to: user.email,
        subject: translate(locale, 'mail.meeting.subject', values),
        name: firstName(user.name),
        sections,
        action: {
          label: translate(locale, 'mail.meeting.action'),
          url: appLink(app.config.appUrl, paths.lead.meeting.getHref(context.rfq.id, context.lead.id, meeting.id)),
        },
      }),
    );
  } catch (error) {
    app.log.error(
      { err: error instanceof Error ? { message: error.message } : String(error), meetingId: meeting.id },
      'meeting confirmation not sent',
    );
  }
}
