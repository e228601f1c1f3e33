// What an offered loan or credit means in plain words ("You borrow 250,000 kr. and pay 3,909 kr. a month for 7
// years. In all you pay 328,358 kr., of which 78,358 kr. is interest and fees."), and the rules a lender's own
// figures must agree with. Built from the offer's figures, never from text the lender typed.
import { kindOfProduct } from './offerProducts';
import { obligedToGiveExample } from './representativeExample';
import { toRateUnits, type RatePercent } from './interestRate';

export interface ExplainedFigures {
  product_type: string;
  product_sub_type: string;
  /** Kroner. */
  amount: number;
  term_months: number | null;
  /** The first month's payment before tax, kroner: the lender's, or the annuity the server computed without one. */
  monthly_payment: number | null;
  /** Everything repaid over the term (principal, interest, contribution, fees), kroner: always the server's. */
  total_cost: number | null;
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

/**
 * The sentence's figures for a loan or credit with a term; null for deposits and products without one. They are
 * the offer's own payment and total, which the server worked out once with the annuity code when it took the offer
 * (server/leads/offerBody.ts), so the sentence says what the figures beside it say. Each is rounded to whole
 * kroner once, and the cost is the rounded total minus the amount, so the sentence's three sums agree.
 */
export function offerSentence(product: ExplainedFigures): OfferSentence | null {
  const { term_months: termMonths, monthly_payment: monthly, total_cost: total } = product;
  if (product.product_type === 'deposit' || termMonths === null || termMonths < 1) return null;
  if (monthly === null || total === null) return null;
  const amount = Math.round(product.amount);
  const totalPayable = Math.round(total);
  return {
    amount,
    monthlyPayment: Math.round(monthly),
    termMonths,
    totalPayable,
    interestAndFees: totalPayable - amount,
  };
}

/** Whether the ÅOP disclosure names the bond price's loss (kurstab): only mortgages are funded by bonds. */
export const aopIncludesBondPriceLoss = (product: Pick<ExplainedFigures, 'product_type' | 'product_sub_type'>) =>
  kindOfProduct(product) === 'mortgage';

/**
 * Every loan and credit carries its standard information as a "repræsentativt eksempel" (consumer credit:
 * kreditaftaleloven section 8; a loan on a home: the ESIS): the lender must state whether the rate is fixed or variable,
 * and the total payable. Deposits are not credit.
 */
export const needsRepresentativeExample = (product: Pick<ExplainedFigures, 'product_type' | 'product_sub_type'>) =>
  obligedToGiveExample(product);

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
