// The public calculator's figures against examples worked by hand (issue 45 item 3); the arithmetic is in the
// comments, the rounding to the øre is the kernel's (exact until the figure is handed out).
import { annualPercentageRate } from '../../domain/annualPercentageRate';
import {
  DEFAULT_CALCULATOR_INPUT,
  calculateLoan,
  calculatorInputFrom,
  calculatorQuery,
  parseNumber,
  type CalculatorInput,
} from '../../domain/loanCalculator';

const loan = (overrides: Partial<CalculatorInput>) => calculateLoan({ ...DEFAULT_CALCULATOR_INPUT, ...overrides });
const bank = { kind: 'bank', amount: 120_000, years: 1, ratePercent: 12 } as const;

describe('annuity', () => {
  test.each([
    // r = 12 % / 12 = 1 % a month, n = 12: P = 120,000 × 0.01 / (1 − 1.01^−12) = 1,200 / 0.1125508 = 10,661.85 kr.
    // Each month's interest is rounded to the øre, so the last payment settles what is left: 10,661.91 kr.
    // Total: 11 × 10,661.85 + 10,661.91 = 127,942.26 kr.; credit cost 127,942.26 − 120,000 = 7,942.26 kr.
    {
      name: '120,000 kr., 1 year, 12 %',
      input: { ...bank, form: 'annuity' },
      payment: 1_066_185,
      last: 1_066_191,
      total: 12_794_226,
    },
    // No interest: 120,000 / 12 = 10,000 kr. each month, 120,000 kr. in all.
    {
      name: '120,000 kr., 1 year, 0 %',
      input: { ...bank, ratePercent: 0, form: 'annuity' },
      payment: 1_000_000,
      last: 1_000_000,
      total: 12_000_000,
    },
    // Mortgage: interest 4 % + contribution 0.5 % = 4.5 % charged, r = 0.375 %, n = 360:
    // P = 3,000,000 × 0.00375 / (1 − 1.00375^−360) = 11,250 / 0.740112 = 15,200.56 kr.; the last settles the
    // øre of 359 rounded months: 15,200.19 kr.; total 359 × 15,200.56 + 15,200.19 = 5,472,201.23 kr.
    {
      name: '3,000,000 kr. mortgage, 30 years, 4 % + 0.5 % contribution',
      input: { kind: 'mortgage', amount: 3_000_000, years: 30, ratePercent: 4, contributionPercent: 0.5 },
      payment: 1_520_056,
      last: 1_520_019,
      total: 547_220_123,
    },
  ] as const)('$name', ({ input, payment, last, total }) => {
    const figures = loan(input as Partial<CalculatorInput>);
    expect(figures.firstPaymentOre).toBe(payment);
    expect(figures.lastPaymentOre).toBe(last);
    expect(figures.totalPaymentsOre).toBe(total);
    expect(figures.balanceByYearOre.at(-1)).toBe(0);
  });
});

describe('serial', () => {
  test('120,000 kr., 1 year, 12 %: 10,000 kr. off each month plus 1 % of the balance', () => {
    const figures = loan({ ...bank, form: 'serial' });
    // Month 1: 10,000 + 1 % × 120,000 = 11,200 kr.; month 12: 10,000 + 1 % × 10,000 = 10,100 kr.
    expect(figures.firstPaymentOre).toBe(1_120_000);
    expect(figures.lastPaymentOre).toBe(1_010_000);
    // Interest: 1 % × (120,000 + 110,000 + … + 10,000) = 1 % × 780,000 = 7,800 kr.; payments 127,800 kr.
    expect(figures.totalPaymentsOre).toBe(12_780_000);
    expect(figures.creditCostOre).toBe(780_000);
  });

  test('the balance falls by the same amount each year', () => {
    // 360,000 kr. over 3 years: 360,000 / 36 = 10,000 kr. a month, 120,000 kr. off a year, whatever the rate.
    const figures = loan({ kind: 'bank', amount: 360_000, years: 3, ratePercent: 5, form: 'serial' });
    expect(figures.balanceByYearOre).toEqual([36_000_000, 24_000_000, 12_000_000, 0]);
  });
});

describe('ÅOP', () => {
  test.each([
    // Without fees ÅOP is the effective yearly rate of 1 % a month: 1.01^12 − 1 = 12.6825 % → 12.68 %, for either
    // form, since both pay exactly 1 % a month on what is owed.
    { name: 'annuity, no fees', input: { ...bank, form: 'annuity' }, apr: 12.68 },
    { name: 'serial, no fees', input: { ...bank, form: 'serial' }, apr: 12.68 },
    // No interest, no fees: nothing is paid for the credit.
    { name: 'no interest, no fees', input: { ...bank, ratePercent: 0 }, apr: 0 },
    // 4.5 % charged monthly: 1.00375^12 − 1 = 4.594 % → 4.59 %.
    {
      name: 'mortgage 4 % + 0.5 %',
      input: { kind: 'mortgage', amount: 3_000_000, years: 30, ratePercent: 4, contributionPercent: 0.5 },
      apr: 4.59,
    },
  ] as const)('$name: $apr %', ({ input, apr }) => {
    expect(loan(input as Partial<CalculatorInput>).aprPercent).toBe(apr);
  });

  test('fees paid at the start raise it, as the kernel’s ÅOP for equal payments says', () => {
    // 2,000 kr. fees: 118,000 kr. received against twelve payments of 10,661.85 kr.; solved, 16.31 %.
    const figures = loan({ ...bank, fees: 2_000 });
    expect(figures.aprPercent).toBe(16.31);
    expect(
      annualPercentageRate({
        principalOre: 12_000_000,
        feesOre: 200_000,
        monthlyPaymentOre: figures.firstPaymentOre,
        months: 12,
      }),
    ).toBe(16.31);
    // Total cost: payments 127,942.26 + fees 2,000 = 129,942.26 kr.
    expect(figures.totalCostOre).toBe(12_994_226);
  });
});

