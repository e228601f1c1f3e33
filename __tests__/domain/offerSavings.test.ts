import { interestDeductionValue } from '../../domain/interestDeduction';
import { offerSavings } from '../../domain/offerSavings';
import { ratio, toInteger } from '../../domain/rational';

describe('interest deduction', () => {
  test('33 % of net interest up to 50,000 kr. a year for a single person, 25 % above', () => {
    expect(toInteger(interestDeductionValue(ratio(4_000_000), 12, false))).toBe(1_320_000);
    expect(toInteger(interestDeductionValue(ratio(6_000_000), 12, false))).toBe(1_650_000 + 250_000);
  });

  test('a couple has 100,000 kr. at 33 %', () => {
    expect(toInteger(interestDeductionValue(ratio(10_000_000), 12, true))).toBe(3_300_000);
    expect(toInteger(interestDeductionValue(ratio(12_000_000), 12, true))).toBe(3_300_000 + 500_000);
  });

  test('one month is judged against a twelfth of the threshold', () => {
    // 5,000 kr. of interest in a month for a single person: 4,166.67 kr. at 33 %, 833.33 kr. at 25 %
    expect(toInteger(interestDeductionValue(ratio(500_000), 1, false))).toBe(158_333);
  });

  test('net interest income gives no deduction', () => {
    expect(interestDeductionValue(ratio(-100_000), 12, false)).toEqual(ratio(0));
  });
});

describe('offer savings', () => {
  test('a cheaper car loan: 165,000 kr. from 7.9 % at 3,350 kr. to 5.49 % at 3,150.93 kr.', () => {
    expect(
      offerSavings({
        debts: [{ ref: 'loans.0', balanceOre: 16_500_000, annualRatePercent: 7.9, monthlyPaymentOre: 335_000 }],
        deposits: [],
        offer: {
          loans: [
            { amountOre: 16_500_000, annualRatePercent: 5.49, monthlyPaymentOre: 315_093, replaces: ['loans.0'] },
          ],
          deposits: [],
        },
        couple: false,
      }),
    ).toEqual({
      // 3,350 − 3,150.93 kr.
      totalMonthlyDiscountOre: 19_907,
      // 199.07 kr. less paid, minus 33 % of the 331.38 kr. less interest: 89.72 kr.
      savingsAfterTaxMonth1Ore: 8_972,
      savingsAfterTaxYear1Ore: 116_598,
    });
  });

  test('a couple refinancing a house and moving their savings (the demo customer)', () => {
    expect(
      offerSavings({
        debts: [
          { ref: 'mortgages.0', balanceOre: 235_000_000, annualRatePercent: 4, monthlyPaymentOre: 1_365_000 },
          { ref: 'loans.0', balanceOre: 31_000_000, annualRatePercent: 6.25, monthlyPaymentOre: 345_000 },
          { ref: 'loans.1', balanceOre: 16_500_000, annualRatePercent: 7.9, monthlyPaymentOre: 335_000 },
        ],
        deposits: [{ ref: 'deposits.0', amountOre: 18_500_000, annualRatePercent: 0.25 }],
        offer: {
          loans: [
            {
              amountOre: 266_000_000,
              annualRatePercent: 3.55,
              monthlyPaymentOre: 1_201_895,
              replaces: ['mortgages.0', 'loans.0'],
            },
          ],
          deposits: [{ amountOre: 18_500_000, annualRatePercent: 1.05, replaces: ['deposits.0'] }],
        },
        couple: true,
      }),
    ).toEqual({
      totalMonthlyDiscountOre: 520_438,
      savingsAfterTaxMonth1Ore: 477_886,
      savingsAfterTaxYear1Ore: 5_762_578,
    });
  });

  test('the deduction threshold counts: the same refinancing saves a single person more after tax than a couple', () => {
    const input = {
      debts: [{ ref: 'mortgages.0', balanceOre: 300_000_000, annualRatePercent: 4, monthlyPaymentOre: 1_450_000 }],
      deposits: [],
      offer: {
        loans: [
          { amountOre: 300_000_000, annualRatePercent: 2.5, monthlyPaymentOre: 1_185_363, replaces: ['mortgages.0'] },
        ],
        deposits: [],
      },
    };
    expect(offerSavings({ ...input, couple: true })).toEqual({
      totalMonthlyDiscountOre: 264_637,
      savingsAfterTaxMonth1Ore: 154_220,
      savingsAfterTaxYear1Ore: 1_850_067,
    });
    expect(offerSavings({ ...input, couple: false })).toEqual({
      totalMonthlyDiscountOre: 264_637,
      savingsAfterTaxMonth1Ore: 170_887,
      savingsAfterTaxYear1Ore: 2_056_274,
    });
  });

  test('a purchase loan replaces nothing, so the figures are the new cost, negative', () => {
    expect(
      offerSavings({
        debts: [],
        deposits: [],
        offer: {
          loans: [{ amountOre: 200_000_000, annualRatePercent: 4.85, monthlyPaymentOre: 1_000_000, replaces: [] }],
          deposits: [],
        },
        couple: false,
      }),
    ).toEqual({
      totalMonthlyDiscountOre: -1_000_000,
      savingsAfterTaxMonth1Ore: -764_583,
      savingsAfterTaxYear1Ore: -9_187_956,
    });
  });

  test('an offer that changes nothing saves nothing', () => {
    expect(
      offerSavings({
        debts: [{ ref: 'loans.0', balanceOre: 2_000_000, annualRatePercent: 6, monthlyPaymentOre: 500_000 }],
        deposits: [],
        offer: { loans: [], deposits: [] },
        couple: false,
      }),
    ).toEqual({ totalMonthlyDiscountOre: 0, savingsAfterTaxMonth1Ore: 0, savingsAfterTaxYear1Ore: 0 });
  });
});
