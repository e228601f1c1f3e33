// Every demo lender's answer to a table of requests, with exact rates, payments in øre, fees and ÅOP. The
// payments and ÅOP were checked against an independent computation with exact fractions.
import type { RfqRequest } from '../../../server/db/schema';
import { demoLenders } from '../../../server/demoLenders/lenderList';
import {
  contributionRateUnits,
  priceRequest,
  type LenderDecision,
  type PricedProduct,
} from '../../../server/demoLenders/priceRequest';
import { readPricingProfile, type PricingProfile } from '../../../server/demoLenders/pricingProfile';
import { readRequestFacts } from '../../../server/leads/requestFacts';

const base = { properties: [], mortgages: [], loans: [], credits: [], deposits: [] };

function profileOf(slug: string): PricingProfile {
  const lender = demoLenders.find((l) => l.slug === slug);
  const profile = lender && readPricingProfile(lender.pricing);
  if (!profile) throw new Error(slug);
  return profile;
}
const servesOf = (slug: string) => demoLenders.find((l) => l.slug === slug)?.serves ?? [];

/** [sub type, amount, rate, contribution, ÅOP, months, fees, monthly payment, total cost, replaces] */
type Brief = [
  string,
  number,
  string,
  string | null,
  string | null,
  number | null,
  number,
  number | null,
  number | null,
  string[],
];
const brief = (p: PricedProduct): Brief => [
  p.productSubType,
  p.amountOre,
  p.interestRate,
  p.contributionRate,
  p.aop,
  p.termMonths,
  p.feesOre,
  p.monthlyPaymentOre,
  p.totalCostOre,
  p.replaces,
];
const answer = (d: LenderDecision) => (d.kind === 'decline' ? { decline: d.reason } : { offer: d.products.map(brief) });

function answers(request: RfqRequest, subjects: string[]) {
  const facts = readRequestFacts(request, subjects);
  return Object.fromEntries(
    demoLenders
      .filter((l) => l.serves.some((s) => subjects.includes(s)))
      .map((l) => [l.slug, answer(priceRequest({ serves: l.serves, profile: profileOf(l.slug) }, facts))]),
  );
}

const mette: RfqRequest = {
  ...base,
  purpose: 'existing_property',
  civil_status: 'married',
  household_monthly_income: 100_500,
  properties: [{ is_existing: true, value: 3_800_000, residence_type: 'owner_house' }],
  mortgages: [{ debt: 2_350_000, interest_rate: 4, periodic_payment: 13_650, term_months: 312 }],
  loans: [
    { liability_sub_type: 'bank_home_loan', debt: 310_000, interest_rate: 6.25, periodic_payment: 3_450 },
    { liability_sub_type: 'car', debt: 165_000, interest_rate: 7.9, periodic_payment: 3_350 },
  ],
  deposits: [{ deposit_type: 'savings', amount: 185_000, interest_rate: 0.25 }],
};

const purchase = (price: number, downPayment: number, income: number, civil = 'married'): RfqRequest => ({
  ...base,
  purpose: 'property_purchaser',
  civil_status: civil,
  household_monthly_income: income,
  properties: [{ is_existing: false, price, down_payment: downPayment, residence_type: 'owner_house' }],
});

