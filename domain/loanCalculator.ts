// The public loan calculator (/beregner, /en/calculator; issue 45 item 3): what a loan of an amount, a term and a
// rate costs, repaid as an annuity (equal payments) or serially (equal instalments, falling payments). Pure and
// shared by the page (live figures) and the server (figures for a submitted form without scripts), so both show
// the same numbers.
//
// Conventions, as in annuity.ts: interest accrues monthly at r = annual % / 100 / 12, paid at the end of each
// month; for a mortgage the contribution fee (bidrag) is charged like interest on the balance and is deductible
// like interest (interestDeduction.ts). Each month is rounded to the øre as a lender's schedule is (repaymentSchedule).
// The interest deduction shown is the first month's (the payment a customer meets first), with the yearly
// threshold spread over the months as interestDeductionValue does. ÅOP is computed from the payments as they fall
// (so a serial loan's falling payments count), with the fees paid out at the start (annualPercentageRate.ts).
import { exactMonthlyPayment } from './annuity';
import { LTV_MORTGAGE_MAX_PERCENT, loanToValueBand, type LtvBand } from './economySummary';
import { interestDeductionValue } from './interestDeduction';
import { monthlyRate, paymentRate } from './interestRate';
import { toOre } from './money';
import { mul, ratio, toInteger } from './rational';

export const REPAYMENT_FORMS = ['annuity', 'serial'] as const;
export type RepaymentForm = (typeof REPAYMENT_FORMS)[number];

/** A mortgage (realkreditlån, with a contribution fee and the 80 % loan-to-value limit) or any other loan. */
export const LOAN_KINDS = ['mortgage', 'bank'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

export interface CalculatorInput {
  kind: LoanKind;
  /** Whole kroner. */
  amount: number;
  years: number;
  /** Nominal yearly interest rate, percent. */
  ratePercent: number;
  /** Yearly contribution fee in percent of the balance; a mortgage only. */
  contributionPercent: number;
  /** One-off costs at the start (establishment, registration), whole kroner. */
  fees: number;
  form: RepaymentForm;
  /** The home's value, whole kroner, for a mortgage's loan-to-value; null when not given. */
  propertyValue: number | null;
  /** A couple's interest deduction has twice the threshold (interestDeduction.ts). */
  couple: boolean;
}

/** What the form accepts; outside it the figures would be no loan a lender here offers. */
export const CALCULATOR_LIMITS = {
  amount: { min: 10_000, max: 50_000_000 },
  years: { min: 1, max: 30 },
  ratePercent: { min: 0, max: 30 },
  contributionPercent: { min: 0, max: 3 },
  fees: { min: 0, max: 1_000_000 },
  propertyValue: { min: 0, max: 500_000_000 },
} as const;

export const DEFAULT_CALCULATOR_INPUT: CalculatorInput = {
  kind: 'mortgage',
  amount: 2_000_000,
  years: 30,
  ratePercent: 4,
  contributionPercent: 0.75,
  fees: 0,
  form: 'annuity',
  propertyValue: null,
  couple: false,
};

/** The query parameters of the page's form (the same names the server reads). */
export const CALCULATOR_FIELDS = [
  'kind',
  'amount',
  'years',
  'rate',
  'contribution',
  'fees',
  'form',
  'value',
  'couple',
] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

export type CalculatorErrors = Partial<Record<CalculatorField, 'invalid' | 'range'>>;

/** A number typed the Danish or the English way: `1.250.000`, `1,250,000`, `3,5`, `3.5`; null when it is none. */
export function parseNumber(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const compact = text.replace(/kr\.?$/i, '').replace(/[\s\u00a0\u202f%]/g, '');
  if (!compact) return null;
  // Groups of three after a separator are thousands; one separator followed by other than three digits is decimal.
  let normal: string;
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact) && !/^\d{1,3}[.,]\d{3}$/.test(compact))
    normal = compact.replace(/[.,]/g, '');
  else if (/^\d{1,3}[.,]\d{3}$/.test(compact) && Number(compact.replace(/[.,]/, '')) >= 10_000)
    normal = compact.replace(/[.,]/, '');
  else if (/^\d+([.,]\d+)?$/.test(compact)) normal = compact.replace(',', '.');
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

type Query = { get(name: string): string | null };

