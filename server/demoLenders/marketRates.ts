// Market levels the demo lenders price from (docs/domain.md, "Mortgages and loans"): rough 2025/2026 Danish levels,
// not advice. Rates are in percent with at most four decimals; amounts in øre. The one place to change them.
// The products themselves, and the ÅOP cap every offer keeps to, are the lead workflow's (leads/lendingProducts.ts).
import type { LenderProduct, MortgageProduct } from '../leads/lendingProducts';

/** Bond rate of each mortgage kind (fixed ≈ 3.5–4 %, F1 ≈ 2.3 %, F3 ≈ 2.4 %, F5 ≈ 2.7 %). */
export const MORTGAGE_INTEREST_PERCENT: Record<MortgageProduct, number> = {
  fixed_mortgage: 3.75,
  f5_mortgage: 2.7,
  f3_mortgage: 2.4,
  f1_mortgage: 2.3,
};

/** Loan kinds fixed for under five years: refused when the debt factor is over 4 and the loan-to-value over 60 %. */
export const SHORT_FIXED_VARIABLE: readonly LenderProduct[] = ['f1_mortgage', 'f3_mortgage', 'bank_home_loan'];
export const VARIABLE_LIMIT = { debtFactorAbove: 4, loanToValueAbovePercent: 60 } as const;

/**
 * Contribution fee (bidragssats) a year by loan-to-value band. Like the mortgage institutes, each slice of the
 * loan pays its band's fee: the part up to 40 % of the value, the part from 40 to 60 %, the part from 60 to 80 %.
 */
export const CONTRIBUTION_BANDS: readonly { upToLtvPercent: number; percent: Record<MortgageProduct, number> }[] = [
  { upToLtvPercent: 40, percent: { fixed_mortgage: 0.3, f5_mortgage: 0.3, f3_mortgage: 0.3, f1_mortgage: 0.3 } },
  { upToLtvPercent: 60, percent: { fixed_mortgage: 0.7, f5_mortgage: 0.75, f3_mortgage: 0.8, f1_mortgage: 0.9 } },
  { upToLtvPercent: 80, percent: { fixed_mortgage: 1.15, f5_mortgage: 1.3, f3_mortgage: 1.5, f1_mortgage: 1.7 } },
];

/** Mortgage-credit loans lend at most this share of an owner-occupied home's value. */
export const MORTGAGE_MAX_LTV_PERCENT = 80;
/** The customer pays at least 5 % down payment (since November 2015): no home lending above 95 %. */
export const HOME_LENDING_MAX_LTV_PERCENT = 95;

/** Bank home loan (boliglån) for the 80–95 % part: variable, a few points above mortgage bonds. */
export const BANK_HOME_LOAN_PERCENT = 4.75;

/** Car loans ≈ 3–10 % ÅOP: a base plus a surcharge by the loan's share of the car's value. */
export const CAR_LOAN_PERCENT = 4.49;
export const CAR_LOAN_SURCHARGES: readonly { upToLtvPercent: number; percent: number }[] = [
  { upToLtvPercent: 50, percent: 0 },
  { upToLtvPercent: 80, percent: 1 },
  { upToLtvPercent: Infinity, percent: 2.5 },
];
/** Surcharge when the car's value is not known. */
export const CAR_LOAN_UNKNOWN_VALUE_SURCHARGE_PERCENT = 1;

/** Consumer loans ≈ 5–25 % ÅOP: a base plus a surcharge by debt factor; never above the legal ÅOP cap. */
export const CONSUMER_LOAN_PERCENT = 6.95;
export const CONSUMER_LOAN_SURCHARGES: readonly { debtFactorBelow: number; percent: number }[] = [
  { debtFactorBelow: 2, percent: 0 },
  { debtFactorBelow: 3, percent: 2 },
  { debtFactorBelow: 4, percent: 4 },
  { debtFactorBelow: Infinity, percent: 7 },
];
/** Nationalbanken's current-account rate; savings accounts pay a little under it. */
export const CENTRAL_BANK_RATE_PERCENT = 1.6;
export const SAVINGS_SPREAD_PERCENT = 0.35;

/** Terms in months when the customer's current loan does not say. */
/**
 * How long each product's rate is fixed before it may first change (the standard information sheet's rate type):
 * an Fn mortgage n years; a bank loan follows its reference rate at once; a fixed mortgage for its whole term.
 */
export const RATE_FIXED_MONTHS: Record<Exclude<LenderProduct, 'savings_account'>, number | null> = {
  fixed_mortgage: null,
  f5_mortgage: 60,
  f3_mortgage: 36,
  f1_mortgage: 12,
  bank_home_loan: 0,
  car_loan: 0,
  consumer_loan: 0,
};

/**
 * Compensation on early repayment, percent of the amount repaid: none on mortgages (redeemed at par or by buying
 * the bonds back) and variable-rate bank loans; 1 % on car and consumer loans, the most kreditaftaleloven section 30
 * allows with more than a year left.
 */
export const EARLY_REPAYMENT_FEE_PERCENT: Record<Exclude<LenderProduct, 'savings_account'>, number> = {
  fixed_mortgage: 0,
  f5_mortgage: 0,
  f3_mortgage: 0,
  f1_mortgage: 0,
  bank_home_loan: 0,
  car_loan: 1,
  consumer_loan: 1,
};

export const DEFAULT_TERM_MONTHS: Record<Exclude<LenderProduct, 'savings_account'>, number> = {
  fixed_mortgage: 360,
  f5_mortgage: 360,
  f3_mortgage: 360,
  f1_mortgage: 360,
  bank_home_loan: 240,
  car_loan: 60,
  consumer_loan: 60,
};

/** Establishment fee of each product, in øre. */
export const ESTABLISHMENT_FEE_ORE: Record<Exclude<LenderProduct, 'savings_account'>, number> = {
  fixed_mortgage: 400_000,
  f5_mortgage: 400_000,
  f3_mortgage: 400_000,
  f1_mortgage: 400_000,
  bank_home_loan: 300_000,
  car_loan: 150_000,
  consumer_loan: 50_000,
};

/** Registration of a deed (tinglysning): a fixed fee plus a share of the newly secured amount. */
export const REGISTRATION_FIXED_FEE_ORE = 182_500;
export const REGISTRATION_RATE_PERCENT = 1.45;
