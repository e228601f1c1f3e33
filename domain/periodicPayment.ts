// Is a monthly payment the customer typed plausible for the debt and rate? Pure, so the server's partial
// validation (POST /api/auction-form/validate/partial) and tests call it directly.
//
// The rule, with monthly rate r = annual rate % / 100 / 12, interest accrued monthly and the payment made at
// the end of each month (annuity arithmetic):
//   1. A mortgage or loan without an interest rate is not judged (spec §5). A student loan (SU) without one
//      counts as interest-free.
//   2. Nothing owed (debt ≤ 0): plausible.
//   3. Implausible if the payment is less than the interest of one month alone (debt × r): the debt would grow.
//   4. Implausible if the payment repays the whole debt in under 12 months, i.e. the balance after 11 payments
//      is zero or less. With a remaining term under 12 months the horizon shrinks to that term, because such a
//      loan legitimately ends sooner.
// Everything is compared in exact integers (øre, rate in 1/10 000 %, BigInt): no float drift can flip
// a verdict at the boundary.
import type { RuleResult } from './validation/message';

export type PeriodicPaymentKind = 'mortgages' | 'loans' | 'su';

export interface PeriodicPaymentInput {
  kind: PeriodicPaymentKind;
  /** Outstanding debt in kroner. */
  debt: number;
  /** Annual nominal interest rate in percent, e.g. 3.5. */
  interestRatePercent?: number | null;
  /** Months left of the loan's term, when known. */
  remainingTermMonths?: number | null;
  /** The monthly payment in kroner. */
  periodicPayment: number;
}

export type PeriodicPaymentAssessment =
  | { plausible: true }
  /** `monthlyInterest`: one month's interest in whole kroner, rounded up: the least plausible payment. */
  | { plausible: false; reason: 'below_interest'; monthlyInterest: number }
  /** `months`: the horizon the debt must not be repaid within. */
  | { plausible: false; reason: 'repays_too_fast'; months: number };

const HORIZON_MONTHS = 12;
const RATE_SCALE = 10_000; // the rate is held in 1/10 000 of a percent
// r = q / MONTHLY_DENOMINATOR for a rate of q / RATE_SCALE percent: / 100 for percent, / 12 for months.
const MONTHLY_DENOMINATOR = BigInt(RATE_SCALE * 100 * 12);
const ORE_PER_KRONE = 100n;

const toOre = (kroner: number): bigint => BigInt(Math.round(kroner * 100));

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return numerator <= 0n ? -(-numerator / denominator) : (numerator + denominator - 1n) / denominator;
}

/**
 * True when `months` payments clear the debt. The balance B_k = B_(k-1)·(1 + r) − P is carried as B_k·N^k, an
 * integer, with r = q / N. (Plain multiplication rather than `**`: Babel may lower `**` to Math.pow, which
 * rejects BigInt.)
 */
function repaidWithin(months: number, debt: bigint, payment: bigint, q: bigint): boolean {
  const n = MONTHLY_DENOMINATOR;
  let scaledBalance = debt;
  let scale = 1n;
  for (let k = 1; k <= months; k++) {
    scaledBalance = scaledBalance * (n + q) - payment * scale * n;
    scale *= n;
  }
  return scaledBalance <= 0n;
}

export function assessPeriodicPayment(input: PeriodicPaymentInput): PeriodicPaymentAssessment {
  const { kind, interestRatePercent, remainingTermMonths } = input;
  const rateMissing = interestRatePercent === null || interestRatePercent === undefined;
  if (rateMissing && kind !== 'su') return { plausible: true };
  const debt = toOre(input.debt);
  if (debt <= 0n) return { plausible: true };

  const payment = toOre(input.periodicPayment);
  const q = BigInt(Math.round((interestRatePercent ?? 0) * RATE_SCALE));
  const interestTimesN = debt * q;
  if (payment * MONTHLY_DENOMINATOR < interestTimesN) {
    const monthlyInterest = Number(ceilDiv(interestTimesN, MONTHLY_DENOMINATOR * ORE_PER_KRONE));
    return { plausible: false, reason: 'below_interest', monthlyInterest };
  }

  const horizon =
    remainingTermMonths !== null && remainingTermMonths !== undefined && remainingTermMonths > 0
      ? Math.min(HORIZON_MONTHS, Math.floor(remainingTermMonths))
      : HORIZON_MONTHS;
  if (horizon > 1 && repaidWithin(horizon - 1, debt, payment, q)) {
    return { plausible: false, reason: 'repays_too_fast', months: horizon };
  }
  return { plausible: true };
}

/** The verdict as a rule result, for the server's injected periodic-payment check. */
export function checkPeriodicPayment(input: PeriodicPaymentInput): RuleResult {
  const verdict = assessPeriodicPayment(input);
  if (verdict.plausible) return true;
  return verdict.reason === 'below_interest'
    ? { id: 'validation.periodic_payment.below_interest', values: { minimum: verdict.monthlyInterest } }
    : { id: 'validation.periodic_payment.repays_too_fast', values: { months: verdict.months } };
}
