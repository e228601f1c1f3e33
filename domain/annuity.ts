// Annuity loans (equal monthly payments, interest accrued monthly, paid at the end of each month).
//
// Rounding: everything is computed as exact fractions of øre (rational.ts) and rounded once, half away from
// zero, when a figure is handed out. So the monthly payment is the exact annuity rounded to the øre, and the
// total of all payments is n × the exact payment rounded once; it may differ from n × the rounded monthly
// payment by up to n/2 øre, which a lender settles on the last instalment.
import { monthlyRate, type RatePercent } from './interestRate';
import { add, compare, min, mul, power, ratio, sub, sum, toInteger, ZERO, type Rational } from './rational';

export interface AnnuityInput {
  principalOre: number;
  /** Annual rate in percent that the payment is computed at (for a mortgage: interest + contribution fee). */
  annualRatePercent: RatePercent;
  months: number;
  /** One-off costs at the start: establishment, registration (tinglysning), brokerage. */
  feesOre?: number;
}

export interface Annuity {
  monthlyPaymentOre: number;
  /** All payments over the term. */
  totalPaymentsOre: number;
  /** What the customer pays in all: the payments plus the fees (the "samlet tilbagebetaling" of a credit offer). */
  totalCostOre: number;
  /** The price of the credit: total cost minus the principal (interest, contribution fee and fees). */
  creditCostOre: number;
}

function assertTerms(principalOre: number, months: number): void {
  if (!Number.isSafeInteger(principalOre) || principalOre < 0)
    throw new RangeError(`principal must be whole øre ≥ 0: ${principalOre}`);
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a whole number ≥ 1: ${months}`);
}

/** P = L·r / (1 − (1 + r)^−n), exactly; with r = 0 the principal spread evenly. */
export function exactMonthlyPayment(principalOre: number, annualRatePercent: RatePercent, months: number): Rational {
  assertTerms(principalOre, months);
  const r = monthlyRate(annualRatePercent);
  if (r.num === 0n) return ratio(principalOre, months);
  // With r = q/N: P = L·q·(N+q)^n / (N·((N+q)^n − N^n)).
  const grown = power(r.den + r.num, months);
  const base = power(r.den, months);
  // q/N is in lowest terms, so N+q shares no factor with N, and (N+q)^n none with N nor with (N+q)^n − N^n: the
  // fraction is in lowest terms once the small L·q and the denominator are. Reducing the whole fraction took
  // Euclid's algorithm a few thousand divisions of numbers with thousands of digits (30 years, 360 months).
  if (grown === 0n) return ZERO;
  const smallSide = ratio(BigInt(principalOre) * r.num, r.den * (grown - base));
  return { num: smallSide.num * grown, den: smallSide.den };
}

export function annuity({ principalOre, annualRatePercent, months, feesOre = 0 }: AnnuityInput): Annuity {
  const payment = exactMonthlyPayment(principalOre, annualRatePercent, months);
  const totalPaymentsOre = toInteger(mul(payment, ratio(months)));
  const totalCostOre = totalPaymentsOre + feesOre;
  return {
    monthlyPaymentOre: toInteger(payment),
    totalPaymentsOre,
    totalCostOre,
    creditCostOre: totalCostOre - principalOre,
  };
}

export interface RepaymentMonth {
  payment: Rational;
  interest: Rational;
  principal: Rational;
  /** The debt left after this month's payment. */
  balance: Rational;
}

/**
 * The first `months` months of paying `monthlyPayment` on a debt, exactly. Payments stop once the debt is
 * repaid (the last one only covers what is left), so a loan ending within the horizon is handled. A payment
 * below the month's interest lets the debt grow, as it would.
 */
export function repaymentMonths(
  balanceOre: number,
  annualRatePercent: RatePercent,
  monthlyPayment: Rational | number,
  months: number,
): RepaymentMonth[] {
  const r = monthlyRate(annualRatePercent);
  const payment = typeof monthlyPayment === 'number' ? ratio(monthlyPayment) : monthlyPayment;
  const out: RepaymentMonth[] = [];
  let balance = ratio(balanceOre);
  for (let month = 1; month <= months && compare(balance, ZERO) > 0; month++) {
    const interest = mul(balance, r);
    const owed = add(balance, interest);
    const paid = min(payment, owed);
    balance = sub(owed, paid);
    out.push({ payment: paid, interest, principal: sub(paid, interest), balance });
  }
  return out;
}

/** Sums of payments and interest over the first months (see repaymentMonths). */
export function repaymentTotals(
  balanceOre: number,
  annualRatePercent: RatePercent,
  monthlyPayment: Rational | number,
  months: number,
): { payments: Rational; interest: Rational } {
  const schedule = repaymentMonths(balanceOre, annualRatePercent, monthlyPayment, months);
  return { payments: sum(schedule.map((m) => m.payment)), interest: sum(schedule.map((m) => m.interest)) };
}

/** Interest share of one payment, for display: the first month's split of an annuity. */
export function firstMonthInterestOre(principalOre: number, annualRatePercent: RatePercent): number {
  return toInteger(mul(ratio(principalOre), monthlyRate(annualRatePercent)));
}