describe('demo lenders price a request', () => {
  test('refinancing a house (LTV 70 %, debt factor 2.34): mortgage institutes fold the bank loan into a new mortgage, banks refinance the rest', () => {
    expect(answers(mette, ['mortgages', 'loans', 'properties', 'deposits'])).toEqual({
      'oresund-bank': {
        offer: [
          ['bank_home_loan', 31_000_000, '4.9500', null, '5.2600', 240, 482_500, 203_731, 49_377_939, ['loans.0']],
          ['car_loan', 16_500_000, '5.6900', null, '6.2400', 60, 150_000, 316_618, 19_147_094, ['loans.1']],
          ['savings_account', 18_500_000, '1.0500', null, null, null, 0, null, null, ['deposits.0']],
        ],
      },
      // 2,660,000 kr. of 3,800,000: 40 % at 0.30, 20 % at 0.75, 10 % at 1.30 → 0.5714 %; registration on the
      // 310,000 kr. newly secured.
      'kattegat-realkredit': {
        offer: [
          [
            'f5_mortgage',
            266_000_000,
            '2.7000',
            '0.5714',
            '3.3600',
            312,
            1_032_000,
            1_267_029,
            396_344_958,
            ['mortgages.0', 'loans.0'],
          ],
        ],
      },
      'skovby-sparekasse': {
        offer: [
          ['bank_home_loan', 31_000_000, '5.1000', null, '5.4200', 240, 482_500, 206_303, 49_995_138, ['loans.0']],
          ['car_loan', 16_500_000, '5.8400', null, '6.4000', 60, 150_000, 317_765, 19_215_906, ['loans.1']],
          ['savings_account', 18_500_000, '0.9000', null, null, null, 0, null, null, ['deposits.0']],
        ],
      },
      'boelge-bank': {
        offer: [
          ['car_loan', 16_500_000, '5.5900', null, '6.1300', 60, 150_000, 315_855, 19_101_304, ['loans.1']],
          ['savings_account', 18_500_000, '1.1500', null, null, null, 0, null, null, ['deposits.0']],
        ],
      },
      'hedeland-andelskasse': {
        offer: [
          ['bank_home_loan', 31_000_000, '5.2500', null, '5.5800', 240, 482_500, 208_892, 50_616_506, ['loans.0']],
          ['savings_account', 18_500_000, '0.7500', null, null, null, 0, null, null, ['deposits.0']],
        ],
      },
      'limfjord-kredit': {
        offer: [
          [
            'f1_mortgage',
            266_000_000,
            '2.3500',
            '0.6714',
            '3.1000',
            312,
            1_032_000,
            1_231_855,
            385_370_700,
            ['mortgages.0', 'loans.0'],
          ],
        ],
      },
    });
  });

  test('a purchase with 10 % down (LTV 90 %, debt factor 2.5): 80 % as a mortgage, 80–95 % as a bank home loan', () => {
    expect(answers(purchase(3_000_000, 300_000, 90_000), ['properties', 'mortgages'])).toEqual({
      'oresund-bank': {
        offer: [['bank_home_loan', 30_000_000, '4.9500', null, '5.4500', 240, 917_500, 197_159, 48_235_667, []]],
      },
      'kattegat-realkredit': {
        offer: [['f5_mortgage', 240_000_000, '2.7000', '0.6625', '3.5600', 360, 4_062_500, 1_059_371, 385_436_055, []]],
      },
      // Skovby lends up to 90 %: exactly at its limit.
      'skovby-sparekasse': {
        offer: [['bank_home_loan', 30_000_000, '5.1000', null, '5.6100', 240, 917_500, 199_648, 48_832_956, []]],
      },
      'hedeland-andelskasse': {
        offer: [['bank_home_loan', 30_000_000, '5.2500', null, '5.7700', 240, 917_500, 202_153, 49_434_280, []]],
      },
      'limfjord-kredit': {
        offer: [['f1_mortgage', 240_000_000, '2.3500', '0.8000', '3.3400', 360, 4_062_500, 1_031_369, 375_355_167, []]],
      },
    });
  });

  test('under 5 % down payment (LTV 96.7 %) every lender declines', () => {
    expect(answers(purchase(3_000_000, 100_000, 90_000), ['properties', 'mortgages'])).toEqual({
      'oresund-bank': { decline: 'loan_to_value_too_high' },
      'kattegat-realkredit': { decline: 'loan_to_value_too_high' },
      'skovby-sparekasse': { decline: 'loan_to_value_too_high' },
      'hedeland-andelskasse': { decline: 'loan_to_value_too_high' },
      'limfjord-kredit': { decline: 'loan_to_value_too_high' },
    });
  });

  test('debt factor 4.09 with LTV 90 %: no loans fixed under five years; lenders with a limit of 4 decline', () => {
    expect(answers(purchase(3_000_000, 300_000, 55_000, 'single'), ['properties', 'mortgages'])).toEqual({
      'oresund-bank': { decline: 'variable_rate_not_allowed' },
      // F5 is fixed for five years, so still allowed
      'kattegat-realkredit': {
        offer: [['f5_mortgage', 240_000_000, '2.7000', '0.6625', '3.5600', 360, 4_062_500, 1_059_371, 385_436_055, []]],
      },
      'skovby-sparekasse': { decline: 'debt_factor_too_high' },
      'hedeland-andelskasse': { decline: 'variable_rate_not_allowed' },
      'limfjord-kredit': { decline: 'debt_factor_too_high' },
    });
  });

  test('a new car for 300,000 kr. with 60,000 kr. down (car LTV 80 %): 4.49 % + 1 point + margin', () => {
    const request = {
      ...base,
      purpose: 'vehicle_purchaser',
      household_monthly_income: 40_000,
      vehicles: [{ is_existing: false, price: 300_000, down_payment: 60_000 }],
    };
    expect(answers(request, ['vehicles'])).toEqual({
      'oresund-bank': {
        offer: [['car_loan', 24_000_000, '5.6900', null, '6.1200', 60, 150_000, 460_536, 27_782_137, []]],
      },
      'skovby-sparekasse': {
        offer: [['car_loan', 24_000_000, '5.8400', null, '6.2700', 60, 150_000, 462_204, 27_882_227, []]],
      },
      'boelge-bank': {
        offer: [['car_loan', 24_000_000, '5.5900', null, '6.0100', 60, 150_000, 459_426, 27_715_533, []]],
      },
    });
  });

  test('consumer loan and card debt are refinanced separately; the student loan is left alone', () => {
    const request = {
      ...base,
      purpose: 'generic',
      household_monthly_income: 30_000,
      loans: [
        { liability_sub_type: 'consumer', debt: 80_000, interest_rate: 14.9, periodic_payment: 1_900, term_months: 48 },
        { liability_sub_type: 'student', debt: 50_000, interest_rate: 4, periodic_payment: 600 },
      ],
      credits: [{ liability_sub_type: 'card', debt: 25_000, interest_rate: 22, periodic_payment: 1_000 }],
    };
    expect(answers(request, ['loans', 'credits', 'student_loans'])).toEqual({
      'oresund-bank': {
        offer: [
          ['consumer_loan', 8_000_000, '7.1500', null, '7.7400', 48, 50_000, 192_127, 9_272_105, ['loans.0']],
          ['consumer_loan', 2_500_000, '7.1500', null, '8.3000', 60, 50_000, 49_680, 3_030_807, ['credits.0']],
        ],
      },
      'skovby-sparekasse': {
        offer: [
          ['consumer_loan', 8_000_000, '7.3000', null, '7.9000', 48, 50_000, 192_685, 9_298_899, ['loans.0']],
          ['consumer_loan', 2_500_000, '7.3000', null, '8.4700', 60, 50_000, 49_858, 3_041_457, ['credits.0']],
        ],
      },
      'boelge-bank': {
        offer: [
          ['consumer_loan', 8_000_000, '7.0500', null, '7.6300', 48, 50_000, 191_756, 9_254_268, ['loans.0']],
          ['consumer_loan', 2_500_000, '7.0500', null, '8.1900', 60, 50_000, 49_562, 3_023_720, ['credits.0']],
        ],
      },
      'hedeland-andelskasse': {
        offer: [
          ['consumer_loan', 8_000_000, '7.4500', null, '8.0600', 48, 50_000, 193_245, 9_325_741, ['loans.0']],
          ['consumer_loan', 2_500_000, '7.4500', null, '8.6300', 60, 50_000, 50_035, 3_052_130, ['credits.0']],
        ],
      },
    });
  });

  test('debt factor 3.8: consumer loans cost 4 points more, and Bølge Bank (limit 3.5) declines', () => {
    const request = {
      ...base,
      purpose: 'generic',
      household_monthly_income: 20_000,
      loans: [{ liability_sub_type: 'consumer', debt: 912_000, interest_rate: 14.9, periodic_payment: 15_000 }],
    };
    expect(answers(request, ['loans'])).toEqual({
      'oresund-bank': {
        offer: [
          ['consumer_loan', 91_200_000, '11.1500', null, '11.7600', 60, 50_000, 1_989_738, 119_434_288, ['loans.0']],
        ],
      },
      'skovby-sparekasse': {
        offer: [
          ['consumer_loan', 91_200_000, '11.3000', null, '11.9300', 60, 50_000, 1_996_581, 119_844_855, ['loans.0']],
        ],
      },
      'boelge-bank': { decline: 'debt_factor_too_high' },
      'hedeland-andelskasse': {
        offer: [
          ['consumer_loan', 91_200_000, '11.4500', null, '12.1000', 60, 50_000, 2_003_437, 120_256_238, ['loans.0']],
        ],
      },
    });
  });

  test('without an income no lender lends; one that has nothing to offer says so', () => {
    const request = {
      ...base,
      purpose: 'generic',
      loans: [{ liability_sub_type: 'car', debt: 100_000, interest_rate: 8, periodic_payment: 2_500 }],
    };
    expect(answers(request, ['loans'])).toEqual({
      'oresund-bank': { decline: 'missing_income' },
      'skovby-sparekasse': { decline: 'missing_income' },
      'boelge-bank': { decline: 'missing_income' },
      'hedeland-andelskasse': { decline: 'nothing_to_improve' },
    });
  });

  test('savings move only for a better rate: 1.1 % today is beaten by Bølge Bank alone (1.60 − 0.35 − 0.10)', () => {
    const request = {
      ...base,
      purpose: 'generic',
      deposits: [{ deposit_type: 'savings', amount: 500_000, interest_rate: 1.1 }],
    };
    expect(answers(request, ['deposits'])).toEqual({
      'oresund-bank': { decline: 'nothing_to_improve' },
      'skovby-sparekasse': { decline: 'nothing_to_improve' },
      'boelge-bank': {
        offer: [['savings_account', 50_000_000, '1.1500', null, null, null, 0, null, null, ['deposits.0']]],
      },
      'hedeland-andelskasse': { decline: 'nothing_to_improve' },
    });
  });
});

