// Which offer is best depends on what the request is for.
// - A purchase (a home, a vehicle) needs money lent: the first question is whether an offer finances the need
//   (its financing loans' principal reaches what the request needs), then what that financing costs (monthly
//   payment, then total cost, then ÅOP). A "saving" against today's situation means nothing there: a new loan
//   adds a payment, so every purchase offer "saves" a negative amount.
// - Anything else refinances what the customer has: the offer that lowers the monthly payment most is best, and
//   only when it lowers it at all (a negative saving is never good).
// When no single lender covers a purchase, the cheapest way to cover it by combining lenders is named (a mortgage
// institute's 80 % and a bank's top loan): one product of each financing kind, the largest offered.
//
// The customer API does not say which current debt an offered product replaces, so a purchase's financing is every
// loan of a kind that finances it (a home: mortgage and bank home loan; a vehicle: car loan and other loans). Pure.
import { kindOfProduct, type OfferLike, type ProductKind, type ProductLike } from './offerProducts';
import { offerRateRisk, type OfferRateRisk } from './representativeExample';
import { offerLeads, type LeadLike } from './rfqRules';

export const PURCHASE_PURPOSES = ['property_purchaser', 'vehicle_purchaser'] as const;
export type PurchasePurpose = (typeof PURCHASE_PURPOSES)[number];

/** The loan kinds that pay for each kind of purchase. */
export const FINANCING_KINDS: Record<PurchasePurpose, readonly ProductKind[]> = {
  property_purchaser: ['mortgage', 'bankHomeLoan'],
  vehicle_purchaser: ['carLoan', 'otherLoan'],
};

export function isPurchase(purpose: string): purpose is PurchasePurpose {
  return (PURCHASE_PURPOSES as readonly string[]).includes(purpose);
}

/** The request as the customer API sends it: purpose and the assets, a bought one with `is_existing: false`. */
export interface PurchaseRequestLike {
  purpose: string;
  properties: readonly Record<string, unknown>[];
  vehicles: readonly Record<string, unknown>[];
}

const amount = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Kroner a purchase needs lent: for each asset being bought, the loan asked for, else price (or value) minus down
 * payment; the same reading as the lenders' (server/leads/requestFacts.ts). Null when the request is not a
 * purchase or does not say.
 */
export function purchaseNeed(request: PurchaseRequestLike): number | null {
  if (!isPurchase(request.purpose)) return null;
  const assets = request.purpose === 'property_purchaser' ? request.properties : request.vehicles;
  const needs = assets
    .filter((asset) => asset.is_existing === false)
    .map((asset) => {
      const loan = amount(asset.new_loan_amount);
      if (loan !== null) return Math.max(0, loan);
      const price = amount(asset.price) ?? amount(asset.value);
      return price === null ? null : Math.max(0, price - (amount(asset.down_payment) ?? 0));
    })
    .filter((need): need is number => need !== null);
  const total = needs.reduce((sum, need) => sum + need, 0);
  return total > 0 ? total : null;
}

export type RankedOffer<Id> = {
  id: Id;
  /** Kroner the offer lends towards the purchase (0 for refinancing). */
  financed: number;
  /** A purchase: the offer alone lends the whole need. Refinancing: false. */
  covers: boolean;
  /** A purchase: the financing loans' monthly payment, total cost and amount-weighted ÅOP; null when unknown. */
  monthlyPayment: number | null;
  totalCost: number | null;
  aop: number | null;
  /** Monthly payment now minus with the offer, before tax (total_monthly_discount). */
  monthlySaving: number | null;
  /** Fixed or variable, and how much its payments rise if the rates rise 2 percentage points; null without credit. */
  rateRisk: OfferRateRisk | null;
};

/**
 * The best offer's interest-rate risk, said beside why it is best, so a variable rate (an F1) never wins over a
 * fixed or longer-fixed one (an F5) silently: `safer` are the other offers that could have been best (lend the
 * whole need; save at all) whose payments rise less with the rate.
 */
export type BestRisk<Id> = { risk: OfferRateRisk; safer: Id[] };

/**
 * Why an offer is best, one sentence each in the translations (ranking.reason.*):
 * coversCheapest: of the offers that lend the whole amount, the lowest monthly payment; onlyCovering: the only
 * offer that lends the whole amount; largestSaving: lowers the monthly payment the most.
 */
