import { mayWithdraw, withdrawalDaysLeft, withdrawalEndsOn, withdrawalReminderOn } from '../../domain/withdrawalPeriod';

describe('the 14-day withdrawal period (kreditaftaleloven § 19, Regulation 1182/71 art. 3(4))', () => {
  test('14 days after the signing day, the signing day not counted, on a working day', () => {
    // Monday 1 June 2026 → Monday 15 June.
    expect(withdrawalEndsOn('2026-06-01')).toBe('2026-06-15');
  });

  test('a last day on a Saturday moves to the Monday', () => {
    // Saturday 10 January 2026 + 14 = Saturday 24 January → Monday 26 January.
    expect(withdrawalEndsOn('2026-01-10')).toBe('2026-01-26');
  });

  test('a last day on a Sunday moves to the Monday', () => {
    expect(withdrawalEndsOn('2026-01-11')).toBe('2026-01-26');
  });

  test('a last day in Easter moves past Maundy Thursday, Good Friday, the weekend and Easter Monday', () => {
    // Easter Sunday 2026 is 5 April: Thursday 19 March + 14 = Maundy Thursday 2 April → Tuesday 7 April.
    expect(withdrawalEndsOn('2026-03-19')).toBe('2026-04-07');
  });

  test('across a month end', () => {
    expect(withdrawalEndsOn('2026-01-20')).toBe('2026-02-03');
    // Saturday 28 February 2026 → Monday 2 March.
    expect(withdrawalEndsOn('2026-02-14')).toBe('2026-03-02');
  });

  test('across the year end: 31 December and New Year move it to the first Monday', () => {
    expect(withdrawalEndsOn('2026-12-17')).toBe('2027-01-04');
  });

  test('the customer may withdraw up to and including the last day, not after', () => {
    expect(mayWithdraw('2026-06-01', '2026-06-01')).toBe(true);
    expect(mayWithdraw('2026-06-01', '2026-06-15')).toBe(true);
    expect(mayWithdraw('2026-06-01', '2026-06-16')).toBe(false);
  });

  test('days left: 14 on the signing day of a plain period, 0 on the last day, negative after', () => {
    expect(withdrawalDaysLeft('2026-06-01', '2026-06-01')).toBe(14);
    expect(withdrawalDaysLeft('2026-06-01', '2026-06-15')).toBe(0);
    expect(withdrawalDaysLeft('2026-06-01', '2026-06-17')).toBe(-2);
    expect(withdrawalDaysLeft('2026-03-19', '2026-03-20')).toBe(18);
  });

  test('the reminder is due three days before the last day', () => {
    expect(withdrawalReminderOn('2026-06-01')).toBe('2026-06-12');
  });

  test('a malformed date is a programming error', () => {
    expect(() => withdrawalEndsOn('1 June 2026')).toThrow(RangeError);
    expect(() => withdrawalEndsOn('2026-02-30')).toThrow(RangeError);
  });
});