/**
 * The calculator's input from its form's query, and what is wrong with it. A field left out keeps its default;
 * a field that is not a number or out of range is named in the errors, and the figures use the default for it.
 */
export function calculatorInputFrom(query: Query): { input: CalculatorInput; errors: CalculatorErrors } {
  const errors: CalculatorErrors = {};
  const input: CalculatorInput = { ...DEFAULT_CALCULATOR_INPUT };
  const numeric = (field: CalculatorField, limits: { min: number; max: number }, fallback: number): number => {
    const raw = query.get(field);
    if (raw === null || raw.trim() === '') return fallback;
    const value = parseNumber(raw);
    if (value === null) {
      errors[field] = 'invalid';
      return fallback;
    }
    if (value < limits.min || value > limits.max) {
      errors[field] = 'range';
      return fallback;
    }
    return value;
  };
  const kind = query.get('kind');
  if (kind !== null) input.kind = (LOAN_KINDS as readonly string[]).includes(kind) ? (kind as LoanKind) : 'bank';
  const form = query.get('form');
  if (form !== null) input.form = form === 'serial' ? 'serial' : 'annuity';
  input.amount = Math.round(numeric('amount', CALCULATOR_LIMITS.amount, input.amount));
  input.years = Math.round(numeric('years', CALCULATOR_LIMITS.years, input.years));
  input.ratePercent = numeric('rate', CALCULATOR_LIMITS.ratePercent, input.ratePercent);
  input.contributionPercent = numeric('contribution', CALCULATOR_LIMITS.contributionPercent, input.contributionPercent);
  input.fees = Math.round(numeric('fees', CALCULATOR_LIMITS.fees, input.fees));
  const value = numeric('value', CALCULATOR_LIMITS.propertyValue, 0);
  input.propertyValue = value > 0 ? Math.round(value) : null;
  input.couple = query.get('couple') === 'yes';
  // Rates carry at most four decimals (interestRate.ts); more would be false precision.
  input.ratePercent = Math.round(input.ratePercent * 10_000) / 10_000;
  input.contributionPercent = Math.round(input.contributionPercent * 10_000) / 10_000;
  return { input, errors };
}

/** The form's query for an input: what the page writes into its address so a link shows the same figures. */
export function calculatorQuery(input: CalculatorInput): URLSearchParams {
  const query = new URLSearchParams({
    kind: input.kind,
    amount: String(input.amount),
    years: String(input.years),
    rate: String(input.ratePercent),
    form: input.form,
  });
  if (input.kind === 'mortgage') query.set('contribution', String(input.contributionPercent));
  if (input.fees > 0) query.set('fees', String(input.fees));
  if (input.propertyValue !== null) query.set('value', String(input.propertyValue));
  if (input.couple) query.set('couple', 'yes');
  return query;
}

export interface ScheduleMonth {
  paymentOre: number;
  /** Interest and, for a mortgage, the contribution fee. */
  interestOre: number;
  principalOre: number;
  balanceOre: number;
}

/** The yearly rate the balance is charged: interest, plus the contribution fee of a mortgage. */
export function chargedRatePercent(input: Pick<CalculatorInput, 'kind' | 'ratePercent' | 'contributionPercent'>) {
  return paymentRate(input.ratePercent, input.kind === 'mortgage' ? input.contributionPercent : null);
}

/**
 * Every month of the loan in whole øre, as a lender's schedule: each month's interest is the balance × r rounded
 * to the øre (half away from zero), and the last payment settles what is left, so the balance ends at 0. Annuity:
 * the payment L·r / (1 − (1 + r)^−n) rounded to the øre each month. Serial: L / n rounded off the debt each month
 * plus that month's interest. Whole øre also keep 360 months fast enough to recompute on every keystroke (exact
 * fractions grow with every month).
 */
export function repaymentSchedule(
  principalOre: number,
  annualRatePercent: string | number,
  months: number,
  form: RepaymentForm,
): ScheduleMonth[] {
  const r = monthlyRate(annualRatePercent);
  const annuityOre = form === 'annuity' ? toInteger(exactMonthlyPayment(principalOre, annualRatePercent, months)) : 0;
  const instalmentOre = toInteger(ratio(principalOre, months));
  const out: ScheduleMonth[] = [];
  let balanceOre = principalOre;
  for (let month = 1; month <= months; month++) {
    const interestOre = toInteger(mul(ratio(balanceOre), r));
    const last = month === months;
    const principalPart = last
      ? balanceOre
      : Math.min(balanceOre, form === 'annuity' ? annuityOre - interestOre : instalmentOre);
    balanceOre -= principalPart;
    out.push({ paymentOre: principalPart + interestOre, interestOre, principalOre: principalPart, balanceOre });
  }
  return out;
}