describe('decline rules', () => {
  // Refinancing a house worth 2,000,000 kr. with 1,500,000 kr. of mortgage (LTV 75 %) on an income that gives
  // a debt factor of 4.17.
  const stretched: RfqRequest = {
    ...base,
    purpose: 'existing_property',
    household_monthly_income: 30_000,
    properties: [{ is_existing: true, value: 2_000_000 }],
    mortgages: [{ debt: 1_500_000, interest_rate: 4.5, periodic_payment: 8_000, term_months: 300 }],
  };
  const facts = readRequestFacts(stretched, ['mortgages', 'properties']);

  test('the example is over debt factor 4 and LTV 60 %', () => {
    expect(facts.debtFactor).toBeCloseTo(4.1667, 4);
    expect(facts.loanToValuePercent).toBe(75);
  });

  test('a lender selling only F1 declines', () => {
    const onlyF1 = {
      serves: ['mortgages'],
      profile: { margin: 0, maxLtv: 80, maxDebtFactor: 6, products: ['f1_mortgage' as const] },
    };
    expect(priceRequest(onlyF1, facts)).toEqual({ kind: 'decline', reason: 'variable_rate_not_allowed' });
  });

  test('a lender preferring F1 but also selling fixed offers fixed', () => {
    const limfjordWithRoom = {
      serves: servesOf('limfjord-kredit'),
      profile: { ...profileOf('limfjord-kredit'), maxDebtFactor: 6 },
    };
    const decision = priceRequest(limfjordWithRoom, facts);
    expect(
      decision.kind === 'offer' && decision.products.map((p) => [p.productSubType, p.interestRate, p.contributionRate]),
    ).toEqual([
      // (40 × 0.30 + 20 × 0.70 + 15 × 1.15) / 75 = 0.5767
      ['fixed_mortgage', '3.8000', '0.5767'],
    ]);
  });

  test('over its maximum debt factor a lender declines', () => {
    expect(priceRequest({ serves: servesOf('limfjord-kredit'), profile: profileOf('limfjord-kredit') }, facts)).toEqual(
      {
        kind: 'decline',
        reason: 'debt_factor_too_high',
      },
    );
  });

  test('a mortgage over 80 % of the value cannot be refinanced by a mortgage institute', () => {
    const underwater = readRequestFacts(
      {
        ...stretched,
        household_monthly_income: 60_000,
        mortgages: [{ debt: 1_700_000, interest_rate: 4.5, periodic_payment: 9_000 }],
      },
      ['mortgages'],
    );
    expect(
      priceRequest({ serves: servesOf('kattegat-realkredit'), profile: profileOf('kattegat-realkredit') }, underwater),
    ).toEqual({
      kind: 'decline',
      reason: 'loan_to_value_too_high',
    });
  });

  test('a bank over its maximum LTV declines: Skovby lends to 90 %, this purchase is at 92 %', () => {
    const facts92 = readRequestFacts(purchase(2_500_000, 200_000, 80_000), ['properties']);
    expect(
      priceRequest({ serves: servesOf('skovby-sparekasse'), profile: profileOf('skovby-sparekasse') }, facts92),
    ).toEqual({
      kind: 'decline',
      reason: 'loan_to_value_too_high',
    });
    expect(priceRequest({ serves: servesOf('oresund-bank'), profile: profileOf('oresund-bank') }, facts92).kind).toBe(
      'offer',
    );
  });

  test('a current rate that is already lower is not refinanced', () => {
    const cheap = readRequestFacts(
      {
        ...base,
        purpose: 'generic',
        household_monthly_income: 40_000,
        loans: [{ liability_sub_type: 'car', debt: 100_000, interest_rate: 3.9, periodic_payment: 2_000 }],
      },
      ['loans'],
    );
    expect(priceRequest({ serves: servesOf('boelge-bank'), profile: profileOf('boelge-bank') }, cheap)).toEqual({
      kind: 'decline',
      reason: 'nothing_to_improve',
    });
  });

  test('no consumer loan above the 35 % ÅOP cap: a tiny loan with a fee is not offered', () => {
    const tiny = readRequestFacts(
      {
        ...base,
        purpose: 'generic',
        household_monthly_income: 40_000,
        credits: [
          { liability_sub_type: 'card', debt: 1_000, interest_rate: 30, periodic_payment: 200, term_months: 6 },
        ],
      },
      ['credits'],
    );
    expect(priceRequest({ serves: servesOf('oresund-bank'), profile: profileOf('oresund-bank') }, tiny)).toEqual({
      kind: 'decline',
      reason: 'nothing_to_improve',
    });
  });
});

describe('contribution fee by loan-to-value band', () => {
  test('each slice of the loan pays its band: 0–40 % at 0.30, 40–60 % at the middle band, 60–80 % at the top band', () => {
    expect(contributionRateUnits('fixed_mortgage', 400_000_00, 1_000_000_00)).toBe(3_000n);
    expect(contributionRateUnits('fixed_mortgage', 600_000_00, 1_000_000_00)).toBe(4_333n); // (40×0.30 + 20×0.70) / 60
    expect(contributionRateUnits('f1_mortgage', 800_000_00, 1_000_000_00)).toBe(8_000n); // (40×0.30 + 20×0.90 + 20×1.70) / 80
  });
});
