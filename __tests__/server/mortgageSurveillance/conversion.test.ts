// The conversion arithmetic of mortgage surveillance on a table of cases with exact expected øre. The expected figures were
// worked out independently (exact fractions, outside this code base), not by calling the code under test; the
// two-month case is worked in full below.
import { ratio, toInteger } from '../../../domain/rational';
import { interestDeductionValue } from '../../../domain/interestDeduction';
import { assessProperty, type MortgageRow } from '../../../server/mortgageSurveillance/assessProperty';
import {
  afterTaxPayments,
  computeConversion,
  monthDeductionOre,
  type ConversionFigures,
  type ConversionInput,
} from '../../../server/mortgageSurveillance/conversion';

const input = (
  debtOre: number,
  coupon: string,
  termMonths: number,
  fromPrice: string | null,
  toCoupon: string,
  toPrice: string,
  couple = false,
): ConversionInput => ({ debtOre, coupon, termMonths, fromPrice, toCoupon, toPrice, couple });

describe('a two-month loan, worked by hand', () => {
  // 100,000 kr. at 12 % (1 % a month) over 2 months: P = 10,000,000 × 0.01 × 1.01² / (1.01² − 1) = 5,075,124.38 øre
  // → 5,075,124. Month 1: interest 100,000, deduction 33 % = 33,000, after tax 5,042,124; balance 5,024,876.
  // Month 2: interest 50,248.76 → 50,249, the last instalment settles 5,024,876 + 50,249 = 5,075,125; deduction
  // 16,582.17 → 16,582; after tax 5,058,543.
  test('each month after tax, the last instalment settling the rounding', () => {
    expect(afterTaxPayments(10_000_000, '12', 2, false)).toEqual([5_042_124, 5_058_543]);
  });

  // Converting to 6 % at par: the debt stays 10,000,000; costs 3,500 kr. + 1.5 ‰ (15,000 øre) = 365,000 øre lender
  // fees, 0.2 points = 20,000 øre spread, no registration fee (the debt does not rise): 385,000. At 6 % the months
  // after tax are 5,021,031 and 5,029,261: savings 21,093 + 29,282 = 50,375 − 385,000 = −334,625; shown monthly:
  // (5,042,124 + 5,058,543) / 2 = 5,050,333.5 → 5,050,334 now, (5,021,031 + 5,029,261) / 2 = 5,025,146 new.
  test('a conversion that cannot earn its costs back in two months', () => {
    expect(computeConversion(input(10_000_000, '12', 2, null, '6', '100'))).toEqual({
      direction: 'down',
      newDebtOre: 10_000_000,
      debtChangeOre: 0,
      costs: { lenderFeesOre: 365_000, priceSpreadOre: 20_000, registrationFeeOre: 0, totalOre: 385_000 },
      monthlyNowAfterTaxOre: 5_050_334,
      monthlyNewAfterTaxOre: 5_025_146,
      monthlySavingAfterTaxOre: 25_188,
      gainAfterTaxOre: -334_625,
      breakEvenMonth: null,
    } satisfies ConversionFigures);
  });
});

const figures = (
  direction: 'down' | 'up',
  newDebtOre: number,
  debtChangeOre: number,
  [lenderFeesOre, priceSpreadOre, registrationFeeOre, totalOre]: number[],
  [monthlyNowAfterTaxOre, monthlyNewAfterTaxOre, monthlySavingAfterTaxOre]: number[],
  gainAfterTaxOre: number,
  breakEvenMonth: number | null,
): ConversionFigures => ({
  direction,
  newDebtOre,
  debtChangeOre,
  costs: { lenderFeesOre, priceSpreadOre, registrationFeeOre, totalOre },
  monthlyNowAfterTaxOre,
  monthlyNewAfterTaxOre,
  monthlySavingAfterTaxOre,
  gainAfterTaxOre,
  breakEvenMonth,
});

test.each([
  [
    // 2,000,000 kr. at 5 % → 3 % at 95: new debt 2,000,000 × 100 / 95 = 2,105,263.16 kr.; registration 1,825 kr. +
    // 1.25 % of the 105,263.16 kr. rise = 1,315.79 → 1,400 kr. (whole 100 kr. up).
    'down: a lower coupon pays, break-even in month 19',
    input(200_000_000, '5', 240, null, '3', '95'),
    figures(
      'down',
      210_526_316,
      10_526_316,
      [665_789, 421_053, 322_500, 1_409_342],
      [1_081_071, 1_004_884, 76_187],
      22_074_184,
      19,
    ),
  ],
  [
    // 2 % bonds bought back at 80 (1,600,000 kr.) and refinanced at 4 % sold at 99: new debt 1,616,161.62 kr.;
    // the debt falls, so no registration fee.
    'up: buying back under par cuts the debt and pays',
    input(200_000_000, '2', 300, '80', '4', '99'),
    figures('up', 161_616_162, -38_383_838, [592_424, 323_232, 0, 915_656], [739_274, 686_513, 52_761], 10_161_026, 18),
  ],
  [
    // 4 % → 3 % at 90 over ten years: the debt rises 11 %, the payment too; nothing is ever saved.
    'none: a conversion that loses (keep)',
    input(200_000_000, '4', 120, null, '3', '90'),
    figures(
      'down',
      222_222_222,
      22_222_222,
      [683_333, 444_444, 462_500, 1_590_277],
      [1_831_198, 1_979_084, -147_886],
      -18_305_785,
      null,
    ),
  ],
  [
    // 5 % → 4 % at par with six months left: 711.53 kr. a month saved, but 10,500 kr. of costs are not earned back.
    'break-even beyond the remaining term',
    input(200_000_000, '5', 6, null, '4', '100'),
    figures('down', 200_000_000, 0, [650_000, 400_000, 0, 1_050_000], [33_671_352, 33_600_199, 71_153], -623_083, null),
  ],
  [
    // A couple (100,000 kr. threshold) with 4,000,000 kr. at 6 % → 4 % at 98.25 over 30 years.
    'a couple converting a large loan down: the higher deduction threshold',
    input(400_000_000, '6', 360, null, '4', '98.25', true),
    figures(
      'down',
      407_124_682,
      7_124_682,
      [960_687, 814_249, 272_500, 2_047_436],
      [1_834_319, 1_540_457, 293_862],
      116_456_832,
      7,
    ),
  ],
])('%s', (_name, conversionInput, expected) => {
  expect(computeConversion(conversionInput)).toEqual(expected);
});

