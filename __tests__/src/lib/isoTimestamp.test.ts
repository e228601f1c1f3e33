// The dates the app shows were formatted with luxon: the Intl code that replaced it must show the same strings, in
// Danish and English, across Copenhagen's DST changes, whatever zone the device is in.
import { DateTime } from 'luxon';
import { formatDate, isoDate, type DateStyle } from '../../../src/lib/format';
import { ianaZoneOffset, parseIsoInstant, toIso } from '../../../src/lib/isoTimestamp';
import { dateTimeFormat } from '../../../domain/intlFormats';

const ZONE = 'Europe/Copenhagen';
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: DateTime.DATE_SHORT,
  medium: DateTime.DATE_MED,
  long: DateTime.DATE_FULL,
  dateTime: DateTime.DATETIME_MED,
  monthYear: { month: 'long', year: 'numeric' },
};
const INTL = { da: 'da-DK', en: 'en-GB' } as const;

/** The luxon code src/lib/format.ts had. */
function luxonFormatDate(value: string | Date, locale: 'da' | 'en', style: DateStyle): string {
  const date =
    value instanceof Date ? DateTime.fromJSDate(value, { zone: ZONE }) : DateTime.fromISO(value, { zone: ZONE });
  if (!date.isValid) return '';
  return dateTimeFormat(INTL[locale], { ...STYLES[style], timeZone: ZONE }).format(date.toMillis());
}
function luxonIsoDate(value: string | Date): string | undefined {
  const date = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  return date.isValid ? (date.toISO() ?? undefined) : undefined;
}

// Around both of Copenhagen's changes in 2026 (29 March 02:00 → 03:00, 25 October 03:00 → 02:00), midnight and
// the turn of the year, as the server writes them and in the other forms ISO 8601 allows.
const wallClocks = ['2026-03-29', '2026-10-25', '2026-12-31', '2027-01-01', '2024-02-29'].flatMap((day) =>
  ['00:00', '00:30', '01:00', '01:59', '02:00', '02:30', '02:59', '03:00', '03:30', '23:59:59.999', '24:00'].map(
    (time) => `${day}T${time}`,
  ),
);
const INPUTS = [
  ...wallClocks,
  ...wallClocks.flatMap((t) => [`${t}Z`, `${t}+01:00`, `${t}+02:00`, `${t}-05:30`, `${t}+0100`, `${t}+01`]),
  '2026-11-29',
  '2026-11',
  '2026',
  '20261129',
  '20261129T1015',
  '2026-11-29T10:15:30.123456789Z',
  '2026-11-29T10:15:30,5+01:00',
  '2026-11-29t10:15z',
  '2026-11-29T10',
  '2026-03-29T02:30:00.000Z',
  '2026-10-25T00:30:00.000Z',
  '2026-10-25T01:30:00.000Z',
  '0050-06-01',
  '+012026-01-01',
  '2026-02-29',
  '2026-13-01',
  '2026-11-31',
  '2026-11-29T25:00',
  '2026-11-29T24:01',
  '2026-11-29T10:60',
  'not a date',
  '29/11/2026',
  ' 2026-11-29',
  new Date('2026-03-29T01:30:00Z'),
  new Date('2026-10-25T00:59:59.999Z'),
  new Date(Number.NaN),
];

// The device's zone (isoDate) is whatever the test runner's is: the other zones are given to toIso as luxon's
// zone option was, since jest's process cannot change its own zone.
test('every input shows as luxon showed it', () => {
  for (const input of INPUTS) {
    for (const locale of ['da', 'en'] as const)
      for (const style of Object.keys(STYLES) as DateStyle[])
        expect([String(input), locale, style, formatDate(input, locale, style)]).toEqual([
          String(input),
          locale,
          style,
          luxonFormatDate(input, locale, style),
        ]);
    expect([String(input), isoDate(input)]).toEqual([String(input), luxonIsoDate(input)]);
  }
});

test.each(['Europe/Copenhagen', 'Europe/London', 'America/New_York', 'Pacific/Chatham', 'Asia/Kolkata'])(
  'read and written in %s as luxon did',
  (zone) => {
    const offsetAt = ianaZoneOffset(zone);
    for (const input of INPUTS.filter((i): i is string => typeof i === 'string')) {
      const luxon = DateTime.fromISO(input, { zone });
      const millis = parseIsoInstant(input, offsetAt);
      expect([input, millis === null ? null : toIso(millis, offsetAt)]).toEqual([
        input,
        luxon.isValid ? luxon.toISO() : null,
      ]);
    }
  },
);

test('Copenhagen is an hour east in winter and two in summer, to the second', () => {
  const offset = ianaZoneOffset(ZONE);
  expect(offset(Date.parse('2026-03-29T00:59:59.999Z'))).toBe(60);
  expect(offset(Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
  expect(offset(Date.parse('2026-10-25T00:59:59Z'))).toBe(120);
  expect(offset(Date.parse('2026-10-25T01:00:00Z'))).toBe(60);
});

test('a wall-clock time in the hour Copenhagen skips or repeats', () => {
  expect(formatDate('2026-03-29T02:30', 'da', 'dateTime')).toBe(luxonFormatDate('2026-03-29T02:30', 'da', 'dateTime'));
  expect(formatDate('2026-10-25T02:30', 'en', 'dateTime')).toBe(luxonFormatDate('2026-10-25T02:30', 'en', 'dateTime'));
});
