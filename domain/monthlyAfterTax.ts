// A loan's first monthly payment after the Danish interest deduction (rentefradrag): what the customer feels
// each month at the start. The deduction is the shared rule of interestDeduction.ts on the first month's interest
// and contribution, for one person (the dialog showing it does not know the household).
import { interestDeductionValue } from './interestDeduction';
import { monthlyRate, paymentRate, type RatePercent } from './interestRate';
import { mul, ratio, sub, toInteger } from './rational';

export function firstMonthlyPaymentAfterTax(product: {
  amount: number;
  interest_rate: RatePercent;
  contribution_rate: RatePercent | null;
  monthly_payment: number | null;
}): number | null {
  if (product.monthly_payment === null) return null;
  const rate = paymentRate(product.interest_rate, product.contribution_rate);
  const interestOre = mul(ratio(Math.round(product.amount * 100)), monthlyRate(rate));
  const deductionOre = interestDeductionValue(interestOre, 1, false);
  return toInteger(sub(ratio(Math.round(product.monthly_payment * 100)), deductionOre)) / 100;
}