describe('interest deduction (rentefradrag)', () => {
  test.each([
    // First month's interest 1 % × 120,000 = 1,200 kr., under a single's monthly threshold (50,000 / 12 =
    // 4,166.67 kr.): 33 % × 1,200 = 396 kr.; 10,661.85 − 396 = 10,265.85 kr.
    { name: 'bank loan, single', input: { ...bank }, interest: 120_000, deduction: 39_600, after: 1_026_585 },
    // Serial: 11,200 − 396 = 10,804 kr.
    {
      name: 'serial, single',
      input: { ...bank, form: 'serial' },
      interest: 120_000,
      deduction: 39_600,
      after: 1_080_400,
    },
    // Mortgage: interest and contribution 4.5 % / 12 × 3,000,000 = 11,250 kr. Single: 33 % × 4,166.67 = 1,375 +
    // 25 % × (11,250 − 4,166.67) = 1,770.83 → 3,145.83 kr.; 15,200.56 − 3,145.83 = 12,054.73 kr.
    {
      name: 'mortgage, single',
      input: { kind: 'mortgage', amount: 3_000_000, years: 30, ratePercent: 4, contributionPercent: 0.5 },
      interest: 1_125_000,
      deduction: 314_583,
      after: 1_205_473,
    },
    // Couple: threshold 100,000 / 12 = 8,333.33: 33 % × 8,333.33 = 2,750 + 25 % × 2,916.67 = 729.17 → 3,479.17 kr.
    {
      name: 'mortgage, couple',
      input: { kind: 'mortgage', amount: 3_000_000, years: 30, ratePercent: 4, contributionPercent: 0.5, couple: true },
      interest: 1_125_000,
      deduction: 347_917,
      after: 1_172_139,
    },
  ] as const)('$name', ({ input, interest, deduction, after }) => {
    const figures = loan(input as Partial<CalculatorInput>);
    expect(figures.firstInterestOre).toBe(interest);
    expect(figures.firstDeductionOre).toBe(deduction);
    expect(figures.firstPaymentAfterDeductionOre).toBe(after);
  });
});

describe('loan-to-value of a mortgage', () => {
  test.each([
    // 2,000,000 of 4,000,000 = 50 %: the lowest contribution band (≤ 60 %).
    { value: 4_000_000, ltv: 50, band: 'low' },
    // 2,000,000 of 2,500,000 = 80 %: the most a mortgage lends.
    { value: 2_500_000, ltv: 80, band: 'mortgage' },
    // 2,000,000 of 2,000,000 = 100 %: above the limit, the rest must be a bank loan.
    { value: 2_000_000, ltv: 100, band: 'aboveMortgage' },
  ])('value $value: $ltv % ($band)', ({ value, ltv, band }) => {
    const figures = loan({ kind: 'mortgage', amount: 2_000_000, propertyValue: value });
    expect(figures.loanToValue).toBe(ltv);
    expect(figures.ltvBand).toBe(band);
  });
});

describe('the form’s query', () => {
  test.each([
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['2000000', 2_000_000],
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['10.000', 10_000],
    ['abc', null],
    ['', null],
  ])('%s reads as %s', (text, value) => expect(parseNumber(text)).toBe(value));

  test('reads every field, and reads back what calculatorQuery writes', () => {
    const query = new URLSearchParams('kind=bank&amount=150.000&years=5&rate=7,5&form=serial&fees=1000&couple=yes');
    const { input, errors } = calculatorInputFrom(query);
    expect(errors).toEqual({});
    expect(input).toMatchObject({ kind: 'bank', amount: 150_000, years: 5, ratePercent: 7.5, form: 'serial' });
    expect(input).toMatchObject({ fees: 1000, couple: true });
    expect(calculatorInputFrom(calculatorQuery(input)).input).toEqual(input);
  });

  test('a field out of range or no number is named, and the figures keep the default', () => {
    const { input, errors } = calculatorInputFrom(new URLSearchParams('amount=5&years=x&rate=99'));
    expect(errors).toEqual({ amount: 'range', years: 'invalid', rate: 'range' });
    expect(input.amount).toBe(DEFAULT_CALCULATOR_INPUT.amount);
    expect(input.years).toBe(DEFAULT_CALCULATOR_INPUT.years);
  });
});
