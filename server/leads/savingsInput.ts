// The customer's current situation, read from the request, against which an offer's savings are computed
// (domain/offerSavings.ts). A current debt's payment, when the customer did not give one, is estimated:
// the annuity over its term when the term is known, else one month's interest (an interest-only loan).
import { annuity, firstMonthInterestOre } from '../../domain/annuity';
import { paymentRate } from '../../domain/interestRate';
import type { OfferedDeposit, OfferedLoan, SavingsInput } from '../../domain/offerSavings';
import type { CurrentLiability, RequestFacts } from './requestFacts';

export type SavingsProduct = {
  productType: string;
  amountOre: number;
  interestRate: string;
  contributionRate: string | null;
  monthlyPaymentOre: number | null;
  replaces: readonly string[];
};

function currentPaymentOre(debt: CurrentLiability, rate: string): number {
  if (debt.monthlyPaymentOre !== null && debt.monthlyPaymentOre > 0) return debt.monthlyPaymentOre;
  if (debt.termMonths !== null && Number.isInteger(debt.termMonths) && debt.termMonths > 0) {
    return annuity({ principalOre: debt.debtOre, annualRatePercent: rate, months: debt.termMonths }).monthlyPaymentOre;
  }
  return firstMonthInterestOre(debt.debtOre, rate);
}

export function savingsInput(facts: RequestFacts, products: readonly SavingsProduct[]): SavingsInput {
  const loans: OfferedLoan[] = products
    .filter((p) => p.productType !== 'deposit')
    .map((p) => {
      const rate = paymentRate(p.interestRate, p.contributionRate);
      return {
        amountOre: p.amountOre,
        annualRatePercent: rate,
        monthlyPaymentOre: p.monthlyPaymentOre ?? firstMonthInterestOre(p.amountOre, rate),
        replaces: p.replaces,
      };
    });
  const deposits: OfferedDeposit[] = products
    .filter((p) => p.productType === 'deposit')
    .map((p) => ({ amountOre: p.amountOre, annualRatePercent: p.interestRate, replaces: p.replaces }));
  return {
    debts: facts.liabilities.map((debt) => {
      const rate = paymentRate(debt.interestRate ?? 0, debt.contributionRate);
      return {
        ref: debt.ref,
        balanceOre: debt.debtOre,
        annualRatePercent: rate,
        monthlyPaymentOre: currentPaymentOre(debt, rate),
      };
    }),
    deposits: facts.deposits.map((d) => ({ ref: d.ref, amountOre: d.amountOre, annualRatePercent: d.interestRate })),
    offer: { loans, deposits },
    couple: facts.couple,
  };
}
