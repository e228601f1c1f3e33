// The offer comparison table (spec §3 Offer comparison, §4): the customer's own situation (column 0) beside each
// offer, one group of rows per product, the best value of each row marked. Pure, so the page only renders it.
//
// Products line up by their kind (mortgage beside mortgage, car loan beside car loan), the n-th of a kind beside
// the n-th. What an offer replaces is its own row: which of the customer's current debts and deposits it repays or
// takes over (the products' `replaces`), because that is what its saving is measured against (offerSavings.ts); a
// loan beside a current one of its kind need not replace it.
//
// The last group depends on what the request is for (offerRanking.ts): a purchase shows what each offer lends
// towards the need and what that costs; refinancing shows the savings against today. A saving is only ever
// marked best when it is one (above zero), and a purchase's cost only among the offers that lend the whole need.
import {
  kindOfProduct,
  LOAN_KINDS_BY_SUB_TYPE,
  PRODUCT_KINDS,
  type OfferLike,
  type ProductKind,
  type ProductLike,
} from './offerProducts';
import type { OfferRanking } from './offerRanking';

/** Column id of the customer's own situation (§3: 0 means the customer's own entry). */
export const OWN_COLUMN = 0;

export const PRODUCT_METRICS = ['amount', 'interestRate', 'aop', 'termMonths', 'monthlyPayment', 'totalCost'] as const;
export type ProductMetric = (typeof PRODUCT_METRICS)[number];
export const SUMMARY_METRICS = ['monthlyDiscount', 'savingsMonth1', 'savingsYear1'] as const;
export type SummaryMetric = (typeof SUMMARY_METRICS)[number];
/** A purchase's summary: what the offer lends towards the need, and that financing's cost. */
export const FINANCING_METRICS = ['financed', 'financingMonthlyPayment', 'financingTotalCost', 'financingAop'] as const;
export type FinancingMetric = (typeof FINANCING_METRICS)[number];
export type Metric = ProductMetric | SummaryMetric | FinancingMetric;

type Maybe = number | null | undefined;
export interface CurrentDebtLike {
  debt?: Maybe;
  interest_rate?: Maybe;
  periodic_payment?: Maybe;
  term_months?: Maybe;
  liability_sub_type?: string | null;
}
export interface CurrentDepositLike {
  /** 'savings' or 'pension' (the form's two kinds). */
  deposit_type?: string | null;
  amount?: Maybe;
  interest_rate?: Maybe;
}
/** The request as submitted: the customer's current debts and deposits. */
export interface RequestLike {
  mortgages: readonly CurrentDebtLike[];
  loans: readonly CurrentDebtLike[];
  credits: readonly CurrentDebtLike[];
  deposits: readonly CurrentDepositLike[];
}

export type ComparisonColumn = { id: number; offer: OfferLike | null };

/** A product in one cell group: an offered product (with its ids, for the detail page) or a current debt. */
export type SlotProduct = {
  /** null for the customer's own debts and deposits. */
  ref: { productType: string; productId: number; subType: string } | null;
  values: Record<ProductMetric, number | null>;
};

export type Cell = { value: number | null; best: boolean };
/** `lower`/`higher`: which values are better; null when a row has no better (amount, term). */
export type Better = 'lower' | 'higher' | null;
export type ComparisonRow = { metric: Metric; better: Better; cells: Cell[] };
export type ProductGroup = {
  key: string;
  kind: ProductKind;
  index: number;
  products: (SlotProduct | null)[];
  rows: ComparisonRow[];
};
/** `savings` for refinancing, `financing` for a purchase. */
export type SummaryKind = 'savings' | 'financing';
/** One of the customer's current debts or deposits an offer replaces, named as its row group is (kind, number). */
export type ReplacedItem = { ref: string; kind: ProductKind; index: number; amount: number | null };
export type Comparison = {
  columnIds: number[];
  groups: ProductGroup[];
  summaryKind: SummaryKind;
  summary: ComparisonRow[];
  /**
   * By column: what the offer replaces, in the request's order; empty when it replaces nothing (new money only);
   * null for the customer's own column and for an offer made before lenders' answers recorded it.
   */
  replaced: (ReplacedItem[] | null)[];
};

const num = (value: Maybe): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function kindOfCurrentLoan(loan: CurrentDebtLike): ProductKind {
  return LOAN_KINDS_BY_SUB_TYPE[loan.liability_sub_type ?? ''] ?? 'otherLoan';
}

function offeredSlot(product: ProductLike): SlotProduct {
  return {
    ref: { productType: product.product_type, productId: product.id, subType: product.product_sub_type },
    values: {
      amount: num(product.amount),
      interestRate: num(product.interest_rate),
      aop: num(product.aop),
      termMonths: num(product.term_months),
      monthlyPayment: num(product.monthly_payment),
      totalCost: num(product.total_cost),
    },
  };
}

