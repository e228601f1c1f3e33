// What a lender prices from, read out of an RFQ's request (kroner as the customer submitted them) into øre.
// The request's shape is contract/rfqRequest.ts; it is JSON stored over the years (the form, a saved profile, the
// seed), so most fields are optional and amounts are still read defensively.
import { hasPartner } from '../../domain/formOptions';
import { householdFigures, type Household, type HouseholdFigures } from '../../domain/householdFigures';
import { toOre } from '../../domain/money';
import type { RequestDebt, RfqRequest } from '../../contract/rfqRequest';
import type { MortgageProduct } from './lendingProducts';

export type LiabilitySubject = 'mortgages' | 'loans' | 'credits';
export type DebtKind = 'mortgage' | 'bank_home_loan' | 'car' | 'consumer' | 'card' | 'student' | 'other';

export type CurrentLiability = {
  /** "mortgages.0", "loans.1": how an offer names what it replaces. */
  ref: string;
  subject: LiabilitySubject;
  kind: DebtKind;
  debtOre: number;
  /** Interest in percent a year, as given; null when the customer did not say. */
  interestRate: number | null;
  /** A mortgage's contribution fee in percent a year, when given (it is paid and deducted like interest). */
  contributionRate: number;
  monthlyPaymentOre: number | null;
  termMonths: number | null;
  loanKind: string | null;
};

export type CurrentDeposit = { ref: string; depositType: string; amountOre: number; interestRate: number };

export type RequestFacts = {
  subjects: ReadonlySet<string>;
  couple: boolean;
  monthlyIncomeOre: number | null;
  liabilities: CurrentLiability[];
  deposits: CurrentDeposit[];
  /** The home lenders secure against: a property being bought, else the first owned one with a value. */
  home: { valueOre: number; isPurchase: boolean } | null;
  /** Price minus down payment of a property being bought; 0 without a purchase. */
  homePurchaseNeedOre: number;
  /** New money asked for on an owned property (new_loan_amount); 0 when none. */
  homeEquityReleaseOre: number;
  vehiclePurchase: { valueOre: number; needOre: number } | null;
  /** What the debt factor is counted from, by the same rule as the form's hint and the economy page. */
  household: HouseholdFigures;
  /** The value of the car a current car loan is secured on, when one car with a value is known. */
  carValueOre: number | null;
  debtFactor: number | null;
  /** All debt on the home once financed, over its value, in percent. */
  loanToValuePercent: number | null;
  wishedMortgage: MortgageProduct | null;
};

type Item = Record<string, unknown>;

function amount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}
const ore = (value: unknown): number | null => {
  const kroner = amount(value);
  return kroner === null ? null : toOre(kroner);
};
const items = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((v): v is Item => typeof v === 'object' && v !== null) : [];
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function debtKind(subject: LiabilitySubject, subType: string | null): DebtKind {
  if (subject === 'mortgages') return 'mortgage';
  if (subject === 'credits') return 'card';
  switch (subType) {
    case 'bank_home_loan':
    case 'car':
    case 'consumer':
    case 'student':
      return subType;
    case 'car_loan':
      return 'car';
    case 'consumer_loan':
      return 'consumer';
    default:
      return 'other';
  }
}

function liabilities(request: RfqRequest, subject: LiabilitySubject): CurrentLiability[] {
  return (request[subject] ?? []).map((item: RequestDebt, index) => ({
    ref: `${subject}.${index}`,
    subject,
    kind: debtKind(subject, text(item.liability_sub_type)),
    debtOre: Math.max(0, ore(item.debt) ?? 0),
    interestRate: amount(item.interest_rate),
    contributionRate: amount(item.contribution_rate) ?? 0,
    monthlyPaymentOre: ore(item.periodic_payment),
    termMonths: amount(item.term_months),
    loanKind: text(item.loan_kind),
  }));
}

const WISHED_KINDS: Record<string, MortgageProduct> = {
  fixed: 'fixed_mortgage',
  f1: 'f1_mortgage',
  f3: 'f3_mortgage',
  f5: 'f5_mortgage',
};

function wishedMortgage(request: RfqRequest): MortgageProduct | null {
  const wishes = request.wishes ?? {};
  const kind = text(wishes.mortgage_kind)?.toLowerCase();
  if (kind && WISHED_KINDS[kind]) return WISHED_KINDS[kind];
  return (wishes.looking_for ?? []).includes('fixed_rate') ? 'fixed_mortgage' : null;
}