export type BestReason = 'coversCheapest' | 'onlyCovering' | 'largestSaving';

/** single: one lender lends it all; combined: only lenders together do; none: not even together. */
export type Coverage = 'single' | 'combined' | 'none';

export type CombinationPart<Id> = { id: Id; kind: ProductKind; amount: number };

export type OfferRanking<Id> = {
  goal: 'finance' | 'save';
  /** A purchase's need in kroner; null when not a purchase or unknown. */
  need: number | null;
  /** Best first. */
  ranked: RankedOffer<Id>[];
  best: { id: Id; reason: BestReason } | null;
  /** A purchase only; null for refinancing. */
  coverage: Coverage | null;
  /** When only lenders together cover the purchase: the product each lends. Empty otherwise. */
  combination: CombinationPart<Id>[];
  /** The most one offer lends towards the purchase. */
  largestFinanced: number;
  /** The best offer's rate risk; null without a best or when its credits' terms are unknown. */
  bestRisk: BestRisk<Id> | null;
};

export type OfferEntry<Id> = { id: Id; offer: OfferLike };

const num = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Kroner and øre: a need of 3.100.000 kr. is covered by loans that add up to it, whatever the rounding. */
const EPSILON = 0.005;

function sumOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return Math.round((values as number[]).reduce((sum, value) => sum + value, 0) * 100) / 100;
}

function weightedAop(products: readonly ProductLike[]): number | null {
  const known = products.filter((p) => num(p.aop) !== null && p.amount > 0);
  const principal = known.reduce((sum, p) => sum + p.amount, 0);
  if (known.length === 0 || principal <= 0) return null;
  return Math.round((known.reduce((sum, p) => sum + p.amount * (p.aop as number), 0) / principal) * 100) / 100;
}