function currentDebtSlot(debt: CurrentDebtLike): SlotProduct {
  const payment = num(debt.periodic_payment);
  const term = num(debt.term_months);
  return {
    ref: null,
    values: {
      amount: num(debt.debt),
      interestRate: num(debt.interest_rate),
      // An existing loan's ÅOP is not part of the request.
      aop: null,
      termMonths: term,
      monthlyPayment: payment,
      // What is left to pay, the way an offer's total cost counts (payments over the term; no new fees).
      totalCost: payment !== null && term !== null ? Math.round(payment * term * 100) / 100 : null,
    },
  };
}

function currentDepositSlot(deposit: CurrentDepositLike): SlotProduct {
  const values = {
    amount: num(deposit.amount),
    interestRate: num(deposit.interest_rate),
    aop: null,
    termMonths: null,
    monthlyPayment: null,
    totalCost: null,
  };
  return { ref: null, values };
}

type Slots = Map<ProductKind, SlotProduct[]>;

function push(slots: Slots, kind: ProductKind, slot: SlotProduct) {
  const list = slots.get(kind) ?? [];
  list.push(slot);
  slots.set(kind, list);
}

/** The request's debts and deposits with the ref an offer names them by ("loans.1") and their kind. */
function ownEntries(request: RequestLike): { ref: string; kind: ProductKind; slot: SlotProduct }[] {
  return [
    ...request.mortgages.map((m, i) => ({
      ref: `mortgages.${i}`,
      kind: 'mortgage' as const,
      slot: currentDebtSlot(m),
    })),
    ...request.loans.map((l, i) => ({ ref: `loans.${i}`, kind: kindOfCurrentLoan(l), slot: currentDebtSlot(l) })),
    ...request.credits.map((c, i) => ({ ref: `credits.${i}`, kind: 'credit' as const, slot: currentDebtSlot(c) })),
    ...request.deposits.map((d, i) => ({
      ref: `deposits.${i}`,
      kind: d.deposit_type === 'pension' ? ('pension' as const) : ('deposit' as const),
      slot: currentDepositSlot(d),
    })),
  ];
}

function ownSlots(request: RequestLike): Slots {
  const slots: Slots = new Map();
  for (const entry of ownEntries(request)) push(slots, entry.kind, entry.slot);
  return slots;
}

/** Every current debt and deposit as an offer's replacement, numbered within its kind as the own column is. */
function replaceableItems(request: RequestLike): ReplacedItem[] {
  const counts = new Map<ProductKind, number>();
  return ownEntries(request).map(({ ref, kind, slot }) => {
    const index = counts.get(kind) ?? 0;
    counts.set(kind, index + 1);
    return { ref, kind, index, amount: slot.values.amount };
  });
}

function replacedBy(offer: OfferLike | null, items: readonly ReplacedItem[]): ReplacedItem[] | null {
  if (!offer) return null;
  const products = [...offer.loans, ...offer.credits, ...offer.deposits];
  if (products.some((p) => p.replaces === null || p.replaces === undefined)) return null;
  const refs = new Set(products.flatMap((p) => p.replaces ?? []));
  return items.filter((item) => refs.has(item.ref));
}

function offerSlots(offer: OfferLike | null): Slots {
  const slots: Slots = new Map();
  if (!offer) return slots;
  for (const product of [...offer.loans, ...offer.credits, ...offer.deposits])
    push(slots, kindOfProduct(product), offeredSlot(product));
  return slots;
}

/** Which way a row is better; a deposit's rate is better high, every cost is better low. */
export function betterOf(metric: Metric, kind: ProductKind | null): Better {
  switch (metric) {
    case 'interestRate':
      return kind === 'deposit' || kind === 'pension' ? 'higher' : 'lower';
    case 'aop':
    case 'monthlyPayment':
    case 'totalCost':
    case 'financingMonthlyPayment':
    case 'financingTotalCost':
    case 'financingAop':
      return 'lower';
    case 'monthlyDiscount':
    case 'savingsMonth1':
    case 'savingsYear1':
      return 'higher';
    default:
      return null;
  }
}

/** A saving is good only when it is one: a negative "saving" is a cost and never best. */
const isSaving = (metric: Metric) => (SUMMARY_METRICS as readonly string[]).includes(metric);

/**
 * Marks the best value among the offers (the customer's own column is the baseline, never "best"). A row is only
 * marked when at least two offers have a value there and they differ; ties for best are all marked. `eligible`
 * says which columns may compete (a purchase: only the offers that lend the whole need).
 */
function markBest(
  columnIds: readonly number[],
  values: (number | null)[],
  better: Better,
  metric: Metric,
  eligible: readonly boolean[] | null,
): Cell[] {
  const cells = values.map((value) => ({ value, best: false }));
  if (better === null) return cells;
  const candidates = cells.filter(
    (cell, i) => columnIds[i] !== OWN_COLUMN && cell.value !== null && (eligible === null || eligible[i]),
  );
  if (candidates.length < 2) return cells;
  const numbers = candidates.map((cell) => cell.value as number);
  const best = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  if (numbers.every((value) => value === best)) return cells;
  if (isSaving(metric) && best <= 0) return cells;
  for (const cell of candidates) cell.best = cell.value === best;
  return cells;
}

