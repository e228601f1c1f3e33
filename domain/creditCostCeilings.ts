// The three cost ceilings on consumer credit (Forbrugerombudsmanden, "Kreditomkostningsloft (ÅOP-loft mv.)"):
// the one place the product keeps them, for a lender's offer through the supplier API (server/leads/offerBody.ts)
// and the demo lenders' pricing alike. Mortgage credit is outside them, as the law has it. docs/product.md §10.
import { toRateUnits } from './interestRate';
import { kindOfProduct, type ProductLike } from './offerProducts';

export interface CreditCostCeiling {
  /** The offer's field the ceiling is about. */
  field: 'aop' | 'interest_rate' | 'total_credit_costs';
  /** The ceiling in percent: per year for the ÅOP and the debtor rate, of the total amount of credit for costs. */
  percent: number;
}

/** In force since 1 July 2020 (kreditaftaleloven §§ 7 a–7 c, read 29 November 2026 on forbrugerombudsmanden.dk). */
export const CREDIT_COST_CEILINGS = {
  aop: { field: 'aop', percent: 35 },
  interestRate: { field: 'interest_rate', percent: 25 },
  totalCreditCosts: { field: 'total_credit_costs', percent: 100 },
  source: 'Forbrugerombudsmanden, «Kreditomkostningsloft (ÅOP-loft mv.)»; kreditaftaleloven §§ 7 a–7 c',
  inForceFrom: '2020-07-01',
  checked: '2026-11-29',
} as const satisfies Record<string, CreditCostCeiling | string>;

export type CeilingKind = 'mortgage' | 'consumer';

/**
 * Mortgage credit, and a bank's home loan secured on the same home, are outside the ceilings (the exemption of
 * credit secured on real property); every other loan or credit is consumer credit under them.
 */
export function ceilingKindOf(product: Pick<ProductLike, 'product_type' | 'product_sub_type'>): CeilingKind {
  const kind = kindOfProduct(product);
  return kind === 'mortgage' || kind === 'bankHomeLoan' ? 'mortgage' : 'consumer';
}

/** The figures of one product the ceilings look at: rates as the offer states them, money in øre. */
export interface CeilingFigures {
  /** 'mortgage' for credit secured on a home (exempt); any other kind is consumer credit here. */
  kind: CeilingKind;
  /** Yearly rates in percent, as strings or numbers ("24.99"); null when not known. */
  aop: string | number | null;
  interestRate: string | number;
  /** The total amount of credit (samlet kreditbeløb). */
  amountOre: number;
  /** Everything the consumer pays over the term: payments and fees (samlet beløb, der skal betales). */
  totalPayableOre: number | null;
}

/** A ceiling the offer breaks, with its figure in percent (two decimals) for the message. */
export interface CeilingBreach extends CreditCostCeiling {
  figure: string;
}

const percentText = (units: bigint) => {
  // Rate units are 1/10,000 of a percent: show two decimals, rounded up so a breach never reads as the ceiling.
  const hundredths = (units + 99n) / 100n;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};

/**
 * The ceilings an offered product breaks: none for mortgage credit. At the ceiling is allowed ("højst"); the
 * smallest rate step above it (0.0001 percentage points) is not. Total credit costs are the total payable less the amount of credit.
 */
export function ceilingBreaches(figures: CeilingFigures): CeilingBreach[] {
  if (figures.kind === 'mortgage') return [];
  const breaches: CeilingBreach[] = [];
  const { aop, interestRate, totalCreditCosts } = CREDIT_COST_CEILINGS;
  if (figures.aop !== null) {
    const units = toRateUnits(figures.aop);
    if (units > toRateUnits(aop.percent)) breaches.push({ ...aop, figure: percentText(units) });
  }
  const rateUnits = toRateUnits(figures.interestRate);
  if (rateUnits > toRateUnits(interestRate.percent)) breaches.push({ ...interestRate, figure: percentText(rateUnits) });
  if (figures.totalPayableOre !== null && figures.amountOre > 0) {
    const costsOre = BigInt(Math.max(0, figures.totalPayableOre - figures.amountOre));
    // Whole øre compared exactly: costs × 100 against amount × ceiling.
    if (costsOre * 100n > BigInt(figures.amountOre) * BigInt(totalCreditCosts.percent)) {
      const units = (costsOre * 100n * 10_000n) / BigInt(figures.amountOre);
      breaches.push({ ...totalCreditCosts, figure: percentText(units) });
    }
  }
  return breaches;
}
