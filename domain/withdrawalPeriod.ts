// The consumer's right to withdraw from a credit agreement (fortrydelsesret): 14 days from the day the agreement
// is concluded (kreditaftaleloven § 19). The day of signing is not counted and the period ends at the end of its
// last day; a last day on a Saturday, Sunday or holiday moves to the next working day, as the EU rule on periods
// has it (Regulation 1182/71 art. 3(4)), which Danish law follows. docs/product.md §10 states the rule.
import { DateTime } from 'luxon';
import { isBankHoliday } from './danishBankHolidays';
import { DANISH_TIME_ZONE } from './validation/dates';

export const WITHDRAWAL_DAYS = 14;
/** The reminder mail goes out this many days before the last day. */
export const WITHDRAWAL_REMINDER_DAYS = 3;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function day(isoDate: string): DateTime {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`not a date: ${isoDate}`);
  const parsed = DateTime.fromISO(isoDate, { zone: DANISH_TIME_ZONE });
  if (!parsed.isValid) throw new RangeError(`not a date: ${isoDate}`);
  return parsed;
}

/**
 * A day the period may end on. The holidays are the days Danish banks are closed (domain/danishBankHolidays.ts):
 * the public holidays and Grundlovsdag, the day after Ascension, 24 and 31 December. Where that list is longer
 * than the law's, the customer gets a day more, never one less.
 */
export function isWorkingDay(date: DateTime): boolean {
  return date.weekday <= 5 && !isBankHoliday(date);
}

/** The last day (YYYY-MM-DD, Danish calendar) the customer may withdraw from an agreement signed on `signedOn`. */
export function withdrawalEndsOn(signedOn: string): string {
  let last = day(signedOn).plus({ days: WITHDRAWAL_DAYS });
  while (!isWorkingDay(last)) last = last.plus({ days: 1 });
  return last.toISODate() as string;
}

/** Whether the customer may still withdraw on `today` (YYYY-MM-DD, Danish calendar): up to and including the last day. */
export function mayWithdraw(signedOn: string, today: string): boolean {
  return today >= signedOn && today <= withdrawalEndsOn(signedOn);
}

/** Whole days from `today` to the last day: 0 on the last day itself, negative after it. */
export function withdrawalDaysLeft(signedOn: string, today: string): number {
  return Math.round(day(withdrawalEndsOn(signedOn)).diff(day(today), 'days').days);
}

/** The day the reminder is due: WITHDRAWAL_REMINDER_DAYS before the last day. */
export function withdrawalReminderOn(signedOn: string): string {
  return day(withdrawalEndsOn(signedOn)).minus({ days: WITHDRAWAL_REMINDER_DAYS }).toISODate() as string;
}
