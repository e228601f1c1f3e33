// otherDebt: consumer loans, car loans, student loans (SU) and credit cards or overdrafts, one list each,
// keyed `<liability_sub_type>_<liability_type>s` (spec §3).
import * as yup from 'yup';
import { LIABILITY_LISTS } from '../../formRecord';
import type { PeriodicPaymentKind } from '../../periodicPayment';
import type { StepSchemaContext } from './context';
import { creditItemSchema, debtItemSchema, debtListSchema } from './debtSchemas';

export type OtherDebtList = 'consumer_loans' | 'car_loans' | 'student_loans' | 'card_credits';

export const OTHER_DEBT_LISTS: readonly OtherDebtList[] = LIABILITY_LISTS.map(
  (list) => `${list.liability_sub_type}_${list.liability_type}s` as OtherDebtList,
);

/** Student loans (SU) are judged by their own periodic-payment rule. */
const kindOf = (subType: string): PeriodicPaymentKind => (subType === 'student' ? 'su' : 'loans');

export function otherDebtItemSchema(ctx: StepSchemaContext, list: OtherDebtList) {
  const { liability_sub_type: subType, liability_type: type } =
    LIABILITY_LISTS.find((l) => `${l.liability_sub_type}_${l.liability_type}s` === list) ?? LIABILITY_LISTS[0];
  return type === 'credit'
    ? creditItemSchema(ctx, subType)
    : debtItemSchema(ctx, { kind: kindOf(subType), liabilityType: type, liabilitySubType: subType });
}

export function otherDebtSchema(ctx: StepSchemaContext) {
  return yup.object({
    consumer_loans: debtListSchema(otherDebtItemSchema(ctx, 'consumer_loans')),
    car_loans: debtListSchema(otherDebtItemSchema(ctx, 'car_loans')),
    student_loans: debtListSchema(otherDebtItemSchema(ctx, 'student_loans')),
    card_credits: debtListSchema(otherDebtItemSchema(ctx, 'card_credits')),
  });
}
