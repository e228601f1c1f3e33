// The household's figures behind the debt factor (product rules §5 "Derived rules", the moving rule of §4): what it
// will owe, what it asks to borrow and what it earns. The one rule for the form's hint, the economy page and the
// lenders' facts; each of them only reads its own data into a `Household`. Pure; sums in øre, divided once.
import { debtFactor } from './debtFactor';
import { toOre } from './money';
import { isMovingAmong } from './moving';

type Amount = number | null | undefined;

export interface HouseholdHome {
  /** false: a home being bought; anything else: one the household owns. */
  is_existing?: boolean | null;
  residence_type?: string | null;
  /** Why a home is bought; the form calls it `reason`, a request and the profile `new_property_reason`. */
  reason?: string | null;
  new_property_reason?: string | null;
  price?: Amount;
  down_payment?: Amount;
  /** New money asked for against an owned home. */
  new_loan_amount?: Amount;
  /** Every debt secured on this owned home (mortgages, bank loans, credits), in kroner. */
  debts: readonly Amount[];
}

export interface Household {
  /** Each applicant's monthly income before tax, in kroner (the customer's, a partner's). */
  monthlyIncomes: readonly Amount[];
  homes: readonly HouseholdHome[];
  /** Every debt not secured on a home: vehicles, boats, consumer and student loans, cards. */
  otherDebts: readonly Amount[];
  /** Vehicles and boats being bought. */
  vehiclePurchases: readonly { price: Amount; down_payment: Amount }[];
}

export interface HouseholdFigures {
  /** What the household will still owe, in kroner. */
  debt: number;
  /** What it asks to borrow, in kroner. */
  needed: number;
  monthlyIncome: number;
  /** §5: (debt + needed) / (12 × monthly income); null without an income. */
  debtFactor: number | null;
}

/** Amounts below zero or not numbers count as nothing (a half-typed field, a missing answer). */
const ore = (amount: Amount): number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? toOre(amount) : 0;
const sumOre = (amounts: readonly Amount[]) => amounts.reduce<number>((total, a) => total + ore(a), 0);
const purchaseOre = (price: Amount, downPayment: Amount) => Math.max(0, ore(price) - ore(downPayment));

/**
 * §4 in figures: a household that moves sells the home it lives in (every owned home but a holiday home), so that
 * home's debts are repaid by the sale and no new loan can be secured in it.
 */
function isSold(home: HouseholdHome, moving: boolean): boolean {
  return moving && home.residence_type !== 'holiday_home';
}

export function householdFigures(household: Household): HouseholdFigures {
  const moving = isMovingAmong(household.homes);
  const bought = household.homes.filter((home) => home.is_existing === false);
  const kept = household.homes.filter((home) => home.is_existing !== false && !isSold(home, moving));
  // A home being bought has no debt yet: what it takes is its price less the down payment. An owned home that is
  // kept brings its debts and any new loan asked against it.
  const debtOre = kept.reduce((total, home) => total + sumOre(home.debts), 0) + sumOre(household.otherDebts);
  const homesOre =
    bought.reduce((total, home) => total + purchaseOre(home.price, home.down_payment), 0) +
    kept.reduce((total, home) => total + ore(home.new_loan_amount), 0);
  const vehiclesOre = household.vehiclePurchases.reduce((total, v) => total + purchaseOre(v.price, v.down_payment), 0);
  const neededOre = homesOre + vehiclesOre;
  const incomeOre = sumOre(household.monthlyIncomes);
  return {
    debt: debtOre / 100,
    needed: neededOre / 100,
    monthlyIncome: incomeOre / 100,
    debtFactor: debtFactor({
      householdDebt: debtOre / 100,
      neededAmount: neededOre / 100,
      monthlyIncomeBeforeTax: incomeOre / 100,
    }),
  };
}
