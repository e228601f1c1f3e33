// The budget page's rules: the contract's bounds, said the way every other field says them.
import * as yup from 'yup';
import { CHILD_MAX_AGE } from '../../../../domain/budgetReferenceAmounts';
import { BUDGET_MAX_MONTHLY_KRONER, FIXED_COST_KINDS } from '../../../../domain/householdBudget';
import { ECONOMY_LIMITS } from '../../../../domain/limits';
import { numberSchema, withRules } from '../../../../domain/validation/yupRules';

const monthly = [
  'numeric',
  ['min', { type: 'numeric', value: 0 }],
  ['max', { type: 'numeric', value: BUDGET_MAX_MONTHLY_KRONER }],
] as const;

export const budgetSchema = yup.object({
  children_ages: yup.array(
    withRules(numberSchema().integer({ id: 'validation.integer' } as never), [
      'required',
      'numeric',
      ['min', { type: 'numeric', value: 0 }],
      ['max', { type: 'numeric', value: CHILD_MAX_AGE }],
    ]),
  ),
  income_after_tax: withRules(numberSchema(), [...monthly]),
  fixed_costs: yup.array(
    yup.object({
      kind: withRules(yup.string(), ['required', ['in', { options: FIXED_COST_KINDS }]]),
      label: withRules(yup.string(), [['max', { type: 'string', value: ECONOMY_LIMITS.name }]]),
      amount: withRules(numberSchema(), ['required', ...monthly]),
    }),
  ),
});