test('the monthly deduction in integers agrees with the shared rule (interestDeductionValue over one month)', () => {
  for (const interest of [0, 1, 33_333, 416_666, 416_667, 416_668, 1_000_001, 2_500_000, 9_999_999])
    for (const couple of [false, true])
      expect(monthDeductionOre(interest, couple)).toBe(toInteger(interestDeductionValue(ratio(interest), 1, couple)));
});

describe('a property’s verdict', () => {
  const property = { id: 7, residenceType: 'owner_house', address1: 'Algade 12', postalCode: '4000', city: 'Roskilde' };
  const mortgage = (over: Partial<MortgageRow>): MortgageRow => ({
    id: 1,
    loanKind: 'fixed',
    debtOre: 200_000_000,
    interestRate: '5.0000',
    termMonths: 240,
    periodicPaymentOre: 1_319_911,
    ...over,
  });
  const quotes = [
    { name: '3% Nykredit 2056', coupon: '3.0000', price: '95.0000' },
    { name: '4% Nykredit 2056', coupon: '4.0000', price: '99.0000' },
    { name: '5% Nykredit 2056', coupon: '5.0000', price: '100.5000' },
  ];

  test('the best series is picked, and the verdict says down', () => {
    const { view, bestGainOre } = assessProperty(property, [mortgage({})], quotes, false);
    expect(view.verdict).toBe('convert_down');
    // Same figures as the table's "down" case: 3 % at 95 beats 4 % at 99.
    expect(bestGainOre).toBe(22_074_184);
    expect(view.best).toEqual({
      mortgage_id: 1,
      direction: 'down',
      to_coupon: 3,
      monthly_saving_after_tax: 761.87,
      gain_after_tax: 220_741.84,
      break_even_month: 19,
    });
    expect(view.fixed_mortgages[0].conversion).toMatchObject({
      from_series: '5% Nykredit 2056',
      from_price: 100.5,
      to_series: '3% Nykredit 2056',
      to_price: 95,
      new_debt: 2_105_263.16,
      costs: { lender_fees: 6657.89, price_spread: 4210.53, registration_fee: 3225, total: 14_093.42 },
    });
  });

  test('no conversion gains: keep, with the best (losing) figures still shown', () => {
    const { view } = assessProperty(
      property,
      [mortgage({ interestRate: '4.0000', termMonths: 120 })],
      [{ name: '3%', coupon: '3', price: '90' }],
      false,
    );
    expect(view.verdict).toBe('keep');
    expect(view.best).toBeNull();
    expect(view.fixed_mortgages[0].conversion?.gain_after_tax).toBe(-183_057.85);
  });

  test('a fixed mortgage without rate or term: missing_data, naming what is missing', () => {
    const { view, bestGainOre } = assessProperty(
      property,
      [mortgage({ interestRate: null, termMonths: null })],
      quotes,
      false,
    );
    expect(view.verdict).toBe('missing_data');
    expect(bestGainOre).toBeNull();
    expect(view.fixed_mortgages[0]).toMatchObject({ missing: ['interest_rate', 'term_months'], conversion: null });
  });

  test('only variable mortgages (or none): no_fixed_mortgage', () => {
    const f1 = assessProperty(property, [mortgage({ loanKind: 'f1' })], quotes, false);
    expect(f1.view.verdict).toBe('no_fixed_mortgage');
    expect(f1.view.variable_mortgages).toHaveLength(1);
    expect(f1.bestGainOre).toBeNull();
    expect(assessProperty(property, [], quotes, false).view.verdict).toBe('no_fixed_mortgage');
  });

  test('up needs the own series priced under par; an unlisted coupon still converts down', () => {
    const unlisted = assessProperty(property, [mortgage({ interestRate: '4.5000' })], quotes, false);
    expect(unlisted.view.fixed_mortgages[0].conversion).toMatchObject({
      direction: 'down',
      from_series: '4.5%',
      from_price: 100,
    });
    const atPar = assessProperty(
      property,
      [mortgage({ interestRate: '3.0000' })],
      [
        { name: '3%', coupon: '3', price: '100.2' },
        { name: '4%', coupon: '4', price: '99' },
      ],
      false,
    );
    expect(atPar.view.fixed_mortgages[0].conversion).toBeNull();
    expect(atPar.view.verdict).toBe('keep');
  });
});
