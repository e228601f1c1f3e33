import {
  annuity,
  exactMonthlyPayment,
  firstMonthInterestOre,
  repaymentMonths,
  repaymentTotals,
} from '../../domain/annuity';
import { annualPercentageRate, annualPercentageRateUnits } from '../../domain/annualPercentageRate';
import { formatRateUnits, monthlyRate, toRateUnits } from '../../domain/interestRate';
import { mul, power, ratio, roundHalfAwayFromZero, toInteger } from '../../domain/rational';

describe('annuity', () => {
  test('1,000,000 kr. at 4 % over 360 months costs 4,774.15 kr. a month', () => {
    expect(annuity({ principalOre: 100_000_000, annualRatePercent: 4, months: 360 })).toEqual({
      monthlyPaymentOre: 477_415,
      totalPaymentsOre: 171_869_506,
      totalCostOre: 171_869_506,
      creditCostOre: 71_869_506,
    });
  });

  test('the total is n × the exact payment rounded once, not n × the rounded payment', () => {
    // 477,415.295… øre exactly: 360 × 477,415 would be 171,869,400, 106 øre short.
    const result = annuity({ principalOre: 100_000_000, annualRatePercent: '4.0000', months: 360 });
    expect(result.totalPaymentsOre - 360 * result.monthlyPaymentOre).toBe(106);
  });

  test('a mortgage pays interest plus contribution fee: 2,660,000 kr. at 2.70 % + 0.85 % over 30 years', () => {
    expect(annuity({ principalOre: 266_000_000, annualRatePercent: 3.55, months: 360, feesOre: 1_500_000 })).toEqual({
      monthlyPaymentOre: 1_201_895,
      totalPaymentsOre: 432_682_350,
      totalCostOre: 434_182_350,
      creditCostOre: 168_182_350,
    });
  });

  test('a car loan of 165,000 kr. at 5.49 % over 60 months', () => {
    expect(
      annuity({ principalOre: 16_500_000, annualRatePercent: '5.49', months: 60, feesOre: 150_000 }).monthlyPaymentOre,
    ).toBe(315_093);
  });

  test('an interest-free loan is the principal spread evenly', () => {
    expect(annuity({ principalOre: 120_000, annualRatePercent: 0, months: 12 }).monthlyPaymentOre).toBe(10_000);
  });

  test('rejects a term under one month and a principal that is not whole øre', () => {
    expect(() => exactMonthlyPayment(100, 4, 0)).toThrow(RangeError);
    expect(() => exactMonthlyPayment(100.5, 4, 12)).toThrow(RangeError);
  });

  test('the first month of an annuity splits into interest on the whole debt and the rest as repayment', () => {
    const [first] = repaymentMonths(100_000_000, 4, exactMonthlyPayment(100_000_000, 4, 360), 1);
    expect(toInteger(first.interest)).toBe(333_333);
    expect(firstMonthInterestOre(100_000_000, 4)).toBe(333_333);
    expect(toInteger(first.principal)).toBe(144_082);
  });

  test('payments stop when a debt is repaid within the horizon: 20,000 kr. at 6 % paying 5,000 kr. a month', () => {
    const months = repaymentMonths(2_000_000, 6, 500_000, 12);
    expect(months).toHaveLength(5);
    const totals = repaymentTotals(2_000_000, 6, 500_000, 12);
    // 20,253.77 kr. in all, of which 253.77 kr. interest
    expect(totals.payments).toEqual(ratio(324_060_350_951n, 160_000n));
    expect(toInteger(totals.payments)).toBe(2_025_377);
    expect(toInteger(totals.interest)).toBe(25_377);
  });
});

describe('ÅOP', () => {
  test('10 % nominal without fees is 10.47 % a year', () => {
    const monthly = annuity({ principalOre: 10_000_000, annualRatePercent: 10, months: 12 }).monthlyPaymentOre;
    expect(monthly).toBe(879_159);
    expect(annualPercentageRate({ principalOre: 10_000_000, feesOre: 0, monthlyPaymentOre: monthly, months: 12 })).toBe(
      10.47,
    );
  });

  test('fees raise the ÅOP: the car loan with 1,500 kr. of fees is 6.03 %', () => {
    expect(
      annualPercentageRate({ principalOre: 16_500_000, feesOre: 150_000, monthlyPaymentOre: 315_093, months: 60 }),
    ).toBe(6.03);
    expect(
      annualPercentageRateUnits({ principalOre: 16_500_000, feesOre: 150_000, monthlyPaymentOre: 315_093, months: 60 }),
    ).toBe(60_300n);
  });

  test('the mortgage of 2,660,000 kr. with 15,000 kr. of fees is 3.66 %', () => {
    expect(
      annualPercentageRate({
        principalOre: 266_000_000,
        feesOre: 1_500_000,
        monthlyPaymentOre: 1_201_895,
        months: 360,
      }),
    ).toBe(3.66);
  });

  test('terms that cannot repay what was paid out have no ÅOP', () => {
    expect(
      annualPercentageRate({ principalOre: 100_000, feesOre: 0, monthlyPaymentOre: 1_000, months: 12 }),
    ).toBeNull();
    expect(
      annualPercentageRate({ principalOre: 100_000, feesOre: 100_000, monthlyPaymentOre: 10_000, months: 12 }),
    ).toBeNull();
  });
});

describe('rates and rounding', () => {
  test('rates are read exactly from numeric text and numbers alike', () => {
    expect(toRateUnits('3.5000')).toBe(35_000n);
    expect(toRateUnits(3.5)).toBe(35_000n);
    expect(toRateUnits('0.00005')).toBe(1n);
    expect(formatRateUnits(35_000n)).toBe('3.5000');
    expect(formatRateUnits(-1_250n)).toBe('-0.1250');
    expect(() => toRateUnits('3,5')).toThrow(RangeError);
  });

  test('halves round away from zero', () => {
    expect(roundHalfAwayFromZero(ratio(5, 2))).toBe(3n);
    expect(roundHalfAwayFromZero(ratio(-5, 2))).toBe(-3n);
    expect(roundHalfAwayFromZero(ratio(7, 3))).toBe(2n);
  });

  test('products and payments come out in lowest terms, the same fractions as reducing the whole', () => {
    const products: [number, number, number, number][] = [
      [6, 35, 14, 9],
      [-4, 9, 27, 8],
      [0, 1, 5, 7],
      [12, 1, -7, 12],
    ];
    for (const [a, b, c, d] of products) expect(mul(ratio(a, b), ratio(c, d))).toEqual(ratio(a * c, b * d));
    // The payment reduced by the small side only, against the whole fraction reduced (see exactMonthlyPayment).
    for (const [principalOre, rate, months] of [
      [266_000_000, '4.1250', 312],
      [16_500_000, '6.95', 96],
      [1_000, '-0.5000', 360],
      [99_999, '12', 1],
    ] as const) {
      const r = monthlyRate(rate);
      const grown = power(r.den + r.num, months);
      const whole = ratio(BigInt(principalOre) * r.num * grown, r.den * (grown - power(r.den, months)));
      expect(exactMonthlyPayment(principalOre, rate, months)).toEqual(whole);
    }
  });
});
