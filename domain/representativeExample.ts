// An offered credit's standard figures: the representative example a lender must give (kreditaftaleloven section 8 for
// consumer credit, the mortgage-credit rules' ESIS for loans on a home), and what the rate's risk means for the
// monthly payment. Everything is worked out here from the offer's own figures, in the lender's amounts, so the
// lead page, the product page, the comparison and the information sheet say the same thing.
//
// Rate risk: "fixed" means fixed for the whole term; "variable" means the rate may change, the first time after
// `rate_fixed_months` (an F1 mortgage: 12, an F5: 60, a loan on a reference rate: 0). The payment's sensitivity
// is the annuity on the same amount and term at the rate plus RATE_RISE_PERCENTAGE_POINTS, against the annuity
// at today's rate: the ESIS illustration of a rise, simplified to a rise from the start (the figure a customer
// can check with a calculator, and never smaller than a rise after the first years would give).
import { annualPercentageRate } from './annualPercentageRate';
import { annuity } from './annuity';
import { formatRateUnits, paymentRate, toRateUnits } from './interestRate';
import { kindOfProduct, type ProductKind } from './offerProducts';

export const RATE_RISE_PERCENTAGE_POINTS = 2;

export type RateTypeValue = 'fixed' | 'variable';

/** An offered product as the customer API gives it (kroner, percent). */
export interface StandardFiguresInput {
  product_type: string;
  product_sub_type: string;
  amount: number;
  interest_rate: number;
  contribution_rate?: number | null;
  aop: number | null;
  term_months: number | null;
  fees?: number | null;
  monthly_payment: number | null;
  total_cost: number | null;
  rate_type?: RateTypeValue | string | null;
  rate_fixed_months?: number | null;
  early_repayment_fee_percent?: number | null;
}

/** Every loan and credit is consumer or mortgage credit a lender must describe; deposits are not credit. */
export const obligedToGiveExample = (product: Pick<StandardFiguresInput, 'product_type'>) =>
  product.product_type !== 'deposit';

/** Mortgage credit (a loan on a home: ESIS) or consumer credit (SEF). */
export type CreditRegime = 'mortgage' | 'consumer';
const HOME_KINDS: readonly ProductKind[] = ['mortgage', 'bankHomeLoan'];
export const creditRegime = (product: Pick<StandardFiguresInput, 'product_type' | 'product_sub_type'>): CreditRegime =>
  HOME_KINDS.includes(kindOfProduct(product)) ? 'mortgage' : 'consumer';

/** The fields the example needs from the lender; the rest the kernel computes. */
export type ExampleField = 'term_months' | 'rate_type' | 'rate_fixed_months';

export interface RepresentativeExample {
  /** Kroner. */
  amount: number;
  termMonths: number;
  /** One payment a month. */
  numberOfPayments: number;
  rateType: RateTypeValue | null;
  /** Months the rate is fixed for: the term for a fixed rate; null when a variable rate's is not stated. */
  rateFixedMonths: number | null;
  interestRate: number;
  contributionRate: number | null;
  aop: number | null;
  fees: number;
  monthlyPayment: number;
  /** Every payment plus the fees. */
  totalPayable: number;
  /** Total payable minus the amount: interest, contribution and fees. */
  creditCost: number;
}

const kr = (ore: number) => ore / 100;
const toOreNumber = (kroner: number) => Math.round(kroner * 100);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const rateTypeOf = (v: unknown): RateTypeValue | null => (v === 'fixed' || v === 'variable' ? v : null);

/** What the lender did not state that the example (and so the information sheet) needs. */
export function missingExampleFields(product: StandardFiguresInput): ExampleField[] {
  const missing: ExampleField[] = [];
  if (!isNumber(product.term_months) || product.term_months < 1) missing.push('term_months');
  const type = rateTypeOf(product.rate_type);
  if (type === null) missing.push('rate_type');
  if (type === 'variable' && !isNumber(product.rate_fixed_months)) missing.push('rate_fixed_months');
  return missing;
}

/**
 * The representative example of one offered credit, or null for a deposit or a product without a term. The
 * lender's monthly payment, total and ÅOP are used where it gave them (the server checked them against the terms
 * when it took the offer); what is missing is the annuity on the amount at the interest plus contribution rate
 * over the term, with the one-off fees paid at the start.
 */
