// When a customer may ask a lender for a meeting, and how meetings and call requests are described: the one
// definition of Danish business hours, shared by the browser's form and the server's check.
import { DateTime } from 'luxon';
import { DANISH_TIME_ZONE } from './validation/dates';
import { isBankHoliday } from './danishBankHolidays';

/** Customers and lenders are in Denmark: business hours are Copenhagen wall-clock time, summer time included. */
export const MEETING_TIME_ZONE = DANISH_TIME_ZONE;

/** Monday to Friday (ISO weekdays 1–5) but bank holidays, 09:00 to 17:00; a meeting must end by closing time. */
export const BUSINESS_HOURS = { weekdays: [1, 2, 3, 4, 5], opensHour: 9, closesHour: 17 } as const;

/** How long a meeting lasts: it starts at the confirmed time and ends this much later. */
export const MEETING_DURATION_MINUTES = 60;

/** A proposed time must leave the lender this much notice… */
export const MIN_NOTICE_MINUTES = 60;
/** …and lie at most this far ahead. */
export const MAX_DAYS_AHEAD = 90;

/** A customer proposes one to three times. */
export const MAX_PROPOSED_TIMES = 3;

export const MEETING_CHANNELS = ['phone', 'video', 'branch'] as const;
export type MeetingChannel = (typeof MEETING_CHANNELS)[number];

/** When a customer would like to be called, in Copenhagen time (within business hours). */
export const CALL_WINDOWS = {
  morning: { from: 9, to: 12 },
  midday: { from: 12, to: 14 },
  afternoon: { from: 14, to: 17 },
} as const;
export type CallWindow = keyof typeof CALL_WINDOWS;
export const CALL_WINDOW_NAMES = Object.keys(CALL_WINDOWS) as CallWindow[];

/** Why a proposed time cannot be used: the translation key of the message. */
export type MeetingTimeProblem =
  | 'validation.meetingTime.invalid'
  | 'validation.meetingTime.past'
  | 'validation.meetingTime.tooSoon'
  | 'validation.meetingTime.tooFar'
  | 'validation.meetingTime.businessHours'
  | 'validation.meetingTime.holiday';

function zoned(value: string): DateTime | null {
  const time = DateTime.fromISO(value, { zone: MEETING_TIME_ZONE });
  return time.isValid ? time : null;
}

/** True when a meeting starting at `start` lies wholly within business hours. */
export function isWithinBusinessHours(start: DateTime): boolean {
  const local = start.setZone(MEETING_TIME_ZONE);
  if (!(BUSINESS_HOURS.weekdays as readonly number[]).includes(local.weekday) || isBankHoliday(local)) return false;
  const opens = local.set({ hour: BUSINESS_HOURS.opensHour, minute: 0, second: 0, millisecond: 0 });
  const closes = local.set({ hour: BUSINESS_HOURS.closesHour, minute: 0, second: 0, millisecond: 0 });
  return local >= opens && local.plus({ minutes: MEETING_DURATION_MINUTES }) <= closes;
}

/** The problem with a proposed meeting time (ISO 8601 with an offset), or null when it can be proposed. */
export function meetingTimeProblem(value: string, now: Date): MeetingTimeProblem | null {
  const time = zoned(value);
  if (!time) return 'validation.meetingTime.invalid';
  const at = time.toMillis();
  if (at <= now.getTime()) return 'validation.meetingTime.past';
  if (at < now.getTime() + MIN_NOTICE_MINUTES * 60_000) return 'validation.meetingTime.tooSoon';
  if (at > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) return 'validation.meetingTime.tooFar';
  if (isBankHoliday(time)) return 'validation.meetingTime.holiday';
  if (!isWithinBusinessHours(time)) return 'validation.meetingTime.businessHours';
  return null;
}

/** Why one of the times proposed together cannot be used. */
export type ProposedTimeProblem = MeetingTimeProblem | 'validation.meetingTime.duplicate';

/** Per proposed time (ISO 8601), what is wrong with it, or null; a time proposed twice is wrong the second time. */
export function proposedTimeProblems(times: readonly string[], now: Date): (ProposedTimeProblem | null)[] {
  const seen = new Set<number>();
  return times.map((time) => {
    const problem = meetingTimeProblem(time, now);
    const at = new Date(time).getTime();
    const found = problem ?? (seen.has(at) ? 'validation.meetingTime.duplicate' : null);
    seen.add(at);
    return found;
  });
}

/** Copenhagen wall-clock time as typed in a `datetime-local` field (`2026-11-24T10:00`) as an ISO instant. */
export function wallTimeToIso(wallTime: string): string | null {
  const time = DateTime.fromISO(wallTime, { zone: MEETING_TIME_ZONE });
  return time.isValid ? (time.toUTC().toISO({ suppressMilliseconds: false }) ?? null) : null;
}

/** An instant as Copenhagen wall-clock time for a `datetime-local` field. */
export function isoToWallTime(iso: string): string {
  const time = zoned(iso);
  return time ? time.toFormat("yyyy-MM-dd'T'HH:mm") : '';
}

/** The end of a meeting that starts at `start`. */
export function meetingEnd(start: Date): Date {
  return new Date(start.getTime() + MEETING_DURATION_MINUTES * 60_000);
}

/** The next opening time after `now` plus the notice (a sensible first proposal), as wall-clock time. */
export function nextBusinessSlot(now: Date, daysLater = 1): string {
  let day = DateTime.fromJSDate(now, { zone: MEETING_TIME_ZONE })
    .plus({ days: daysLater })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  while (!isWithinBusinessHours(day)) day = day.plus({ days: 1 });
  return day.toFormat("yyyy-MM-dd'T'HH:mm");
}
