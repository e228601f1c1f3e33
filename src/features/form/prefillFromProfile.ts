// A signed-in customer's economic profile (GET /api/customer/users/{id}/economic-profiles, server/routes/API.md)
// as the steps' formData, for PREFILL. Pure: the shapes differ (one list of loans there, loans per property,
// asset and kind here), so each is mapped by what it belongs to.
import type { FormPurpose, FormRecord, FormValue, PrefillSteps } from '../../../machines/auctionForm/types';
import { CURRENT_RESIDENCE_TYPES, formOptions } from '../../../domain/formOptions';

type Json = Record<string, unknown>;

const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => item !== null && typeof item === 'object') : [];
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const sum = (items: Json[], key: string): number => items.reduce((total, item) => total + (num(item[key]) ?? 0), 0);
const oneOf = (value: unknown, options: readonly string[]): string | null =>
  typeof value === 'string' && options.includes(value) ? value : null;

/** `2015-08-01` or `2015-08` as the first of its month, the shape the employment step stores. */
function firstOfMonth(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})/.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-01` : null;
}

function debtItem(item: Json, liabilityType: string, liabilitySubType: string): FormRecord {
  return {
    id: num(item.id),
    liability_type: liabilityType,
    liability_sub_type: liabilitySubType,
    debt: num(item.debt),
    interest_rate: num(item.interest_rate),
    term_months: num(item.term_months),
    periodic_payment: num(item.periodic_payment),
  };
}

function housingSituation(profile: Json): FormRecord | null {
  const properties = list(profile.properties);
  const residence = oneOf(profile.residence_type, CURRENT_RESIDENCE_TYPES);
  if (properties.length === 0 && residence === null) return null;
  const mortgages = list(profile.mortgages);
  const loans = list(profile.loans);
  return {
    residence_type: residence,
    properties: properties.map((property): FormRecord => {
      const address = (property.address ?? {}) as Json;
      const on = (items: Json[]) => items.filter((item) => item.property_id === property.id);
      const existing = property.is_existing !== false;
      return {
        id: num(property.id),
        is_existing: existing,
        residence_type: str(property.residence_type),
        // The profile keeps the address as lines, not as a look-up id: it counts as typed by hand.
        show_manual_address: true,
        address_id: null,
        address1: str(address.address1),
        postal_code: str(property.postal_code),
        city: str(property.city),
        address_country_code: str(property.address_country_code) ?? 'dk',
        oneLineAddress: str(property.oneLineAddress),
        value: existing ? num(property.value) : null,
        price: existing ? null : num(property.price),
        down_payment: existing ? null : num(property.down_payment),
        reason: existing ? null : str(property.new_property_reason),
        new_loan_amount: num(property.new_loan_amount),
        mortgages: on(mortgages).map((m) => ({
          ...debtItem(m, 'mortgage', 'mortgage'),
          loan_kind: oneOf(m.loan_kind, formOptions.mortgageKinds),
        })),
        loans: on(loans).map((l) => debtItem(l, 'loan', str(l.liability_sub_type) ?? 'bank_home_loan')),
        credits: [],
      };
    }),
  };
}

/** The vehicle (or boat) the customer last asked to buy: the profile keeps it as not yet owned. */
function wantedVehicle(assets: Json[]): FormRecord {
  const wanted = assets.find((asset) => asset.is_existing === false);
  return {
    new_vehicle_type: oneOf(wanted?.asset_type, formOptions.assetTypes),
    new_vehicle_make: str(wanted?.make),
    new_vehicle_model: str(wanted?.model),
    new_vehicle_year: num(wanted?.year),
    new_vehicle_price: num(wanted?.value),
  };
}

function otherAssets(profile: Json, purpose: FormPurpose): FormRecord | null {
  const assets = [...list(profile.vehicles), ...list(profile.boats)];
  if (assets.length === 0) return null;
  const owned = assets.filter((asset) => asset.is_existing !== false);
  const loans = list(profile.loans);
  return {
    // A vehicle buyer says so on the step (it is shown); anyone else has told us what they own, and wants none.
    want_new_vehicle: purpose === 'vehicle_purchaser' ? null : false,
    ...(purpose === 'vehicle_purchaser' ? wantedVehicle(assets) : {}),
    assets: owned.map((asset): FormRecord => {
      const type = oneOf(asset.asset_type, formOptions.assetTypes);
      const belongs = (loan: Json) => (type === 'boat' ? loan.boat_id === asset.id : loan.vehicle_id === asset.id);
      return {
        id: num(asset.id),
        asset_type: type,
        make: str(asset.make),
        model: str(asset.model),
        year: num(asset.year),
        value: num(asset.value),
        is_existing: true,
        loans: loans.filter(belongs).map((loan) => debtItem(loan, 'loan', str(loan.liability_sub_type) ?? 'car')),
        credits: [],
      };
    }),
  };
}

function savings(profile: Json): FormRecord | null {
  const deposits = list(profile.deposits);
  if (deposits.length === 0 && profile.current_supplier_id == null) return null;
  const pension = deposits.filter((d) => d.deposit_type === 'pension');
  return {
    current_supplier_id: num(profile.current_supplier_id),
    savings_amount: sum(
      deposits.filter((d) => d.deposit_type !== 'pension'),
      'amount',
    ),
    pension_amount: pension.length > 0 ? sum(pension, 'amount') : null,
    shares_amount: list(profile.stockPortfolios).length > 0 ? sum(list(profile.stockPortfolios), 'value') : null,
  };
}

function aboutYou(profile: Json): FormRecord | null {
  if (profile.civil_status == null && profile.birth_date == null) return null;
  const companion = (profile.companionPerson ?? null) as Json | null;
  return {
    civil_status: oneOf(profile.civil_status, formOptions.civilStatuses),
    birth_date: str(profile.birth_date),
    children_count: num(profile.children_count),
    is_registered_as_bad_payer:
      typeof profile.is_registered_as_bad_payer === 'boolean' ? profile.is_registered_as_bad_payer : null,
    co_applicant_name: str(companion?.name),
    co_applicant_birth_date: str(companion?.birth_date),
  };
}

function employment(profile: Json): FormRecord | null {
  if (profile.employment_type == null) return null;
  const companion = (profile.companionPerson ?? null) as Json | null;
  return {
    employment_type: oneOf(profile.employment_type, formOptions.employmentTypes),
    employer: str(profile.employer),
    employed_since: firstOfMonth(profile.employed_since),
    monthly_income: num(profile.monthly_income),
    co_applicant_employment_type: oneOf(companion?.employment_type, formOptions.employmentTypes),
    co_applicant_monthly_income: num(companion?.monthly_income),
  };
}

/** Loans tied to nothing the other steps list, by kind; every credit line is a card or overdraft. */
function otherDebt(profile: Json): FormRecord | null {
  const free = list(profile.loans).filter(
    (loan) => loan.property_id == null && loan.vehicle_id == null && loan.boat_id == null,
  );
  const ofKind = (subType: string) =>
    free.filter((loan) => loan.liability_sub_type === subType).map((loan) => debtItem(loan, 'loan', subType));
  const cards = list(profile.credits)
    .filter((credit) => credit.property_id == null && credit.vehicle_id == null && credit.boat_id == null)
    .map((credit) => ({ ...debtItem(credit, 'credit', 'card'), limit: num(credit.limit) }));
  const lists: Record<string, FormValue> = {
    consumer_loans: ofKind('consumer'),
    car_loans: ofKind('car'),
    student_loans: ofKind('student'),
    card_credits: cards,
  };
  return Object.values(lists).some((items) => Array.isArray(items) && items.length > 0) ? lists : null;
}

export interface PrefillUser {
  name?: string | null;
  email?: string | null;
  /** The account's phone number: the profile step starts from it. */
  phone?: string | null;
}

/** The steps the profile says something about; steps it is silent on are left out, not emptied. */
export function prefillFromProfile(
  profile: Json | null,
  purpose: FormPurpose,
  user: PrefillUser | null = null,
): PrefillSteps {
  const steps: Record<string, FormRecord | null> = profile
    ? {
        housingSituation: housingSituation(profile),
        otherAssets: otherAssets(profile, purpose),
        savings: savings(profile),
        aboutYou: aboutYou(profile),
        employment: employment(profile),
        otherDebt: otherDebt(profile),
      }
    : {};
  if (user && (user.name || user.email || user.phone)) {
    const contact: FormRecord = { full_name: str(user.name), email: str(user.email) };
    if (str(user.phone)) contact.phone = str(user.phone);
    steps.profile = contact;
  }
  return Object.fromEntries(Object.entries(steps).filter((entry): entry is [string, FormRecord] => entry[1] !== null));
}
