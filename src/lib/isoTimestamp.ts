// ISO 8601 timestamps read and written as luxon's DateTime.fromISO / toISO did, with the platform's Date and Intl:
// luxon was 21 KB gzip of the comparison's and the calculator's first visits for formatting a date. The rules
// (which strings parse, how a wall-clock time in a zone becomes an instant across DST) follow luxon 3 so a date
// shows exactly as before; __tests__/src/lib/isoTimestamp.test.ts compares the two.
// Not supported (luxon read them, our server never sends them): week dates (2026-W48-7), ordinal dates
// (2026-333), a time without a date, and a zone name in brackets.

/** Minutes east of UTC in a zone at an instant. */
export type ZoneOffset = (millis: number) => number;

// Year, month, day (extended or basic), then optional time with fraction and optional offset: luxon's
// isoYmdWithTimeExtensionRegex without its bracketed zone name.
const ISO_YMD_TIME =
  /^([+-]\d{6}|\d{4})(?:-?(\d\d)(?:-?(\d\d))?)?(?:[Tt](\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)?)?$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** luxon's hasInvalidGregorianData and hasInvalidTimeData: 24:00:00.000 is the next midnight. */
function isValid({ year, month, day, hour, minute, second, millisecond }: WallClock): boolean {
  const midnightAt24 = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  return (
    Number.isInteger(year) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    ((hour >= 0 && hour <= 23) || midnightAt24) &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59 &&
    millisecond >= 0 &&
    millisecond <= 999
  );
}

/** The wall clock read as if it were UTC (years 0–99 are not 1900–1999). */
function asUtc({ year, month, day, hour, minute, second, millisecond }: WallClock): number {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  if (year >= 0 && year < 100) date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/**
 * The instant a wall-clock time in a zone names: luxon's fixOffset, starting from the zone's offset now (as
 * DateTime.fromObject does). In the
 * hour the clocks skip it moves forward; in the hour they repeat it picks the same of the two luxon did.
 */
function instantOf(localMillis: number, offsetAt: ZoneOffset, provisionalOffset: number): number {
  let guess = localMillis - provisionalOffset * 60_000;
  const o2 = offsetAt(guess);
  if (o2 === provisionalOffset) return guess;
  guess -= (o2 - provisionalOffset) * 60_000;
  const o3 = offsetAt(guess);
  if (o2 === o3) return guess;
  return localMillis - Math.min(o2, o3) * 60_000;
}

/**
 * Milliseconds since the epoch of an ISO 8601 date or timestamp, or null when it cannot be read. A string with an
 * offset (Z, +01:00) names its instant; one without is a wall-clock time in the zone `offsetAt` describes.
 */
export function parseIsoInstant(value: string, offsetAt: ZoneOffset): number | null {
  const match = ISO_YMD_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zulu, offsetHour, offsetMinute] = match;
  const wallClock: WallClock = {
    year: parseInt(year, 10),
    month: month ? parseInt(month, 10) || 1 : 1,
    day: day ? parseInt(day, 10) || 1 : 1,
    hour: hour ? parseInt(hour, 10) : 0,
    minute: minute ? parseInt(minute, 10) : 0,
    second: second ? parseInt(second, 10) : 0,
    millisecond: fraction ? Math.floor(parseFloat(`0.${fraction}`) * 1000) : 0,
  };
  if (!isValid(wallClock)) return null;
  const local = asUtc(wallClock);
  if (zulu) return local;
  if (offsetHour) {
    const hours = parseInt(offsetHour, 10);
    const minutes = offsetMinute ? parseInt(offsetMinute, 10) : 0;
    const negative = hours < 0 || Object.is(hours, -0);
    return local - (hours * 60 + (negative ? -minutes : minutes)) * 60_000;
  }
  return instantOf(local, offsetAt, offsetAt(Date.now()));
}

const zoneParts = new Map<string, Intl.DateTimeFormat>();
/** A zone's offset from Intl, as luxon's IANAZone.offset computes it (whole seconds). */
export function ianaZoneOffset(zone: string): ZoneOffset {
  let format = zoneParts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hourCycle: 'h23',
      timeZone: zone,
      era: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneParts.set(zone, format);
  }
  const zoneFormat = format;
  return (millis) => {
    const parts = Object.fromEntries(zoneFormat.formatToParts(millis).map((p) => [p.type, p.value]));
    const year = parseInt(parts.year, 10);
    const asUtcMillis = asUtc({
      year: parts.era === 'BC' ? 1 - year : year,
      month: parseInt(parts.month, 10),
      day: parseInt(parts.day, 10),
      hour: parts.hour === '24' ? 0 : parseInt(parts.hour, 10),
      minute: parseInt(parts.minute, 10),
      second: parseInt(parts.second, 10),
      millisecond: 0,
    });
    const over = millis % 1000;
    const wholeSeconds = millis - (over >= 0 ? over : 1000 + over);
    return (asUtcMillis - wholeSeconds) / 60_000;
  };
}

/** The device's zone, as luxon's SystemZone. */
export const systemZoneOffset: ZoneOffset = (millis) => -new Date(millis).getTimezoneOffset();

const pad = (n: number, width = 2) => String(Math.trunc(n)).padStart(width, '0');

/** luxon's toISO() in a zone: `2026-11-29T10:00:00.000+01:00` (never `Z`, as for the device's zone). */
export function toIso(millis: number, offsetAt: ZoneOffset): string {
  const offset = offsetAt(millis);
  // The wall clock in the zone, read with the UTC getters.
  const date = new Date(millis + offset * 60_000);
  const year = date.getUTCFullYear();
  const long = year > 9999 || year < 0;
  const yearText = (long && year >= 0 ? '+' : '') + (year < 0 ? `-${pad(-year, 6)}` : pad(year, long ? 6 : 4));
  const sign = offset < 0 ? '-' : '+';
  return (
    `${yearText}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` +
    `.${pad(date.getUTCMilliseconds(), 3)}${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`
  );
}