/**
 * ÅOP of a loan paying out `receivedOre` and repaid by `paymentsOre` at the end of each month: the yearly rate X
 * with received = Σ payment_k × (1 + X)^(−k/12), by bisection on the monthly rate; two decimals, half up. Null
 * when the payments do not repay what was received.
 */
export function annualPercentageRateOfPayments(receivedOre: number, paymentsOre: readonly number[]): number | null {
  const total = paymentsOre.reduce((s, p) => s + p, 0);
  if (receivedOre <= 0 || paymentsOre.length === 0 || total < receivedOre) return null;
  const presentValue = (i: number) => paymentsOre.reduce((s, p, k) => s + p * Math.pow(1 + i, -(k + 1)), 0);
  let low = 0;
  let high = 1;
  if (presentValue(high) > receivedOre) return null;
  for (let step = 0; step < 200 && high - low > 1e-15; step++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > receivedOre) low = mid;
    else high = mid;
  }
  const yearly = (Math.pow(1 + (low + high) / 2, 12) - 1) * 100;
  return Math.round(yearly * 100) / 100;
}

export interface LoanFigures {
  months: number;
  /** The first month's payment (an annuity's every month; a serial loan's highest). */
  firstPaymentOre: number;
  /** The last payment: a serial loan's lowest; an annuity's settles the øre its months were rounded by. */
  lastPaymentOre: number;
  /** The first month's interest (and contribution fee) and its tax value. */
  firstInterestOre: number;
  firstDeductionOre: number;
  /** The first payment less the tax value of its interest. */
  firstPaymentAfterDeductionOre: number;
  /** Percent, two decimals; null when there is no rate at which the payments repay the loan. */
  aprPercent: number | null;
  totalPaymentsOre: number;
  /** Payments plus fees: what the customer pays in all. */
  totalCostOre: number;
  /** Total cost minus the amount borrowed: the price of the credit. */
  creditCostOre: number;
  /** The balance at the start and after each year, in øre (the chart). */
  balanceByYearOre: number[];
  /** A mortgage's loan-to-value in percent, when the home's value was given. */
  loanToValue: number | null;
  ltvBand: LtvBand;
}

export function calculateLoan(input: CalculatorInput): LoanFigures {
  const principalOre = toOre(input.amount);
  const feesOre = toOre(input.fees);
  const months = input.years * 12;
  const schedule = repaymentSchedule(principalOre, chargedRatePercent(input), months, input.form);
  const paymentsOre = schedule.map((m) => m.paymentOre);
  const first = schedule[0];
  const deductionOre = toInteger(interestDeductionValue(ratio(first.interestOre), 1, input.couple));
  const totalPaymentsOre = paymentsOre.reduce((s, p) => s + p, 0);
  const balanceByYearOre = [principalOre];
  for (let year = 1; year <= input.years; year++) balanceByYearOre.push(schedule[year * 12 - 1].balanceOre);
  const loanToValue =
    input.kind === 'mortgage' && input.propertyValue ? (100 * input.amount) / input.propertyValue : null;
  return {
    months,
    firstPaymentOre: first.paymentOre,
    lastPaymentOre: schedule[schedule.length - 1].paymentOre,
    firstInterestOre: first.interestOre,
    firstDeductionOre: deductionOre,
    firstPaymentAfterDeductionOre: first.paymentOre - deductionOre,
    aprPercent: annualPercentageRateOfPayments(principalOre - feesOre, paymentsOre),
    totalPaymentsOre,
    totalCostOre: totalPaymentsOre + feesOre,
    creditCostOre: totalPaymentsOre + feesOre - principalOre,
    balanceByYearOre,
    loanToValue,
    ltvBand: loanToValueBand(loanToValue),
  };
}

/** The most a mortgage lends of a home's value (economySummary.ts); above it the rest is a bank loan. */
export const MORTGAGE_LTV_LIMIT_PERCENT = LTV_MORTGAGE_MAX_PERCENT;
