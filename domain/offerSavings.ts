// What an offer saves the customer compared with their current situation (spec §3 Lead: total_monthly_discount,
// total_offer_savings_after_tax_for_month_1 / _year_1).
//
// An offer's products replace some of the customer's current debts and deposits (named by `replaces` refs such
// as "mortgages.0", "loans.1", "deposits.0"), and may add new ones (a purchase loan replaces nothing).
// - total monthly discount = monthly payments of the replaced debts − the offered monthly payments
//   + (interest of the offered deposits − interest of the replaced deposits) / 12. Before tax.
// - savings after tax over h months (h = 1, 12) = cost before − cost after, where for the household's whole
//   situation (every current debt and deposit, replaced ones swapped for the offer's products):
//   cost = payments − deposit interest − tax value of (interest expenses − deposit interest) (interestDeduction.ts).
//   Interest comes from each debt's exact repayment months (annuity.ts), so month 1 uses the first month's
//   interest split and year 1 the sum of twelve months, with the balance falling as it is repaid. The whole
//   household matters because the deduction drops from 33 % to 25 % above the threshold.
// Deposit interest is simple interest on the amount (amount × rate × h / 12). Everything is exact; each figure
// is rounded to the øre once, at the end.
import { repaymentTotals } from './annuity';
import { interestDeductionValue } from './interestDeduction';
import { monthlyRate, type RatePercent } from './interestRate';
import { add, mul, ratio, sub, sum, toInteger, ZERO, type Rational } from './rational';

export interface CurrentDebt {
  /** Where it is in the request: "mortgages.0", "loans.1", "credits.0". */
  ref: string;
  balanceOre: number;
  /** Interest (plus contribution fee for a mortgage) in percent a year; 0 when unknown. */
  annualRatePercent: RatePercent;
  monthlyPaymentOre: number;
}

export interface CurrentDeposit {
  ref: string;
  amountOre: number;
  annualRatePercent: RatePercent;
}

export interface OfferedLoan {
  amountOre: number;
  /** Interest plus contribution fee, in percent a year: what the payment is computed at and what is deductible. */
  annualRatePercent: RatePercent;
  monthlyPaymentOre: number;
  replaces: readonly string[];
}

export interface OfferedDeposit {
  amountOre: number;
  annualRatePercent: RatePercent;
  replaces: readonly string[];
}

export interface SavingsInput {
  debts: readonly CurrentDebt[];
  deposits: readonly CurrentDeposit[];
  offer: { loans: readonly OfferedLoan[]; deposits: readonly OfferedDeposit[] };
  /** A couple gets the higher deduction threshold (spec §3: civil status partner or married). */
  couple: boolean;
}

export interface OfferSavings {
  totalMonthlyDiscountOre: number;
  savingsAfterTaxMonth1Ore: number;
  savingsAfterTaxYear1Ore: number;
}

type Debt = { balanceOre: number; annualRatePercent: RatePercent; monthlyPaymentOre: number };
type Deposit = { amountOre: number; annualRatePercent: RatePercent };
type Situation = { debts: Debt[]; deposits: Deposit[] };

const depositInterest = (deposit: Deposit, months: number): Rational =>
  mul(mul(ratio(deposit.amountOre), monthlyRate(deposit.annualRatePercent)), ratio(months));

function costOver(situation: Situation, months: number, couple: boolean): Rational {
  let payments = ZERO;
  let interest = ZERO;
  for (const debt of situation.debts) {
    const totals = repaymentTotals(debt.balanceOre, debt.annualRatePercent, debt.monthlyPaymentOre, months);
    payments = add(payments, totals.payments);
    interest = add(interest, totals.interest);
  }
  const earned = sum(situation.deposits.map((d) => depositInterest(d, months)));
  const deduction = interestDeductionValue(sub(interest, earned), months, couple);
  return sub(sub(payments, earned), deduction);
}

export function offerSavings({ debts, deposits, offer, couple }: SavingsInput): OfferSavings {
  const replaced = new Set([...offer.loans, ...offer.deposits].flatMap((p) => p.replaces));
  const replacedDebts = debts.filter((d) => replaced.has(d.ref));
  const replacedDeposits = deposits.filter((d) => replaced.has(d.ref));

  const before: Situation = { debts: [...debts], deposits: [...deposits] };
  const after: Situation = {
    debts: [
      ...debts.filter((d) => !replaced.has(d.ref)),
      ...offer.loans.map((l) => ({
        balanceOre: l.amountOre,
        annualRatePercent: l.annualRatePercent,
        monthlyPaymentOre: l.monthlyPaymentOre,
      })),
    ],
    deposits: [...deposits.filter((d) => !replaced.has(d.ref)), ...offer.deposits],
  };

  const paymentDrop = ratio(
    replacedDebts.reduce((s, d) => s + d.monthlyPaymentOre, 0) -
      offer.loans.reduce((s, l) => s + l.monthlyPaymentOre, 0),
  );
  const depositGain = sub(
    sum(offer.deposits.map((d) => depositInterest(d, 1))),
    sum(replacedDeposits.map((d) => depositInterest(d, 1))),
  );

  return {
    totalMonthlyDiscountOre: toInteger(add(paymentDrop, depositGain)),
    savingsAfterTaxMonth1Ore: toInteger(sub(costOver(before, 1, couple), costOver(after, 1, couple))),
    savingsAfterTaxYear1Ore: toInteger(sub(costOver(before, 12, couple), costOver(after, 12, couple))),
  };
}
