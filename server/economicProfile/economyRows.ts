// From the request form's field values to the economic profile's database columns: the one mapping that both the
// form's submission (saveEconomicProfile.ts) and the economy pages' item writes (economyItems.ts) use.
import { toOre } from '../../domain/money';

type Item = Record<string, unknown>;

export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
export const orOre = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? toOre(v) : null);
export const rateOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(4) : null;
export const intOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** A debt's amounts: what is owed, at what rate, paid how often and for how long. */
export const debtColumns = (item: Item) => ({
  debtOre: orOre(item.debt),
  interestRate: rateOf(item.interest_rate),
  periodicPaymentOre: orOre(item.periodic_payment),
  termMonths: intOf(item.term_months),
});

/** A vehicle's or boat's columns (one the customer owns; the one to buy overrides isExisting). */
export const assetRow = (item: Item) => ({
  assetType: str(item.asset_type) ?? 'car',
  make: str(item.make),
  model: str(item.model),
  year: intOf(item.year),
  valueOre: orOre(item.value),
  isExisting: true,
});

/** The partner's columns, from the family answers (`about`) and the work answers (`work`). */
export const companionRow = (about: Item, work: Item) => ({
  name: str(about.co_applicant_name),
  birthDate: str(about.co_applicant_birth_date),
  employmentType: str(work.co_applicant_employment_type),
  monthlyIncomeOre: orOre(work.co_applicant_monthly_income),
});

/**
 * A property's columns. `manual` says whether the address was typed by hand (then it keeps address1 and no
 * look-up) or found by the address look-up (then it keeps the look-up id and its one-line address).
 */
export function propertyRow(item: Item, manual: boolean) {
  return {
    residenceType: str(item.residence_type),
    isExisting: item.is_existing !== false,
    newPropertyReason: item.is_existing === false ? str(item.reason) : null,
    valueOre: orOre(item.value),
    priceOre: orOre(item.price),
    downPaymentOre: orOre(item.down_payment),
    newLoanAmountOre: orOre(item.new_loan_amount),
    address1: manual ? str(item.address1) : null,
    postalCode: str(item.postal_code),
    city: str(item.city),
    countryCode: str(item.address_country_code) ?? 'dk',
    oneLineAddress: manual ? null : str(item.oneLineAddress),
    addressLookupId: manual ? null : str(item.address_id),
  };
}
