// A lender's pricing profile as stored in suppliers.pricing (jsonb), read defensively: the engine prices only
// from a complete profile, so a real lender without one simply never answers by itself.
import { BANK_PRODUCTS, MORTGAGE_PRODUCTS, type LenderProduct } from '../leads/lendingProducts';

export type PricingProfile = {
  /** Percentage points on top of the market rate of every product (taken off the savings rate). */
  margin: number;
  /** The highest loan-to-value in percent it lends against. */
  maxLtv: number;
  /** The highest debt factor it accepts. */
  maxDebtFactor: number;
  /** The products it sells, in its order of preference. */
  products: LenderProduct[];
};

const KNOWN_PRODUCTS: readonly string[] = [...MORTGAGE_PRODUCTS, ...BANK_PRODUCTS];
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function readPricingProfile(raw: unknown): PricingProfile | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { margin, maxLtv, maxDebtFactor, products } = raw as Record<string, unknown>;
  if (!isFiniteNumber(margin) || !isFiniteNumber(maxLtv) || !isFiniteNumber(maxDebtFactor) || !Array.isArray(products))
    return null;
  const known = products.filter((p): p is LenderProduct => typeof p === 'string' && KNOWN_PRODUCTS.includes(p));
  if (known.length === 0) return null;
  return { margin, maxLtv, maxDebtFactor, products: known };
}
