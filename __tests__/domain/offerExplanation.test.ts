import {
  aopIncludesBondPriceLoss,
  figureContradictions,
  needsRepresentativeExample,
  offerSentence,
} from '../../domain/offerExplanation';

import { annuity } from '../../domain/annuity';
import { paymentRate } from '../../domain/interestRate';

interface Terms {
  product_type: string;
  product_sub_type: string;
  amount: number;
  interest_rate: number | string;
  contribution_rate: number | null;
  term_months: number | null;
  fees: number;
}

/**
 * An offered product as the server stores it when the lender gives no payment (server/leads/offerBody.ts): the
 * payment is the annuity at interest plus contribution, the total the payments plus the fees.
 */
function asStored(terms: Terms) {
  const { term_months: months } = terms;
  if (months === null) return { ...terms, monthly_payment: null, total_cost: null };
  const result = annuity({
    principalOre: Math.round(terms.amount * 100),
    annualRatePercent: paymentRate(terms.interest_rate, terms.contribution_rate),
    months,
    feesOre: Math.round(terms.fees * 100),
  });
  return { ...terms, monthly_payment: result.monthlyPaymentOre / 100, total_cost: result.totalCostOre / 100 };
}

// Each figure worked by hand from P = L·r / (1 − (1 + r)^−n), r = yearly rate / 12, then total = n·P + fees,
// rounded to whole kroner once, and interest and fees = total − amount.
const loan = (over: Partial<Terms>) =>
  asStored({
    product_type: 'loan',
    product_sub_type: 'consumer_loan',
    amount: 250_000,
    interest_rate: 8.1,
    contribution_rate: null,
    term_months: 84,
    fees: 0,
    ...over,
  });

describe('offerSentence', () => {
  test('consumer loan: 250,000 kr. at 8.10 % over 7 years', () => {
    // r = 0.00675, (1.00675)^84 = 1.7597, P = 250,000 × 0.00675 / (1 − 1/1.7597) = 3,909.02;
    // 84 × 3,909.0206 = 328,357.73.
    expect(offerSentence(loan({}))).toEqual({
      amount: 250_000,
      monthlyPayment: 3_909,
      termMonths: 84,
      totalPayable: 328_358,
      interestAndFees: 78_358,
    });
  });

  test('home purchase mortgage: 2,000,000 kr. at 4.00 % + 0.80 % contribution over 30 years, 30,000 kr. fees', () => {
    // The payment is made at 4.80 %: r = 0.004, (1.004)^360 = 4.2105, P = 8,000 / (1 − 1/4.2105) = 10,493.31;
    // 360 × 10,493.3071 = 3,777,590.55, + 30,000 fees = 3,807,590.55.
    expect(
      offerSentence(
        loan({
          product_sub_type: 'mortgage_fixed',
          amount: 2_000_000,
          interest_rate: 4,
          contribution_rate: 0.8,
          term_months: 360,
          fees: 30_000,
        }),
      ),
    ).toEqual({
      amount: 2_000_000,
      monthlyPayment: 10_493,
      termMonths: 360,
      totalPayable: 3_807_591,
      interestAndFees: 1_807_591,
    });
  });

  test('car loan: 200,000 kr. at 5.95 % over 5 years, 2,500 kr. fees', () => {
    // r = 0.0049583, (1.0049583)^60 = 1.3458, P = 991.67 / (1 − 1/1.3458) = 3,861.91;
    // 60 × 3,861.9121 = 231,714.73, + 2,500 = 234,214.73.
    expect(
      offerSentence(
        loan({ product_sub_type: 'car_loan', amount: 200_000, interest_rate: 5.95, term_months: 60, fees: 2_500 }),
      ),
    ).toEqual({
      amount: 200_000,
      monthlyPayment: 3_862,
      termMonths: 60,
      totalPayable: 234_215,
      interestAndFees: 34_215,
    });
  });

  test('refinancing: 1,500,000 kr. at 3.50 % + 0.65 % over 25 years, 15,000 kr. fees', () => {
    // At 4.15 %: r = 0.0034583, (1.0034583)^300 = 2.8167, P = 5,187.5 / (1 − 1/2.8167) = 8,042.31;
    // 300 × 8,042.3142 = 2,412,694.26, + 15,000 = 2,427,694.26.
    expect(
      offerSentence(
        loan({
          product_sub_type: 'mortgage_f5',
          amount: 1_500_000,
          interest_rate: 3.5,
          contribution_rate: 0.65,
          term_months: 300,
          fees: 15_000,
        }),
      ),
    ).toEqual({
      amount: 1_500_000,
      monthlyPayment: 8_042,
      termMonths: 300,
      totalPayable: 2_427_694,
      interestAndFees: 927_694,
    });
  });

  test('rates as the database writes them give the same figures', () => {
    expect(offerSentence(loan({ interest_rate: '8.1000' }))).toEqual(offerSentence(loan({})));
  });

  test("a lender's own payment is what the sentence says, with the total the server made of it", () => {
    // 3,950 kr. typed by the lender instead of the annuity's 3,909.02: the server stores 84 × 3,950 = 331,800.
    expect(offerSentence({ ...loan({}), monthly_payment: 3_950, total_cost: 331_800 })).toEqual({
      amount: 250_000,
      monthlyPayment: 3_950,
      termMonths: 84,
      totalPayable: 331_800,
      interestAndFees: 81_800,
    });
  });

  test('no sentence for a deposit or a product without a term', () => {
    expect(offerSentence(loan({ product_type: 'deposit' }))).toBeNull();
    expect(offerSentence(loan({ term_months: null }))).toBeNull();
  });
});

describe('which products carry which explanation', () => {
  test('only mortgages name the bond price loss; every loan and credit needs the representative example, no deposit', () => {
    expect(aopIncludesBondPriceLoss({ product_type: 'loan', product_sub_type: 'mortgage_fixed' })).toBe(true);
    expect(aopIncludesBondPriceLoss({ product_type: 'loan', product_sub_type: 'car_loan' })).toBe(false);
    expect(needsRepresentativeExample({ product_type: 'loan', product_sub_type: 'consumer_loan' })).toBe(true);
    expect(needsRepresentativeExample({ product_type: 'loan', product_sub_type: 'bank_home_loan' })).toBe(true);
    expect(needsRepresentativeExample({ product_type: 'deposit', product_sub_type: 'savings' })).toBe(false);
  });
});

describe('figureContradictions', () => {
  const consistent = { amountOre: 25_000_000, interestRate: 8.1, aop: 8.42, totalPayableOre: 32_835_773 };

  test('consistent figures pass', () => {
    expect(figureContradictions(consistent)).toEqual([]);
    expect(figureContradictions({ ...consistent, aop: 8.1 })).toEqual([]);
  });

  test('an ÅOP below the nominal rate names the ÅOP', () => {
    expect(figureContradictions({ ...consistent, aop: '8.0999' })).toEqual([{ field: 'aop', rule: 'aop_below_rate' }]);
  });

  test('a total payable below the amount names the total', () => {
    expect(figureContradictions({ ...consistent, totalPayableOre: 24_999_999 })).toEqual([
      { field: 'total_payable', rule: 'total_below_amount' },
    ]);
  });
});
