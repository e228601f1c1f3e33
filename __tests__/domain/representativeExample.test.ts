import {
  obligedToGiveExample,
  offerRateRisk,
  rateRise,
  representativeExample,
  type StandardFiguresInput,
} from '../../domain/representativeExample';
import { rankOffers } from '../../domain/offerRanking';
import type { OfferLike, ProductLike } from '../../domain/offerProducts';

const consumerLoan: StandardFiguresInput = {
  product_type: 'loan',
  product_sub_type: 'consumer_loan',
  amount: 100_000,
  interest_rate: 6,
  aop: null,
  term_months: 12,
  fees: 1_000,
  monthly_payment: null,
  total_cost: null,
  rate_type: 'fixed',
  early_repayment_fee_percent: 0,
};

const mortgage = (subType: string, rateType: 'fixed' | 'variable', fixedMonths: number | null) => ({
  product_type: 'loan',
  product_sub_type: subType,
  amount: 1_000_000,
  interest_rate: 4,
  contribution_rate: null,
  aop: null,
  term_months: 360,
  fees: 0,
  monthly_payment: null,
  total_cost: null,
  rate_type: rateType,
  rate_fixed_months: fixedMonths,
});

describe('representativeExample', () => {
  test('a consumer loan of 100,000 kr. at 6 % for 12 months with 1,000 kr. in fees, worked by hand', () => {
    // r = 6 % / 12 = 0.005; P = 100,000 × 0.005 / (1 − 1.005^−12) = 500 / (1 − 0.941905) = 500 / 0.0580955
    //   = 8,606.6430 → 8,606.64 kr. a month.
    // Total payable = 12 × 8,606.6430 (the exact payment, rounded once) + 1,000 fees = 103,279.72 + 1,000.
    // Credit cost = 104,279.72 − 100,000 = 4,279.72.
    const example = representativeExample(consumerLoan)!;
    expect(example).toMatchObject({
      amount: 100_000,
      termMonths: 12,
      numberOfPayments: 12,
      rateType: 'fixed',
      rateFixedMonths: 12,
      monthlyPayment: 8_606.64,
      totalPayable: 104_279.72,
      creditCost: 4_279.72,
      fees: 1_000,
    });
    // ÅOP X: what is received (99,000 after fees) equals the payments discounted at (1 + X)^(−k/12).
    const x = example.aop! / 100;
    let presentValue = 0;
    for (let k = 1; k <= 12; k++) presentValue += 8_606.64 * Math.pow(1 + x, -k / 12);
    expect(example.aop).toBe(8.18);
    expect(Math.abs(presentValue - 99_000)).toBeLessThan(5);
  });

  test("the lender's own payment, total and ÅOP are the example's figures when it gave them", () => {
    const example = representativeExample({
      ...consumerLoan,
      monthly_payment: 8_610,
      total_cost: 104_320,
      aop: 8.25,
    })!;
    expect(example).toMatchObject({ monthlyPayment: 8_610, totalPayable: 104_320, aop: 8.25, creditCost: 4_320 });
  });

  test('every loan and credit must have one, mortgages too; a deposit none', () => {
    expect(obligedToGiveExample({ product_type: 'loan' })).toBe(true);
    expect(obligedToGiveExample({ product_type: 'credit' })).toBe(true);
    expect(obligedToGiveExample({ product_type: 'deposit' })).toBe(false);
    expect(representativeExample(mortgage('f1_mortgage', 'variable', 12))).not.toBeNull();
    expect(representativeExample({ ...consumerLoan, term_months: null })).toBeNull();
  });
});

