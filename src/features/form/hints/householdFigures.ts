// The form's steps read as a household (domain/householdFigures.ts holds the rule): the homes of the housing step
// with their debts, the vehicles' and the other debts, a vehicle to buy and the incomes of the employment step.
// Pure.
import type { FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import { hasPartner } from '../../../../domain/formOptions';
import { householdFigures, type Household, type HouseholdFigures } from '../../../../domain/householdFigures';

type Steps = Partial<Record<StepLabel, FormRecord>>;

const records = (value: unknown): FormRecord[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object' && !Array.isArray(v)) as FormRecord[]) : [];
const amount = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const debtsOf = (...lists: unknown[]): (number | null)[] =>
  lists.flatMap((list) => records(list).map((i) => amount(i.debt)));
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function householdFromSteps(steps: Steps): Household {
  const assets = steps.otherAssets;
  const employment = steps.employment;
  // The co-applicant's answers count only while aboutYou names a partner, as the submission carries them.
  const couple = hasPartner(steps.aboutYou?.civil_status);
  return {
    monthlyIncomes: [
      amount(employment?.monthly_income),
      couple ? amount(employment?.co_applicant_monthly_income) : null,
    ],
    homes: records(steps.housingSituation?.properties).map((p) => ({
      is_existing: typeof p.is_existing === 'boolean' ? p.is_existing : null,
      residence_type: text(p.residence_type),
      reason: text(p.reason),
      price: amount(p.price),
      down_payment: amount(p.down_payment),
      new_loan_amount: amount(p.new_loan_amount),
      debts: debtsOf(p.mortgages, p.loans, p.credits),
    })),
    otherDebts: [
      ...records(assets?.assets).flatMap((a) => debtsOf(a.loans, a.credits)),
      ...Object.values(steps.otherDebt ?? {}).flatMap((list) => debtsOf(list)),
    ],
    vehiclePurchases:
      assets?.want_new_vehicle === true
        ? [{ price: amount(assets.new_vehicle_price), down_payment: amount(assets.new_vehicle_down_payment) }]
        : [],
  };
}

/** The figures the form's debt-factor hint shows for the steps as they stand. */
export function formHouseholdFigures(steps: Steps): HouseholdFigures {
  return householdFigures(householdFromSteps(steps));
}
