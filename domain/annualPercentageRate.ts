// ÅOP (årlige omkostninger i procent): the yearly rate X at which what the customer receives equals the present
// value of what they pay, as the consumer credit act's appendix 1 prescribes:
//   principal − fees paid at the start = Σ_k payment × (1 + X)^(−k/12),   k = 1 … months.
// Approximations, documented: every fee is paid when the loan is paid out (establishment, registration,
// brokerage); the payment is the same every month; no running account fees. Solved by bisection on the
// monthly rate i = (1 + X)^(1/12) − 1 in floating point (the answer is a rounded percentage anyway) and
// rounded to two decimals, half up.
import { RATE_UNITS_PER_PERCENT } from './interestRate';

export interface AprInput {
  principalOre: number;
  feesOre: number;
  monthlyPaymentOre: number;
  months: number;
}

const MAX_MONTHLY_RATE = 1; // 100 % a month: far beyond any lawful credit, so the root is always inside
const ITERATIONS = 200;

function presentValue(payment: number, months: number, i: number): number {
  if (i === 0) return payment * months;
  return (payment * (1 - Math.pow(1 + i, -months))) / i;
}

/** ÅOP in percent with two decimals, or null when the terms cannot repay the money received. */
export function annualPercentageRate({ principalOre, feesOre, monthlyPaymentOre, months }: AprInput): number | null {
  const received = principalOre - feesOre;
  if (received <= 0 || months < 1 || monthlyPaymentOre * months < received) return null;
  let low = 0;
  let high = MAX_MONTHLY_RATE;
  if (presentValue(monthlyPaymentOre, months, high) > received) return null;
  for (let step = 0; step < ITERATIONS && high - low > 1e-15; step++) {
    const mid = (low + high) / 2;
    if (presentValue(monthlyPaymentOre, months, mid) > received) low = mid;
    else high = mid;
  }
  const yearly = (Math.pow(1 + (low + high) / 2, 12) - 1) * 100;
  return Math.round(yearly * 100) / 100;
}

/** The same ÅOP in the rate units of interestRate.ts (1/10 000 %), for storage as numeric(7,4). */
export function annualPercentageRateUnits(input: AprInput): bigint | null {
  const percent = annualPercentageRate(input);
  return percent === null ? null : BigInt(Math.round(percent * 100)) * BigInt(RATE_UNITS_PER_PERCENT / 100);
}