/** Ascending, unknown last. */
const byKnown = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);
/** Descending, unknown last. */
const byKnownDesc = (a: number | null, b: number | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : b - a;

function financingOf(offer: OfferLike, kinds: readonly ProductKind[]): ProductLike[] {
  return offer.loans.filter((product) => kinds.includes(kindOfProduct(product)) && product.amount > 0);
}

function rankPurchase<Id>(
  purpose: PurchasePurpose,
  need: number | null,
  offers: readonly OfferEntry<Id>[],
): OfferRanking<Id> {
  const kinds = FINANCING_KINDS[purpose];
  const assessed = offers.map(({ id, offer }, order) => {
    const financing = financingOf(offer, kinds);
    const financed = financing.reduce((sum, p) => sum + p.amount, 0);
    const ranked: RankedOffer<Id> = {
      id,
      financed,
      covers: financed > 0 && (need === null || financed + EPSILON >= need),
      monthlyPayment: financing.length ? sumOrNull(financing.map((p) => num(p.monthly_payment))) : null,
      totalCost: financing.length ? sumOrNull(financing.map((p) => num(p.total_cost))) : null,
      aop: weightedAop(financing),
      monthlySaving: num(offer.total_monthly_discount),
      rateRisk: offerRateRisk([...offer.loans, ...offer.credits]),
    };
    return { ranked, financing, order };
  });

  const tier = (r: RankedOffer<Id>) => (r.covers ? 0 : r.financed > 0 ? 1 : 2);
  const sorted = [...assessed].sort(
    (a, b) =>
      tier(a.ranked) - tier(b.ranked) ||
      // Partial offers: the one that lends most first; covering offers all lend enough.
      (tier(a.ranked) === 1 ? b.ranked.financed - a.ranked.financed : 0) ||
      byKnown(a.ranked.monthlyPayment, b.ranked.monthlyPayment) ||
      byKnown(a.ranked.totalCost, b.ranked.totalCost) ||
      byKnown(a.ranked.aop, b.ranked.aop) ||
      a.order - b.order,
  );
  const ranked = sorted.map((entry) => entry.ranked);
  const covering = ranked.filter((r) => r.covers);
  const largestFinanced = Math.max(0, ...ranked.map((r) => r.financed));

  let coverage: Coverage = covering.length > 0 ? 'single' : 'none';
  let combination: CombinationPart<Id>[] = [];
  if (covering.length === 0 && need !== null) {
    // One product of each financing kind: the largest offered, the cheaper of equal ones (earlier offer on a tie).
    const parts: (CombinationPart<Id> & { payment: number | null })[] = [];
    for (const kind of kinds) {
      let chosen: (CombinationPart<Id> & { payment: number | null }) | null = null;
      for (const { ranked: r, financing } of assessed) {
        for (const product of financing.filter((p) => kindOfProduct(p) === kind)) {
          const payment = num(product.monthly_payment);
          if (
            chosen === null ||
            product.amount > chosen.amount ||
            (product.amount === chosen.amount && byKnown(payment, chosen.payment) < 0)
          )
            chosen = { id: r.id, kind, amount: product.amount, payment };
        }
      }
      if (chosen) parts.push(chosen);
    }
    const together = parts.reduce((sum, part) => sum + part.amount, 0);
    if (new Set(parts.map((part) => part.id)).size > 1 && together + EPSILON >= need) {
      coverage = 'combined';
      combination = parts.map(({ id, kind, amount: lent }) => ({ id, kind, amount: lent }));
    }
  }

  const best =
    covering.length > 0
      ? { id: covering[0].id, reason: (covering.length > 1 ? 'coversCheapest' : 'onlyCovering') as BestReason }
      : null;
  const bestRisk = riskOfBest(best?.id ?? null, covering);
  return { goal: 'finance', need, ranked, best, coverage, combination, largestFinanced, bestRisk };
}

function riskOfBest<Id>(bestId: Id | null, contenders: readonly RankedOffer<Id>[]): BestRisk<Id> | null {
  const best = contenders.find((r) => r.id === bestId);
  if (!best || !best.rateRisk) return null;
  const risk = best.rateRisk;
  // Safer: its payments rise less, or its rate is fixed for longer before it may change at all.
  const later = (other: OfferRateRisk) =>
    risk.rateType === 'variable' &&
    (other.rateType === 'fixed' ||
      (other.changesAfterMonths !== null && other.changesAfterMonths > (risk.changesAfterMonths ?? 0)));
  const safer = contenders
    .filter((r) => r.id !== bestId && r.rateRisk !== null && (r.rateRisk.increase < risk.increase || later(r.rateRisk)))
    .map((r) => r.id);
  return { risk, safer };
}

function rankRefinancing<Id>(offers: readonly OfferEntry<Id>[]): OfferRanking<Id> {
  const assessed = offers.map(({ id, offer }, order) => ({
    order,
    yearSaving: num(offer.savings_after_tax_for_year_1),
    ranked: {
      id,
      financed: 0,
      covers: false,
      monthlyPayment: null,
      totalCost: null,
      aop: null,
      monthlySaving: num(offer.total_monthly_discount),
      rateRisk: offerRateRisk([...offer.loans, ...offer.credits]),
    } satisfies RankedOffer<Id>,
  }));
  const sorted = [...assessed].sort(
    (a, b) =>
      byKnownDesc(a.ranked.monthlySaving, b.ranked.monthlySaving) ||
      byKnownDesc(a.yearSaving, b.yearSaving) ||
      a.order - b.order,
  );
  const ranked = sorted.map((entry) => entry.ranked);
  const top = ranked[0];
  const best =
    top && top.monthlySaving !== null && top.monthlySaving > 0
      ? { id: top.id, reason: 'largestSaving' as BestReason }
      : null;
  const bestRisk = riskOfBest(
    best?.id ?? null,
    ranked.filter((r) => r.monthlySaving !== null && r.monthlySaving > 0),
  );
  return { goal: 'save', need: null, ranked, best, coverage: null, combination: [], largestFinanced: 0, bestRisk };
}

/** The offers of a request ranked by its purpose, the best (if any) with its reason. */
export function rankOffers<Id>(request: PurchaseRequestLike, offers: readonly OfferEntry<Id>[]): OfferRanking<Id> {
  return isPurchase(request.purpose)
    ? rankPurchase(request.purpose, purchaseNeed(request), offers)
    : rankRefinancing(offers);
}

type OfferedLead = LeadLike & { offer: (OfferLike & { created_at: string | Date }) | null };

/** A request's offers (§4: rfq-pipeline leads with an offer, not lost) ranked, by lead id. */
export function rankRequestOffers(
  request: PurchaseRequestLike & { leads: readonly OfferedLead[] },
): OfferRanking<number> {
  return rankOffers(
    request,
    offerLeads(request.leads).flatMap((lead) => (lead.offer ? [{ id: lead.id, offer: lead.offer }] : [])),
  );
}
