// Danish business hours for meeting requests: Copenhagen wall-clock time, summer time included.
import {
  isoToWallTime,
  meetingTimeProblem,
  nextBusinessSlot,
  proposedTimeProblems,
  wallTimeToIso,
} from '../../domain/meetingTimes';

// Tuesday 3 March 2026, 12:00 in Copenhagen (CET, UTC+1).
const NOW = new Date('2026-03-03T11:00:00Z');

test.each([
  ['2026-03-04T09:00:00+01:00', null],
  ['2026-03-04T16:00:00+01:00', null],
  ['2026-03-04T08:59:00+01:00', 'validation.meetingTime.businessHours'],
  ['2026-03-04T16:15:00+01:00', 'validation.meetingTime.businessHours'],
  ['2026-03-07T10:00:00+01:00', 'validation.meetingTime.businessHours'],
  ['2026-03-08T10:00:00+01:00', 'validation.meetingTime.businessHours'],
  ['2026-03-03T12:30:00+01:00', 'validation.meetingTime.tooSoon'],
  ['2026-03-03T11:00:00+01:00', 'validation.meetingTime.past'],
  ['2026-07-01T10:00:00+02:00', 'validation.meetingTime.tooFar'],
  ['not a time', 'validation.meetingTime.invalid'],
])('%s: %s', (time, problem) => {
  expect(meetingTimeProblem(time, NOW)).toBe(problem);
});

test('summer time: 09:00 in Copenhagen is 07:00 UTC, and the last start is 16:00 (14:00 UTC)', () => {
  const now = new Date('2026-04-07T08:00:00Z');
  expect(wallTimeToIso('2026-04-08T09:00')).toBe('2026-04-08T07:00:00.000Z');
  expect(meetingTimeProblem('2026-04-08T07:00:00Z', now)).toBeNull();
  expect(meetingTimeProblem('2026-04-08T06:59:00Z', now)).toBe('validation.meetingTime.businessHours');
  expect(meetingTimeProblem('2026-04-08T14:00:00Z', now)).toBeNull();
  expect(meetingTimeProblem('2026-04-08T14:01:00Z', now)).toBe('validation.meetingTime.businessHours');
  expect(isoToWallTime('2026-04-08T07:00:00.000Z')).toBe('2026-04-08T09:00');
});

test('the first proposal is the next weekday at 10:00, skipping the weekend', () => {
  expect(nextBusinessSlot(new Date('2026-03-06T11:00:00Z'))).toBe('2026-03-09T10:00');
  expect(nextBusinessSlot(NOW)).toBe('2026-03-04T10:00');
  expect(meetingTimeProblem(wallTimeToIso(nextBusinessSlot(NOW)) as string, NOW)).toBeNull();
});

test('times proposed together: each its own problem, and the same instant a second time is a duplicate', () => {
  expect(
    proposedTimeProblems(
      ['2026-03-04T09:00:00+01:00', '2026-03-04T08:00:00Z', 'not a time', '2026-03-04T08:59:00+01:00', ''],
      NOW,
    ),
  ).toEqual([
    null,
    'validation.meetingTime.duplicate',
    'validation.meetingTime.invalid',
    'validation.meetingTime.businessHours',
    'validation.meetingTime.invalid',
  ]);
});
