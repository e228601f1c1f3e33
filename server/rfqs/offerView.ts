// An offer and its products as JSON (server/routes/API.md, "Offer"): the same for the customer and the lender.
import { inArray } from 'drizzle-orm';
import { isOfferExpired } from '../../domain/offerValidity';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { Offer, OfferProduct, ProductType, RateType } from '../../contract/offers';
import { kroner, percent } from '../http/apiMoney';

type OfferRow = typeof t.offers.$inferSelect;
type ProductRow = typeof t.offerProducts.$inferSelect;

export function productJson(p: ProductRow): OfferProduct {
  return {
    id: p.id,
    product_type: p.productType as ProductType,
    product_sub_type: p.productSubType,
    amount: kroner(p.amountOre),
    interest_rate: percent(p.interestRate),
    contribution_rate: percent(p.contributionRate),
    aop: percent(p.aop),
    term_months: p.termMonths,
    fees: kroner(p.feesOre),
    monthly_payment: kroner(p.monthlyPaymentOre),
    total_cost: kroner(p.totalCostOre),
    rate_type: p.rateType as RateType | null,
    rate_fixed_months: p.rateFixedMonths,
    early_repayment_fee_percent: percent(p.earlyRepaymentFeePercent),
    replaces: p.replaces,
  };
}

export type OfferJson = Offer;

/** The spec's offer (§3 Lead.offer): products grouped as loans, credits and deposits. */
export function offerJson(offer: OfferRow, products: readonly ProductRow[]): Offer {
  const of = (type: string) => products.filter((p) => p.productType === type).map(productJson);
  return {
    id: offer.id,
    created_at: offer.createdAt.toISOString(),
    version: offer.version,
    valid_until: offer.validUntil.toISOString(),
    expired: isOfferExpired(offer.validUntil),
    comment: offer.comment,
    total_monthly_discount: kroner(offer.totalMonthlyDiscountOre),
    savings_after_tax_for_month_1: kroner(offer.savingsAfterTaxMonth1Ore),
    savings_after_tax_for_year_1: kroner(offer.savingsAfterTaxYear1Ore),
    loans: of('loan'),
    credits: of('credit'),
    deposits: of('deposit'),
  };
}

/** The offers of these leads with their products, by lead id: two queries whatever the number of leads. */
export async function loadOffers(db: Db, leadIds: readonly number[]): Promise<Map<number, OfferJson>> {
  const out = new Map<number, OfferJson>();
  if (leadIds.length === 0) return out;
  const offers = await db
    .select()
    .from(t.offers)
    .where(inArray(t.offers.leadId, [...leadIds]));
  if (offers.length === 0) return out;
  const products = await db
    .select()
    .from(t.offerProducts)
    .where(
      inArray(
        t.offerProducts.offerId,
        offers.map((o) => o.id),
      ),
    )
    .orderBy(t.offerProducts.id);
  for (const offer of offers)
    out.set(
      offer.leadId,
      offerJson(
        offer,
        products.filter((p) => p.offerId === offer.id),
      ),
    );
  return out;
}
