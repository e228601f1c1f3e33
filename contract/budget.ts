// The customer's household budget (rådighedsbeløb, docs/product.md "Household budget"): GET answers the budget
// worked out from the economic profile and the lines she keeps; PUT replaces those lines (children's ages, her own
// after-tax income, her fixed costs) and answers the same. Amounts in kroner a month.
import { Type, type Static } from '@sinclair/typebox';
import { CHILD_MAX_AGE } from '../domain/budgetReferenceAmounts';
import { BUDGET_MAX_LINES, BUDGET_MAX_MONTHLY_KRONER, FIXED_COST_KINDS } from '../domain/householdBudget';
import { ECONOMY_LIMITS as L } from '../domain/limits';
import { Kroner, Nullable, Text } from './primitives';

const Monthly = () => Kroner({ minimum: 0, maximum: BUDGET_MAX_MONTHLY_KRONER, description: 'Kroner a month.' });
const oneOf = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const FixedCostLine = Type.Object(
  {
    kind: oneOf(FIXED_COST_KINDS),
    label: Nullable(Text(L.name)),
    amount: Monthly(),
  },
  { additionalProperties: false },
);

export const BudgetBody = Type.Object(
  {
    children_ages: Type.Array(Type.Integer({ minimum: 0, maximum: CHILD_MAX_AGE }), {
      maxItems: L.maxChildren,
      description: 'Each child’s age in whole years completed, in the order of the family’s children.',
    }),
    income_after_tax: Nullable(Monthly(), {
      description: 'The household’s own figure for its income after tax a month; null: the estimate is used.',
    }),
    fixed_costs: Type.Array(FixedCostLine, { maxItems: BUDGET_MAX_LINES }),
  },
  { additionalProperties: false },
);

const Line = Type.Object({
  kind: Type.String({ description: 'incomeEstimated, incomeGiven, debtPayments or a fixed-cost kind.' }),
  label: Nullable(Type.String()),
  amount: Type.Number({ description: 'Kroner a month; incomes above zero, costs below.' }),
});

export const HouseholdBudgetAnswer = Type.Object({
  ...BudgetBody.properties,
  children_count: Type.Integer({ description: 'From family and work.' }),
  budget: Type.Object({
    lines: Type.Array(Line),
    income_before_tax: Type.Number(),
    income_after_tax: Type.Number(),
    debt_payments: Type.Number(),
    fixed_costs: Type.Number(),
    left: Type.Number({ description: 'The rådighedsbeløb: kroner left a month.' }),
    reference: Type.Object({
      total: Type.Number(),
      adults: Type.Integer({ minimum: 1, maximum: 2 }),
      adults_amount: Type.Number(),
      children: Type.Array(Type.Object({ age: Nullable(Type.Integer()), amount: Type.Number() })),
      year: Type.Integer(),
      source: Type.String(),
    }),
    difference: Type.Number({ description: 'left − reference.total.' }),
    under: Type.Boolean(),
  }),
});

export type BudgetBody = Static<typeof BudgetBody>;
export type HouseholdBudgetAnswer = Static<typeof HouseholdBudgetAnswer>;
