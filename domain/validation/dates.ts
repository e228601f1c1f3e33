// Calendar arithmetic on plain year/month/day values: no Date objects, so no time zone or DST can shift a day.
import { dateTimeFormat } from '../intlFormats';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface CalendarMonth {
  year: number;
  month: number;
}

// Customers and lenders are Danish: "today" is the Copenhagen date on the browser and on a UTC server alike.
/** Customers and lenders are in Denmark: dates and wall-clock times are Copenhagen's. */
export const DANISH_TIME_ZONE = 'Europe/Copenhagen';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH_OR_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const YEAR = /^\d{4}$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Strict `YYYY-MM-DD` of a date that exists in the calendar, else null. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** `YYYY-MM` (a month input) or a full `YYYY-MM-DD` date, as a month. */
export function parseMonth(value: unknown): CalendarMonth | null {
  if (typeof value !== 'string') return null;
  const match = ISO_MONTH_OR_DATE.exec(value);
  if (!match) return null;
  if (match[3] !== undefined) return parseIsoDate(value);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** A four-digit year given as a number, `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export function parseYear(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : null;
  if (typeof value === 'string' && YEAR.test(value)) return Number(value);
  return parseMonth(value)?.year ?? null;
}

/** Months since year 0, so two months compare and subtract as integers. */
export function monthNumber({ year, month }: CalendarMonth): number {
  return year * 12 + month - 1;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Same day n years later (or earlier); 29 February becomes 28 February in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Whole years from birth to today; someone born on 29 February ages on 1 March in common years. */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const birthdayPassed = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (birthdayPassed ? 0 : 1);
}

/**
 * Today's date: `now` (an ISO date, so tests run on any day) or the current Copenhagen date.
 * A malformed `now` is a programming error, not a user error, hence the throw.
 */
export function today(now?: string): CalendarDate {
  if (now !== undefined) {
    const parsed = parseIsoDate(now);
    if (!parsed) throw new Error(`params.now must be a YYYY-MM-DD date, got "${now}"`);
    return parsed;
  }
  return copenhagenDate(new Date());
}

/** The Copenhagen calendar date of an instant. */
export function copenhagenDate(at: Date): CalendarDate {
  const parts = dateTimeFormat('en-GB', {
    timeZone: DANISH_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** `YYYY-MM-DD`. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