export function representativeExample(product: StandardFiguresInput): RepresentativeExample | null {
  if (!obligedToGiveExample(product)) return null;
  const months = product.term_months;
  if (!isNumber(months) || months < 1 || !isNumber(product.amount) || product.amount <= 0) return null;
  const amountOre = toOreNumber(product.amount);
  const feesOre = toOreNumber(product.fees ?? 0);
  const rate = paymentRate(product.interest_rate, product.contribution_rate ?? null);
  const computed = annuity({ principalOre: amountOre, annualRatePercent: rate, months, feesOre });
  const monthlyOre = isNumber(product.monthly_payment)
    ? toOreNumber(product.monthly_payment)
    : computed.monthlyPaymentOre;
  const totalOre = isNumber(product.total_cost)
    ? toOreNumber(product.total_cost)
    : isNumber(product.monthly_payment)
      ? monthlyOre * months + feesOre
      : computed.totalCostOre;
  const aop = isNumber(product.aop)
    ? product.aop
    : annualPercentageRate({ principalOre: amountOre, feesOre, monthlyPaymentOre: monthlyOre, months });
  const rateType = rateTypeOf(product.rate_type);
  return {
    amount: kr(amountOre),
    termMonths: months,
    numberOfPayments: months,
    rateType,
    rateFixedMonths:
      rateType === 'fixed' ? months : isNumber(product.rate_fixed_months) ? product.rate_fixed_months : null,
    interestRate: product.interest_rate,
    contributionRate: product.contribution_rate ?? null,
    aop,
    fees: kr(feesOre),
    monthlyPayment: kr(monthlyOre),
    totalPayable: kr(totalOre),
    creditCost: kr(totalOre - amountOre),
  };
}

export interface RateRise {
  rateType: RateTypeValue | null;
  /** The rate may change during the term (variable, or not stated: then assumed it may). */
  exposed: boolean;
  /** Months until the rate may first change; null when not stated. */
  changesAfterMonths: number | null;
  /** Kroner a month, the annuity at today's payment rate and at it plus the rise. */
  paymentNow: number;
  paymentAfterRise: number;
  /** paymentAfterRise − paymentNow for an exposed rate; 0 for a fixed one. */
  increase: number;
}

/** How much the monthly payment moves if the rate rises `points` percentage points; null without a term. */
export function rateRise(product: StandardFiguresInput, points = RATE_RISE_PERCENTAGE_POINTS): RateRise | null {
  if (!obligedToGiveExample(product)) return null;
  const months = product.term_months;
  if (!isNumber(months) || months < 1 || !isNumber(product.amount) || product.amount <= 0) return null;
  const principalOre = toOreNumber(product.amount);
  const rate = paymentRate(product.interest_rate, product.contribution_rate ?? null);
  const raised = formatRateUnits(toRateUnits(rate) + toRateUnits(points));
  const now = annuity({ principalOre, annualRatePercent: rate, months }).monthlyPaymentOre;
  const after = annuity({ principalOre, annualRatePercent: raised, months }).monthlyPaymentOre;
  const rateType = rateTypeOf(product.rate_type);
  const fixedForTerm =
    rateType === 'fixed' || (isNumber(product.rate_fixed_months) && product.rate_fixed_months >= months);
  const exposed = !fixedForTerm;
  return {
    rateType,
    exposed,
    changesAfterMonths: exposed ? (isNumber(product.rate_fixed_months) ? product.rate_fixed_months : null) : null,
    paymentNow: kr(now),
    paymentAfterRise: kr(after),
    increase: exposed ? kr(after - now) : 0,
  };
}

export interface OfferRateRisk {
  /** fixed: every credit fixed for its term; variable: at least one may change. */
  rateType: 'fixed' | 'variable';
  /** Kroner a month the offer's payments rise together if every exposed rate rises by the points. */
  increase: number;
  /** The soonest any of its rates may change; null when fixed or not stated. */
  changesAfterMonths: number | null;
}

/** An offer's credits together: null when it has none with a term. */
export function offerRateRisk(products: readonly StandardFiguresInput[]): OfferRateRisk | null {
  const rises = products.map((p) => rateRise(p)).filter((r): r is RateRise => r !== null);
  if (rises.length === 0) return null;
  const exposed = rises.filter((r) => r.exposed);
  const increaseOre = exposed.reduce((sum, r) => sum + toOreNumber(r.increase), 0);
  const changes = exposed.map((r) => r.changesAfterMonths).filter(isNumber);
  return {
    rateType: exposed.length ? 'variable' : 'fixed',
    increase: kr(increaseOre),
    changesAfterMonths: exposed.length && changes.length === exposed.length ? Math.min(...changes) : null,
  };
}
