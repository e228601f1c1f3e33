// The derived figures of the customer's economy pages (§5 derived rules, docs/domain.md "Mortgages and loans"):
// net worth, total debt, monthly payments, debt factor, and value, debt, equity and loan-to-value per home, each
// with the band that decides the plain-words sentence shown next to it. Pure; sums in øre, divided once. The debt
// factor is the household's (householdFigures.ts), counted from the profile as the form's hint and the lenders
// count it from theirs: the plans the profile holds (a home or vehicle to buy, a move) are in it.
import { DEBT_FACTOR_LIMIT, debtFactorBand, type DebtFactorBand } from './debtFactor';
import { householdFigures, type Household, type HouseholdFigures } from './householdFigures';
import { toOre } from './money';

type Amount = number | null | undefined;
interface Liability {
  debt?: Amount;
  periodic_payment?: Amount;
  property_id?: number | null;
}
interface Valued {
  id: number;
  value?: Amount;
  is_existing?: boolean;
}
/** A vehicle or boat: one being bought has its price as its value, and its down payment. */
interface Asset extends Valued {
  down_payment?: Amount;
}
interface Home extends Valued {
  residence_type?: string | null;
  new_property_reason?: string | null;
  price?: Amount;
  down_payment?: Amount;
  new_loan_amount?: Amount;
}
export interface EconomyFigures {
  monthly_income?: Amount;
  properties: Home[];
  vehicles: Asset[];
  boats: Asset[];
  loans: Liability[];
  credits: Liability[];
  mortgages: Liability[];
  deposits: { amount?: Amount }[];
  stockPortfolios: { value?: Amount }[];
  companionPerson?: { monthly_income?: Amount } | null;
}

/** Loan-to-value bands: the lowest contribution fees up to 60 %, mortgage credit up to 80 % (75 % holiday homes). */
export const LTV_LOW_PERCENT = 60;
export const LTV_MORTGAGE_MAX_PERCENT = 80;
export const LTV_HOLIDAY_HOME_MAX_PERCENT = 75;

export type LtvBand = 'none' | 'low' | 'mortgage' | 'aboveMortgage';

export interface PropertyFigures {
  id: number;
  value: number;
  debt: number;
  equity: number;
  /** Percent, or null without a value. */
  loanToValue: number | null;
  band: LtvBand;
}

export interface EconomySummary {
  assets: number;
  totalDebt: number;
  netWorth: number;
  monthlyPayments: number;
  /** What the debt factor is counted from: the debt and the amount needed once the profile's plans are carried out. */
  household: HouseholdFigures;
  debtFactor: number | null;
  debtFactorBand: DebtFactorBand;
  /** The debt factor is above 4 and some home is mortgaged above 60 %: the FSA's restriction applies. */
  variableLoansRestricted: boolean;
  properties: PropertyFigures[];
}

const ore = (amount: Amount) => (typeof amount === 'number' && Number.isFinite(amount) ? toOre(amount) : 0);
const sumOre = <T>(items: readonly T[], pick: (item: T) => Amount) => items.reduce((s, i) => s + ore(pick(i)), 0);
const kr = (oreAmount: number) => oreAmount / 100;

export function loanToValueBand(loanToValue: number | null, residenceType?: string | null): LtvBand {
  if (loanToValue === null) return 'none';
  if (loanToValue <= LTV_LOW_PERCENT) return 'low';
  const max = residenceType === 'holiday_home' ? LTV_HOLIDAY_HOME_MAX_PERCENT : LTV_MORTGAGE_MAX_PERCENT;
  return loanToValue <= max ? 'mortgage' : 'aboveMortgage';
}

export function propertyFigures(
  property: Valued & { residence_type?: string | null },
  liabilities: readonly Liability[],
): PropertyFigures {
  const valueOre = ore(property.value);
  const debtOre = sumOre(
    liabilities.filter((l) => l.property_id === property.id),
    (l) => l.debt,
  );
  const loanToValue = valueOre > 0 ? (100 * debtOre) / valueOre : null;
  return {
    id: property.id,
    value: kr(valueOre),
    debt: kr(debtOre),
    equity: kr(valueOre - debtOre),
    loanToValue,
    band: loanToValueBand(loanToValue, property.residence_type),
  };
}

/** The profile read as a household: a liability on a home is that home's, the vehicles and boats not owned are bought. */
export function householdOfEconomy(
  economy: EconomyFigures,
  // The budget reads the same debts by their payments (householdBudget.ts); the debt factor by their balances.
  amountOf: (liability: Liability) => Amount = (liability) => liability.debt,
): Household {
  const liabilities = [...economy.mortgages, ...economy.loans, ...economy.credits];
  const homeIds = new Set(economy.properties.map((p) => p.id));
  // The profile keeps a vehicle to buy with its price as its value (saveEconomicProfile.ts).
  const toBuy = [...economy.vehicles, ...economy.boats].filter((v) => v.is_existing === false);
  return {
    monthlyIncomes: [economy.monthly_income, economy.companionPerson?.monthly_income],
    homes: economy.properties.map((p) => ({
      ...p,
      debts: liabilities.filter((l) => l.property_id === p.id).map(amountOf),
    })),
    otherDebts: liabilities
      .filter((l) => l.property_id === null || l.property_id === undefined || !homeIds.has(l.property_id))
      .map(amountOf),
    vehiclePurchases: toBuy.map((v) => ({ price: v.value, down_payment: v.down_payment })),
  };
}

export function economySummary(economy: EconomyFigures): EconomySummary {
  const owned = <T extends { is_existing?: boolean }>(items: readonly T[]) =>
    items.filter((i) => i.is_existing !== false);
  const liabilities = [...economy.mortgages, ...economy.loans, ...economy.credits];
  const assetsOre =
    sumOre(owned(economy.properties), (p) => p.value) +
    sumOre(owned(economy.vehicles), (v) => v.value) +
    sumOre(owned(economy.boats), (b) => b.value) +
    sumOre(economy.deposits, (d) => d.amount) +
    sumOre(economy.stockPortfolios, (s) => s.value);
  const debtOre = sumOre(liabilities, (l) => l.debt);
  const household = householdFigures(householdOfEconomy(economy));
  const factor = household.debtFactor;
  const properties = owned(economy.properties).map((p) => propertyFigures(p, liabilities));
  return {
    assets: kr(assetsOre),
    totalDebt: kr(debtOre),
    netWorth: kr(assetsOre - debtOre),
    monthlyPayments: kr(sumOre(liabilities, (l) => l.periodic_payment)),
    household,
    debtFactor: factor,
    debtFactorBand: debtFactorBand(factor),
    variableLoansRestricted:
      factor !== null &&
      factor > DEBT_FACTOR_LIMIT &&
      properties.some((p) => p.loanToValue !== null && p.loanToValue > LTV_LOW_PERCENT),
    properties,
  };
}
