// The debt items of the form's lists: the shared liability schema (debt, rate, term, payment with the injected
// periodic-payment check) plus what identifies the item: its type, sub type and, for mortgages, the loan kind.
import * as yup from 'yup';
import type { PeriodicPaymentKind } from '../../periodicPayment';
import { liabilityItemSchema } from '../liabilitySchema';
import type { StepSchemaContext } from './context';
import { choice, money, recordId } from './fieldSchemas';

export interface DebtItemKind {
  /** Which periodic-payment rule applies. */
  kind: PeriodicPaymentKind;
  liabilityType: string;
  liabilitySubType: string;
}

/** A loan or credit line with its identity; the sub type defaults to what the list holds. */
export function debtItemSchema(ctx: StepSchemaContext, { kind, liabilityType, liabilitySubType }: DebtItemKind) {
  return liabilityItemSchema(kind, ctx.checks.periodicPayment).shape({
    id: recordId(),
    liability_type: yup.string().default(liabilityType),
    liability_sub_type: yup.string().default(liabilitySubType),
  });
}

/** A mortgage-credit loan (realkreditlån) on a property: the loan kind decides how lenders can refinance it. */
export function mortgageItemSchema(ctx: StepSchemaContext) {
  return debtItemSchema(ctx, { kind: 'mortgages', liabilityType: 'mortgage', liabilitySubType: 'mortgage' }).shape({
    loan_kind: choice('mortgageKinds'),
  });
}

/** A credit line (card, overdraft): a limit at least the drawn debt. */
export function creditItemSchema(ctx: StepSchemaContext, liabilitySubType: string) {
  return debtItemSchema(ctx, { kind: 'loans', liabilityType: 'credit', liabilitySubType }).shape({
    limit: money({ required: false, rules: [['greater_or_equal', ({ parent }) => ({ other: parent.debt })]] }),
  });
}

export function debtListSchema<T extends yup.AnyObject>(item: yup.ISchema<T>) {
  return yup.array(item).default([]);
}