function row(
  metric: Metric,
  kind: ProductKind | null,
  columnIds: readonly number[],
  values: (number | null)[],
  eligible: readonly boolean[] | null = null,
): ComparisonRow | null {
  if (values.every((value) => value === null)) return null;
  const better = betterOf(metric, kind);
  return { metric, better, cells: markBest(columnIds, values, better, metric, eligible) };
}

function savingsSummary(columns: readonly ComparisonColumn[], columnIds: readonly number[]): ComparisonRow[] {
  const summaryValue = (metric: SummaryMetric, offer: OfferLike | null): number | null => {
    if (!offer) return null;
    if (metric === 'monthlyDiscount') return num(offer.total_monthly_discount);
    return num(metric === 'savingsMonth1' ? offer.savings_after_tax_for_month_1 : offer.savings_after_tax_for_year_1);
  };
  return SUMMARY_METRICS.map((metric) =>
    row(
      metric,
      null,
      columnIds,
      columns.map((column) => (column.id === OWN_COLUMN ? null : summaryValue(metric, column.offer))),
    ),
  ).filter((r): r is ComparisonRow => r !== null);
}

function financingSummary(columnIds: readonly number[], ranking: OfferRanking<number>): ComparisonRow[] {
  const byId = new Map(ranking.ranked.map((offer) => [offer.id, offer]));
  const eligible = columnIds.map((id) => byId.get(id)?.covers === true);
  const valueOf: Record<FinancingMetric, (id: number) => number | null> = {
    financed: (id) => byId.get(id)?.financed ?? null,
    financingMonthlyPayment: (id) => byId.get(id)?.monthlyPayment ?? null,
    financingTotalCost: (id) => byId.get(id)?.totalCost ?? null,
    financingAop: (id) => byId.get(id)?.aop ?? null,
  };
  return FINANCING_METRICS.map((metric) =>
    row(
      metric,
      null,
      columnIds,
      columnIds.map((id) => (id === OWN_COLUMN ? null : valueOf[metric](id))),
      eligible,
    ),
  ).filter((r): r is ComparisonRow => r !== null);
}

/**
 * The comparison of `columns` (in the order given) against the request the offers answer; `ranking` (of every
 * offer of the request, offerRanking.ts) decides the last group.
 */
export function compareOffers(
  request: RequestLike,
  columns: readonly ComparisonColumn[],
  ranking: OfferRanking<number>,
): Comparison {
  const columnIds = columns.map((column) => column.id);
  const slotsByColumn = columns.map((column) =>
    column.id === OWN_COLUMN ? ownSlots(request) : offerSlots(column.offer),
  );

  const groups: ProductGroup[] = [];
  for (const kind of PRODUCT_KINDS) {
    const depth = Math.max(0, ...slotsByColumn.map((slots) => slots.get(kind)?.length ?? 0));
    for (let index = 0; index < depth; index += 1) {
      const products = slotsByColumn.map((slots) => slots.get(kind)?.[index] ?? null);
      const rows = PRODUCT_METRICS.map((metric) =>
        row(
          metric,
          kind,
          columnIds,
          products.map((p) => p?.values[metric] ?? null),
        ),
      ).filter((r): r is ComparisonRow => r !== null);
      groups.push({ key: `${kind}.${index}`, kind, index, products, rows });
    }
  }

  const summaryKind: SummaryKind = ranking.goal === 'finance' ? 'financing' : 'savings';
  const summary =
    summaryKind === 'financing' ? financingSummary(columnIds, ranking) : savingsSummary(columns, columnIds);
  const items = replaceableItems(request);
  const replaced = columns.map((column) => (column.id === OWN_COLUMN ? null : replacedBy(column.offer, items)));
  return { columnIds, groups, summaryKind, summary, replaced };
}

/**
 * The columns a comparison shows: the ids asked for (the route's `leadIds`) that are the customer's own column or
 * one of the offers, in the offers' order (own column first); all of them when none of the asked ids is valid.
 */
export function chooseColumns(offerLeadIds: readonly number[], asked: readonly number[] | null): number[] {
  const all = [OWN_COLUMN, ...offerLeadIds];
  if (!asked || asked.length === 0) return all;
  const wanted = new Set(asked);
  const chosen = all.filter((id) => wanted.has(id));
  return chosen.length > 0 ? chosen : all;
}

/** `"0,34,35"` → `[0, 34, 35]`; anything that is not a whole non-negative number is dropped. */
export function parseLeadIds(param: string | undefined): number[] | null {
  if (!param) return null;
  const ids = param
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}
