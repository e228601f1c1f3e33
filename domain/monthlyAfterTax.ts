// A loan's first monthly payment after the Danish interest deduction (rentefradrag) at the lower band: what the
// customer feels each month at the start. The full-year band split lives in interestDeduction.ts.
import { DEDUCTION_PERCENT_UP_TO_THRESHOLD } from './interestDeduction';

export function firstMonthlyPaymentAfterTax(product: {
  amount: number;
  interest_rate: number;
  contribution_rate: number | null;
  monthly_payment: number | null;
}): number | null {
  if (product.monthly_payment === null) return null;
  const interest = (product.amount * (product.interest_rate + (product.contribution_rate ?? 0))) / 100 / 12;
  const deduction = (interest * DEDUCTION_PERCENT_UP_TO_THRESHOLD) / 100;
  return Math.round((product.monthly_payment - deduction) * 100) / 100;
}