const isHomeDebt = (l: CurrentLiability) => l.kind === 'mortgage' || l.kind === 'bank_home_loan';

/** The request read as a household: a liability names its home by `property_id`; a vehicle not owned is bought. */
function householdOfRequest(request: RfqRequest): Household {
  const liabilities = [...items(request.mortgages), ...items(request.loans), ...items(request.credits)];
  const properties = items(request.properties);
  const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
  const homeIds = new Set(properties.map((p) => idOf(p.id)));
  const isHomes = (l: Item) => idOf(l.property_id) !== null && homeIds.has(idOf(l.property_id));
  return {
    monthlyIncomes: [amount(request.household_monthly_income)],
    homes: properties.map((p) => ({
      is_existing: typeof p.is_existing === 'boolean' ? p.is_existing : null,
      residence_type: text(p.residence_type),
      new_property_reason: text(p.new_property_reason),
      price: amount(p.price),
      down_payment: amount(p.down_payment),
      new_loan_amount: amount(p.new_loan_amount),
      debts: liabilities.filter((l) => isHomes(l) && l.property_id === p.id).map((l) => amount(l.debt)),
    })),
    otherDebts: liabilities.filter((l) => !isHomes(l)).map((l) => amount(l.debt)),
    vehiclePurchases: items(request.vehicles)
      .filter((v) => v.is_existing === false)
      .map((v) => ({ price: amount(v.price) ?? amount(v.value), down_payment: amount(v.down_payment) })),
  };
}

export function readRequestFacts(request: RfqRequest, subjects: readonly string[]): RequestFacts {
  const all = [
    ...liabilities(request, 'mortgages'),
    ...liabilities(request, 'loans'),
    ...liabilities(request, 'credits'),
  ];
  const deposits = request.deposits.map((item, index) => ({
    ref: `deposits.${index}`,
    depositType: text(item.deposit_type) ?? 'savings',
    amountOre: Math.max(0, ore(item.amount) ?? 0),
    interestRate: amount(item.interest_rate) ?? 0,
  }));

  const properties = items(request.properties);
  const purchase = properties.find((p) => p.is_existing === false);
  const owned = properties.find((p) => p.is_existing !== false && (ore(p.value) ?? 0) > 0);
  let home: RequestFacts['home'] = null;
  let homePurchaseNeedOre = 0;
  if (purchase) {
    const price = ore(purchase.price) ?? ore(purchase.value);
    if (price && price > 0) home = { valueOre: price, isPurchase: true };
    homePurchaseNeedOre = Math.max(
      0,
      ore(purchase.new_loan_amount) ?? (price ?? 0) - (ore(purchase.down_payment) ?? 0),
    );
  } else if (owned) {
    home = { valueOre: ore(owned.value) ?? 0, isPurchase: false };
  }
  const homeEquityReleaseOre = !purchase && owned ? Math.max(0, ore(owned.new_loan_amount) ?? 0) : 0;
  const vehicles = items(request.vehicles);
  const newVehicle = vehicles.find((v) => v.is_existing === false);
  const newVehicleValue = newVehicle ? (ore(newVehicle.price) ?? ore(newVehicle.value)) : null;
  const vehiclePurchase =
    newVehicle && newVehicleValue
      ? {
          valueOre: newVehicleValue,
          needOre: Math.max(
            0,
            ore(newVehicle.new_loan_amount) ?? newVehicleValue - (ore(newVehicle.down_payment) ?? 0),
          ),
        }
      : null;
  const ownedCars = vehicles.filter((v) => v.is_existing !== false && (ore(v.value) ?? 0) > 0);

  const monthlyIncomeOre = ore(request.household_monthly_income);
  const household = householdFigures(householdOfRequest(request));

  const homeDebtOre = home?.isPurchase
    ? homePurchaseNeedOre
    : all.filter(isHomeDebt).reduce((s, l) => s + l.debtOre, 0) + homeEquityReleaseOre;

  return {
    subjects: new Set(subjects),
    couple: hasPartner(request.civil_status),
    monthlyIncomeOre,
    liabilities: all,
    deposits,
    home,
    homePurchaseNeedOre,
    homeEquityReleaseOre,
    vehiclePurchase,
    carValueOre: ownedCars.length === 1 ? ore(ownedCars[0].value) : null,
    household,
    debtFactor: household.debtFactor,
    loanToValuePercent: home && home.valueOre > 0 ? (100 * homeDebtOre) / home.valueOre : null,
    wishedMortgage: wishedMortgage(request),
  };
}
