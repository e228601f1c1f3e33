// What an offered loan or credit means in plain words ("You borrow 250,000 kr. and pay 3,909 kr. a month for 7
// years. In all you pay 328,358 kr., of which 78,358 kr. is interest and fees."), and the rules a lender's own
// figures must agree with. Computed here from the offer's amount, rates, term and fees with the annuity code,
// never taken from text the lender typed, so both halves say the same.
import { annuity } from './annuity';
import { kindOfProduct } from './offerProducts';
import { formatRateUnits, toRateUnits, type RatePercent } from './interestRate';

export interface ExplainedFigures {
  product_type: string;
  product_sub_type: string;
  /** Kroner. */
  amount: number;
  interest_rate: RatePercent;
  contribution_rate: RatePercent | null;
  term_months: number | null;
  /** One-off costs at the start, kroner. */
  fees: number;
}

/** Whole kroner, as the sentence says them. */
export interface OfferSentence {
  amount: number;
  monthlyPayment: number;
  termMonths: number;
  totalPayable: number;
  /** Total payable minus the amount: interest, contribution and fees. */
  interestAndFees: number;
}

const toKroner = (ore: number) => Math.round(ore / 100);

/**
 * The sentence's figures for a loan or credit with a term; null for deposits and products without one. The
 * payment is computed at interest plus contribution (a mortgage pays both every month); totals are rounded once
 * from øre, and the cost is the rounded total minus the amount so the sentence's three sums agree with each other.
 */
export function offerSentence(product: ExplainedFigures): OfferSentence | null {
  if (product.product_type === 'deposit' || product.term_months === null || product.term_months < 1) return null;
  const rateUnits =
    toRateUnits(product.interest_rate) +
    (product.contribution_rate === null ? 0n : toRateUnits(product.contribution_rate));
  const principalOre = Math.round(product.amount * 100);
  const result = annuity({
    principalOre,
    annualRatePercent: formatRateUnits(rateUnits),
    months: product.term_months,
    feesOre: Math.round(product.fees * 100),
  });
  const amount = toKroner(principalOre);
  const totalPayable = toKroner(result.totalCostOre);
  return {
    amount,
    monthlyPayment: toKroner(result.monthlyPaymentOre),
    termMonths: product.term_months,
    totalPayable,
    interestAndFees: totalPayable - amount,
  };
}

/** Whether the ÅOP disclosure names the bond price's loss (kurstab): only mortgages are funded by bonds. */
export const aopIncludesBondPriceLoss = (product: Pick<ExplainedFigures, 'product_type' | 'product_sub_type'>) =>
  kindOfProduct(product) === 'mortgage';

/**
 * Consumer loans carry the standard information of the consumer credit act (kreditaftaleloven) as a
 * "repræsentativt eksempel": the lender must state whether the rate is fixed or variable, and the total payable.
 */
export const needsRepresentativeExample = (product: Pick<ExplainedFigures, 'product_type' | 'product_sub_type'>) =>
  kindOfProduct(product) === 'consumerLoan';

export const RATE_TYPES = ['fixed', 'variable'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** A contradiction in a lender's own figures: the field it is about and which rule it breaks. */
export interface FigureContradiction {
  field: 'aop' | 'total_payable';
  rule: 'aop_below_rate' | 'total_below_amount';
}

/**
 * Figures that cannot all be true: an ÅOP below the nominal rate (ÅOP adds the costs to the interest, it never
 * takes from it), or a total payable below the amount borrowed (the loan would cost less than nothing).
 */
export function figureContradictions(figures: {
  amountOre: number;
  interestRate: RatePercent;
  aop: RatePercent | null;
  totalPayableOre: number | null;
}): FigureContradiction[] {
  const found: FigureContradiction[] = [];
  if (figures.aop !== null && toRateUnits(figures.aop) < toRateUnits(figures.interestRate))
    found.push({ field: 'aop', rule: 'aop_below_rate' });
  if (figures.totalPayableOre !== null && figures.totalPayableOre < figures.amountOre)
    found.push({ field: 'total_payable', rule: 'total_below_amount' });
  return found;
}
