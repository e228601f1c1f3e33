// Each offer's effect on the household budget (docs/product.md "Household budget"): what is left each month with
// the offer taken, from the rådighedsbeløb householdBudget.ts works out. A module of its own so the comparison and the
// offer page carry only this rule, not the whole budget. Pure; sums in øre, divided once.
import { toOre } from './money';
import { OWN_COLUMN } from './offerComparison';
import type { OfferLike, ProductLike } from './offerProducts';

type Amount = number | null | undefined;

const ore = (amount: Amount) =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? toOre(amount) : 0;

/** The request's current debts an offer may replace, by the ref its products name them with ("loans.0"). */
export interface RequestPayments {
  mortgages: readonly { periodic_payment?: Amount }[];
  loans: readonly { periodic_payment?: Amount }[];
  credits: readonly { periodic_payment?: Amount }[];
}

/** What an offer's effect needs of a budget: the rådighedsbeløb today and the reference it is weighed against. */
export interface BudgetStanding {
  left: number;
  reference: { total: number };
}

/**
 * What the household has left each month with an offer taken: today's rådighedsbeløb, plus the payments of the
 * debts the offer replaces, less the offer's own payments (loans and credits; a deposit costs nothing a month).
 * Null when the offer does not say what it replaces or a loan has no payment: no figure is better than a wrong one.
 * The payments replaced are the request's (what the offer was made against), the rest the budget's.
 */
export function leftWithOffer(budget: BudgetStanding, offer: OfferLike, request: RequestPayments): number | null {
  const products: readonly ProductLike[] = [...offer.loans, ...offer.credits];
  const all = [...products, ...offer.deposits];
  if (all.some((p) => p.replaces === null || p.replaces === undefined)) return null;
  if (products.some((p) => p.monthly_payment === null)) return null;
  const refs = new Set(all.flatMap((p) => p.replaces ?? []));
  const current = { mortgages: request.mortgages, loans: request.loans, credits: request.credits };
  let replacedOre = 0;
  for (const [group, debts] of Object.entries(current))
    debts.forEach((debt, i) => {
      if (refs.has(`${group}.${i}`)) replacedOre += ore(debt.periodic_payment);
    });
  const newOre = products.reduce((sum, p) => sum + ore(p.monthly_payment), 0);
  return (toOre(budget.left) + replacedOre - newOre) / 100;
}

/** One column of the comparison's budget row: what is left (today for the own column), and whether it is short. */
export interface LeftCell {
  left: number | null;
  under: boolean;
}

/**
 * The comparison's row "left each month with this offer": the customer's own column is today's budget, each
 * offer's column leftWithOffer; a figure below the reference amount is marked.
 */
export function leftWithOffers(
  budget: BudgetStanding,
  columns: readonly { id: number; offer: OfferLike | null }[],
  request: RequestPayments,
): LeftCell[] {
  return columns.map(({ id, offer }) => {
    const left = id === OWN_COLUMN ? budget.left : offer ? leftWithOffer(budget, offer, request) : null;
    return { left, under: left !== null && left < budget.reference.total };
  });
}
