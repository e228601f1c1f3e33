// Interest deduction (rentefradrag): the tax value of net interest expenses. 33 % of net interest up to
// 50,000 kr. a year (100,000 kr. for a couple), 25 % above. Contribution fees (bidrag) on mortgage loans are
// deductible like interest. Net interest = interest expenses − interest income; a net income gives no deduction
// (its taxation is left out of the savings figures, a documented simplification).
import { max, min, mul, ratio, sub, add, ZERO, type Rational } from './rational';

export const DEDUCTION_PERCENT_UP_TO_THRESHOLD = 33;
export const DEDUCTION_PERCENT_ABOVE_THRESHOLD = 25;
/** Yearly thresholds in øre. */
export const DEDUCTION_THRESHOLD_ORE = { single: 5_000_000, couple: 10_000_000 } as const;

/**
 * The tax value of `netInterestOre` paid over `months` months; the yearly threshold is spread evenly over the
 * months, so one month of interest is judged against 1/12 of it.
 */
export function interestDeductionValue(netInterestOre: Rational, months: number, couple: boolean): Rational {
  const expenses = max(netInterestOre, ZERO);
  const threshold = ratio(
    BigInt(couple ? DEDUCTION_THRESHOLD_ORE.couple : DEDUCTION_THRESHOLD_ORE.single) * BigInt(months),
    12n,
  );
  const low = min(expenses, threshold);
  const high = max(sub(expenses, threshold), ZERO);
  return add(
    mul(low, ratio(DEDUCTION_PERCENT_UP_TO_THRESHOLD, 100)),
    mul(high, ratio(DEDUCTION_PERCENT_ABOVE_THRESHOLD, 100)),
  );
}
