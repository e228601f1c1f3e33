import { assessPeriodicPayment, checkPeriodicPayment } from '../../domain/periodicPayment';

describe('assessPeriodicPayment', () => {
  test('a payment below one month of interest is implausible; the interest itself is enough', () => {
    // 100 000 kr. at 6 %: 500 kr. of interest a month.
    const loan = { kind: 'loans' as const, debt: 100_000, interestRatePercent: 6 };
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 499.99 })).toEqual({
      plausible: false,
      reason: 'below_interest',
      monthlyInterest: 500,
    });
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 500 })).toEqual({ plausible: true });
  });

  test('the least plausible payment is the monthly interest rounded up to the krone', () => {
    // 1 000 000 kr. at 4 %: 3 333.33⅓ kr. a month.
    const mortgage = { kind: 'mortgages' as const, debt: 1_000_000, interestRatePercent: 4 };
    expect(assessPeriodicPayment({ ...mortgage, periodicPayment: 3_333.33 })).toMatchObject({
      reason: 'below_interest',
      monthlyInterest: 3_334,
    });
    expect(assessPeriodicPayment({ ...mortgage, periodicPayment: 3_333.34 })).toEqual({ plausible: true });
  });

  test('repaying the whole debt in under 12 months is implausible, to the øre', () => {
    // 100 000 kr. at 6 %: 11 payments of 9 365.91 kr. clear it, 9 365.90 kr. leave a 12th payment.
    const loan = { kind: 'loans' as const, debt: 100_000, interestRatePercent: 6 };
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 9_365.9 })).toEqual({ plausible: true });
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 9_365.91 })).toEqual({
      plausible: false,
      reason: 'repays_too_fast',
      months: 12,
    });
  });

  test('without interest, exactly 12 payments is plausible and 11 is not', () => {
    const loan = { kind: 'su' as const, debt: 12_000, interestRatePercent: 0 };
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 1_000 })).toEqual({ plausible: true });
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 1_090.9 })).toEqual({ plausible: true }); // 11 × 1 090.90 = 11 999.90
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 1_090.91 })).toMatchObject({ reason: 'repays_too_fast' }); // 12 000.01
  });

  test.each(['mortgages', 'loans'] as const)('a %s item without an interest rate is not judged', (kind) => {
    expect(assessPeriodicPayment({ kind, debt: 500_000, interestRatePercent: null, periodicPayment: 1 })).toEqual({
      plausible: true,
    });
    expect(assessPeriodicPayment({ kind, debt: 500_000, periodicPayment: 500_000 })).toEqual({ plausible: true });
  });

  test('a student loan without an interest rate counts as interest-free', () => {
    expect(assessPeriodicPayment({ kind: 'su', debt: 12_000, periodicPayment: 0 })).toEqual({ plausible: true });
    expect(assessPeriodicPayment({ kind: 'su', debt: 12_000, periodicPayment: 6_000 })).toMatchObject({
      reason: 'repays_too_fast',
    });
  });

  test('a remaining term under 12 months shortens the horizon', () => {
    const loan = { kind: 'loans' as const, debt: 6_000, interestRatePercent: 0, remainingTermMonths: 6 };
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 1_000 })).toEqual({ plausible: true });
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 1_200 })).toEqual({
      plausible: false,
      reason: 'repays_too_fast',
      months: 6,
    });
    expect(assessPeriodicPayment({ ...loan, remainingTermMonths: 1, periodicPayment: 6_000 })).toEqual({
      plausible: true,
    });
    expect(assessPeriodicPayment({ ...loan, remainingTermMonths: 240, periodicPayment: 1_000 })).toMatchObject({
      months: 12,
    });
  });

  test('nothing owed is plausible', () => {
    expect(assessPeriodicPayment({ kind: 'loans', debt: 0, interestRatePercent: 5, periodicPayment: 100 })).toEqual({
      plausible: true,
    });
  });

  test('rates with decimals are exact: 0.1 % on 1 200 000 kr. is 100 kr. a month', () => {
    const loan = { kind: 'mortgages' as const, debt: 1_200_000, interestRatePercent: 0.1 };
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 100 })).toEqual({ plausible: true });
    expect(assessPeriodicPayment({ ...loan, periodicPayment: 99.99 })).toMatchObject({
      reason: 'below_interest',
      monthlyInterest: 100,
    });
  });
});

describe('checkPeriodicPayment', () => {
  test('answers true or a translatable message', () => {
    const loan = { kind: 'loans' as const, debt: 100_000, interestRatePercent: 6 };
    expect(checkPeriodicPayment({ ...loan, periodicPayment: 2_000 })).toBe(true);
    expect(checkPeriodicPayment({ ...loan, periodicPayment: 100 })).toEqual({
      id: 'validation.periodic_payment.below_interest',
      values: { minimum: 500 },
    });
    expect(checkPeriodicPayment({ ...loan, periodicPayment: 100_000 })).toEqual({
      id: 'validation.periodic_payment.repays_too_fast',
      values: { months: 12 },
    });
  });
});
