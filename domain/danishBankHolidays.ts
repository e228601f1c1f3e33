// The days Danish banks are closed although they fall on a weekday: the public holidays and the banks' own closing
// days (Grundlovsdag, the day after Ascension, Christmas Eve, New Year's Eve). Written out here rather than taken
// from a holiday library: the meeting form in the browser needs it too, the worldwide libraries weigh hundreds of
// kilobytes, and the Danish rule is short. Store bededag is no longer a holiday from 2024 (law of 2023).
import { DateTime } from 'luxon';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm: Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** Days after Easter Sunday that banks are closed: Maundy Thursday … Whit Monday. */
const EASTER_OFFSETS = [-3, -2, 1, 39, 40, 50];
/** Fixed dates (month-day) banks are closed. */
const FIXED = ['01-01', '06-05', '12-24', '12-25', '12-26', '12-31'];

const cache = new Map<number, Set<string>>();

/** The ISO dates (YYYY-MM-DD) of a year's bank closing days. */
export function bankHolidays(year: number): Set<string> {
  let days = cache.get(year);
  if (!days) {
    const easter = DateTime.fromObject({ year, ...easterSunday(year) });
    days = new Set([
      ...FIXED.map((monthDay) => `${year}-${monthDay}`),
      ...EASTER_OFFSETS.map((offset) => easter.plus({ days: offset }).toISODate() as string),
    ]);
    cache.set(year, days);
  }
  return days;
}

/** True when the (Copenhagen) calendar day of `day` is a bank closing day. */
export function isBankHoliday(day: DateTime): boolean {
  return bankHolidays(day.year).has(day.toISODate() as string);
}
