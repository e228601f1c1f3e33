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
 * not rounded here because lenders compare it against the thresholds below and rounding is presentation.
 */
export function debtFactor({ householdDebt, neededAmount, monthlyIncomeBeforeTax }: DebtFactorInput): number | null {
  if (!monthlyIncomeBeforeTax || monthlyIncomeBeforeTax <= 0) return null;
  const debt = toOre(householdDebt) + toOre(neededAmount ?? 0);
  return debt / (12 * toOre(monthlyIncomeBeforeTax));
}

/** Guidance level of the Danish FSA's supervisory diamond for lenders (docs/domain.md): above it they look closer. */
export const DEBT_FACTOR_GUIDANCE = 3.5;
/** Above this debt factor, with a loan-to-value above 60 %, variable short-fixed and interest-only loans stop. */
export const DEBT_FACTOR_LIMIT = 4;

/** What lenders make of a debt factor: the one explanation the form's hint and the economy page both give. */
export type DebtFactorBand = 'none' | 'low' | 'elevated' | 'high';

export function debtFactorBand(factor: number | null): DebtFactorBand {
  if (factor === null) return 'none';
  if (factor <= DEBT_FACTOR_GUIDANCE) return 'low';
  return factor <= DEBT_FACTOR_LIMIT ? 'elevated' : 'high';
}
