import { toOre } from './money';

export interface DebtFactorInput {
  /** Total household debt in kroner. */
  householdDebt: number;
  /** The amount the customer asks for, in kroner. */
  neededAmount?: number | null;
  /** Monthly household income before tax, in kroner. */
  monthlyIncomeBeforeTax?: number | null;
}

/**
 * Debt factor (gældsfaktor) = (total household debt + needed amount) / (12 × monthly household income before tax);
 * null without an income. Sums are made in øre and divided once, so the ratio carries no summing drift; it is
 * not rounded here because lenders compare it against thresholds (4, guidance 3.5) and rounding is presentation.
 */
export function debtFactor({ householdDebt, neededAmount, monthlyIncomeBeforeTax }: DebtFactorInput): number | null {
  if (!monthlyIncomeBeforeTax || monthlyIncomeBeforeTax <= 0) return null;
  const debt = toOre(householdDebt) + toOre(neededAmount ?? 0);
  return debt / (12 * toOre(monthlyIncomeBeforeTax));
}
