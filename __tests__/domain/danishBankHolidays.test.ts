// The days Danish banks are closed on a weekday, and a meeting cannot be proposed on them.
import { DateTime } from 'luxon';
import { bankHolidays, easterSunday, isBankHoliday } from '../../domain/danishBankHolidays';
import { meetingTimeProblem, nextBusinessSlot } from '../../domain/meetingTimes';

test.each([
  [2019, 4, 21],
  [2024, 3, 31],
  [2025, 4, 20],
  [2026, 4, 5],
  [2027, 3, 28],
  [2038, 4, 25],
])('Easter Sunday %i is %i/%i', (year, month, day) => {
  expect(easterSunday(year)).toEqual({ month, day });
});

test('2026: the public holidays and the banks’ closing days, and no Store bededag', () => {
  expect([...bankHolidays(2026)].sort()).toEqual([
    '2026-01-01',
    '2026-04-02', // Skærtorsdag
    '2026-04-03', // Langfredag
    '2026-04-06', // 2. påskedag
    '2026-05-14', // Kristi himmelfartsdag
    '2026-05-15', // the banks' closing day after it
    '2026-05-25', // 2. pinsedag
    '2026-06-05', // Grundlovsdag
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
    '2026-12-31',
  ]);
  expect(isBankHoliday(DateTime.fromISO('2026-05-01'))).toBe(false); // Store bededag would have been 2026-05-01
});

test('a meeting on a bank holiday is refused with its own message; the weekday after is fine', () => {
  const now = new Date('2026-12-20T09:00:00Z');
  expect(meetingTimeProblem('2026-12-24T10:00:00+01:00', now)).toBe('validation.meetingTime.holiday');
  expect(meetingTimeProblem('2026-12-28T10:00:00+01:00', now)).toBeNull();
  // A Saturday stays a business-hours problem, not a holiday one.
  expect(meetingTimeProblem('2026-12-26T10:00:00+01:00', now)).toBe('validation.meetingTime.holiday');
  expect(meetingTimeProblem('2027-01-02T10:00:00+01:00', now)).toBe('validation.meetingTime.businessHours');
});

test('the first proposal skips the holidays as it skips weekends', () => {
  // Wednesday 23 December: the next days are 24, 25, 26 (holidays), 27 (Sunday): Monday 28th.
  expect(nextBusinessSlot(new Date('2026-12-23T09:00:00Z'))).toBe('2026-12-28T10:00');
});
