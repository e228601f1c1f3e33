// The household's debt, what it asks to borrow and its income, from the steps' data: what the debt factor
// (spec §5 derived rules) is computed from. Pure.
import type { FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import { isMovingAmong } from '../../../../domain/moving';

type Steps = Partial<Record<StepLabel, FormRecord>>;

const records = (value: unknown): FormRecord[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as FormRecord[]) : [];
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
const debtsOf = (items: unknown): number => records(items).reduce((total, item) => total + amount(item.debt), 0);

export interface HouseholdFigures {
  debt: number;
  needed: number;
  monthlyIncome: number;
}

export function householdFigures(steps: Steps): HouseholdFigures {
  const properties = records(steps.housingSituation?.properties);
  // §4: a customer moving sells the current home, so its loans are repaid and do not count.
  const moving = isMovingAmong(properties);
  const owned = properties.filter((p) => p.is_existing !== false);
  const bought = properties.filter((p) => p.is_existing === false);
  const kept = moving ? owned.filter((p) => p.residence_type === 'holiday_home') : owned;
  const propertyDebt = kept.reduce(
    (total, p) => total + debtsOf(p.mortgages) + debtsOf(p.loans) + debtsOf(p.credits),
    0,
  );
  const assetDebt = records(steps.otherAssets?.assets).reduce(
    (total, a) => total + debtsOf(a.loans) + debtsOf(a.credits),
    0,
  );
  const otherDebt = Object.values(steps.otherDebt ?? {}).reduce<number>((total, list) => total + debtsOf(list), 0);

  const purchase = bought.reduce((total, p) => total + Math.max(0, amount(p.price) - amount(p.down_payment)), 0);
  const extra = owned.reduce((total, p) => total + amount(p.new_loan_amount), 0);
  const assets = steps.otherAssets;
  const vehicle =
    assets?.want_new_vehicle === true
      ? Math.max(0, amount(assets.new_vehicle_price) - amount(assets.new_vehicle_down_payment))
      : 0;

  const employment = steps.employment;
  return {
    debt: propertyDebt + assetDebt + otherDebt,
    needed: purchase + extra + vehicle,
    monthlyIncome: amount(employment?.monthly_income) + amount(employment?.co_applicant_monthly_income),
  };
}
