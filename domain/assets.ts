// Whether a property or another asset carries debt, which decides if its loan questions are asked (spec §5).

type Items = readonly unknown[] | null | undefined;

export interface PropertyDebts {
  /** false for a property the customer is about to buy. */
  is_existing?: boolean | null;
  loans?: Items;
  credits?: Items;
  mortgages?: Items;
  new_loan_amount?: number | string | null;
}

export interface AssetDebts {
  is_existing?: boolean | null;
  loans?: Items;
  credits?: Items;
}

const hasItems = (items: Items): boolean => (items?.length ?? 0) > 0;

function hasAmount(amount: number | string | null | undefined): boolean {
  if (typeof amount === 'number') return amount > 0;
  return typeof amount === 'string' && amount.trim() !== '' && Number(amount) !== 0;
}

/** A new property is bought with a loan; an existing one has loans when any debt is listed on it. */
export function propertyHasLoans(property: PropertyDebts): boolean {
  return (
    property.is_existing === false ||
    hasItems(property.loans) ||
    hasItems(property.credits) ||
    hasItems(property.mortgages) ||
    hasAmount(property.new_loan_amount)
  );
}

export function assetHasLoans(asset: AssetDebts): boolean {
  return asset.is_existing === false || hasItems(asset.loans) || hasItems(asset.credits);
}