describe('rateRise: the monthly payment if the rate rises 2 percentage points', () => {
  test('1,000,000 kr. over 30 years at 4 %, worked by hand', () => {
    // At 4 %: r = 0.04 / 12; P = 1,000,000 × r / (1 − (1 + r)^−360) = 3,333.33 / 0.698204 = 4,774.15 kr.
    // At 6 %: r = 0.005;    P = 1,000,000 × 0.005 / (1 − 1.005^−360) = 5,000 / 0.833958 = 5,995.51 kr.
    // The payment moves 5,995.51 − 4,774.15 = 1,221.36 kr. a month.
    expect(rateRise(mortgage('f1_mortgage', 'variable', 12))).toEqual({
      rateType: 'variable',
      exposed: true,
      changesAfterMonths: 12,
      paymentNow: 4_774.15,
      paymentAfterRise: 5_995.51,
      increase: 1_221.36,
    });
  });

  test('a fixed rate for the whole term does not move', () => {
    expect(rateRise(mortgage('fixed_mortgage', 'fixed', null))).toMatchObject({ exposed: false, increase: 0 });
  });

  test('the contribution rate is part of the rate that rises from', () => {
    // 3.5 % + 0.5 % contribution = 4 %: the same payments as above.
    const rise = rateRise({ ...mortgage('f5_mortgage', 'variable', 60), interest_rate: 3.5, contribution_rate: 0.5 })!;
    expect(rise.paymentNow).toBe(4_774.15);
    expect(rise.increase).toBe(1_221.36);
  });

  test("an offer's risk adds its exposed credits and names the soonest change", () => {
    const risk = offerRateRisk([
      mortgage('f1_mortgage', 'variable', 12),
      mortgage('f5_mortgage', 'variable', 60),
      mortgage('fixed_mortgage', 'fixed', null),
    ]);
    expect(risk).toEqual({ rateType: 'variable', increase: 2_442.72, changesAfterMonths: 12 });
  });
});

describe('the best offer is explained with its rate risk', () => {
  const product = (id: number, subType: string, rateType: string, fixedMonths: number | null, rate: number) =>
    ({
      ...mortgage(subType, rateType as 'fixed', fixedMonths),
      id,
      interest_rate: rate,
      replaces: ['mortgages.0'],
    }) as ProductLike;
  const offer = (p: ProductLike, saving: number): OfferLike => ({
    total_monthly_discount: saving,
    savings_after_tax_for_month_1: saving,
    savings_after_tax_for_year_1: saving * 12,
    loans: [p],
    credits: [],
    deposits: [],
  });

  test('a fixed-rate best offer has nothing safer', () => {
    const ranking = rankOffers({ purpose: 'existing_property', properties: [], vehicles: [] }, [
      { id: 3, offer: offer(product(31, 'fixed_mortgage', 'fixed', null, 4), 1_300) },
      { id: 1, offer: offer(product(11, 'f1_mortgage', 'variable', 12, 2), 1_200) },
    ]);
    expect(ranking.bestRisk).toEqual({ risk: { rateType: 'fixed', increase: 0, changesAfterMonths: null }, safer: [] });
  });

  test('an F1 that saves most is best, and its risk names the F5 and the fixed loan that move less', () => {
    const ranking = rankOffers({ purpose: 'existing_property', properties: [], vehicles: [] }, [
      { id: 1, offer: offer(product(11, 'f1_mortgage', 'variable', 12, 2), 1_500) },
      { id: 2, offer: offer(product(21, 'f5_mortgage', 'variable', 60, 3), 900) },
      { id: 3, offer: offer(product(31, 'fixed_mortgage', 'fixed', null, 4), 300) },
    ]);
    expect(ranking.best).toEqual({ id: 1, reason: 'largestSaving' });
    expect(ranking.bestRisk?.risk).toMatchObject({ rateType: 'variable', changesAfterMonths: 12 });
    expect(ranking.bestRisk?.risk.increase).toBeGreaterThan(0);
    // The F5 (at 3 %) moves more than the F1 at 2 % would for the same rise, but only after five years: safer.
    expect([...ranking.bestRisk!.safer].sort()).toEqual([2, 3]);
  });
});
