// The household budget (rådighedsbeløb, docs/product.md "Household budget"): what a household has left each month
// after tax, housing, payments on its debts and its fixed costs, weighed against the reference amount for its
// adults and children (budgetReferenceAmounts.ts). Its incomes and the debts whose payments it counts are the debt
// factor's (householdFigures.ts): the same Household, read once from the economy, so the two never disagree about
// who earns what or which debt the household keeps. Pure; sums in øre, divided once.
import { CURRENT_REFERENCE_AMOUNTS, type ReferenceAmounts } from './budgetReferenceAmounts';
import { householdOfEconomy, type EconomyFigures } from './economySummary';
import { PARTNER_STATUSES } from './formOptions';
import { householdFigures } from './householdFigures';
import { toOre } from './money';

type Amount = number | null | undefined;

export const FIXED_COST_KINDS = ['housing', 'insurance', 'transport', 'childcare', 'subscriptions', 'other'] as const;
export type FixedCostKind = (typeof FIXED_COST_KINDS)[number];

/** No household has a fixed cost or an income a month above this (kroner); a bigger figure is a typo. */
export const BUDGET_MAX_MONTHLY_KRONER = 10_000_000;
/** Fixed-cost lines a budget holds at most. */
export const BUDGET_MAX_LINES = 30;

/** A fixed cost the customer adds: kroner a month; the label is her own words (optional). */
export interface FixedCostLine {
  kind: FixedCostKind;
  label: string | null;
  amount: number;
}

/** What the customer keeps on the budget page; the rest is read from the economy. */
export interface SavedBudget {
  /** Each child's age in whole years, in the order she gives them; fewer than the economy's children is allowed. */
  children_ages: readonly number[];
  /** Her own figure for the household's income after tax a month (a payslip), replacing the estimate; or null. */
  income_after_tax: number | null;
  fixed_costs: readonly FixedCostLine[];
}

export const EMPTY_BUDGET: SavedBudget = { children_ages: [], income_after_tax: null, fixed_costs: [] };

/**
 * Income tax estimated for one person's monthly pay (2023 rules, Skatteministeriet): AM-bidrag 8 %; on the rest
 * less the personal allowance (48,000 kr. a year) the average municipal tax 25.0 % and bottom tax 12.09 %; top tax
 * 15 % on what is above 568,900 kr. a year after AM-bidrag. Employment and other deductions are left out, so the
 * estimate rather overstates the tax: a budget that errs, errs on the careful side.
 */
export const INCOME_TAX_2023 = {
  year: 2023,
  amPercent: 8,
  personalAllowanceYear: 48_000,
  municipalAndBottomPercent: 25 + 12.09,
  topTaxPercent: 15,
  topTaxThresholdYear: 568_900,
} as const;

/** One person's monthly income after tax, in øre, from the monthly income before tax in kroner. */
export function incomeAfterTaxOre(monthlyBeforeTax: number): number {
  const tax = INCOME_TAX_2023;
  const grossOre = toOre(monthlyBeforeTax);
  if (grossOre <= 0) return 0;
  const amOre = Math.round((grossOre * tax.amPercent) / 100);
  const afterAm = grossOre - amOre;
  const allowanceOre = toOre(tax.personalAllowanceYear) / 12;
  const base = Math.max(0, afterAm - allowanceOre);
  const topBase = Math.max(0, afterAm - toOre(tax.topTaxThresholdYear) / 12);
  const incomeTax = Math.round((base * tax.municipalAndBottomPercent) / 100 + (topBase * tax.topTaxPercent) / 100);
  return afterAm - incomeTax;
}

/** Where a child's age falls: whole years completed; a child of exactly 2 is in the 2–7 band, of exactly 7 in 7–18. */
export function childReferenceAmount(
  age: number | null,
  amounts: ReferenceAmounts = CURRENT_REFERENCE_AMOUNTS,
): number {
  // An age not given counts in the dearest band, so a missing answer never makes the budget look better.
  if (age === null) return Math.max(...amounts.children.map((band) => band.amount));
  const band = [...amounts.children].reverse().find((b) => age >= b.fromAge);
  return (band ?? amounts.children[0]).amount;
}

export interface ReferenceAmount {
  total: number;
  adults: 1 | 2;
  adultsAmount: number;
  /** One per child: its age (null: not given) and the amount it adds. */
  children: { age: number | null; amount: number }[];
  year: number;
  source: string;
}

export function referenceAmount(
  adults: 1 | 2,
  childAges: readonly (number | null)[],
  amounts: ReferenceAmounts = CURRENT_REFERENCE_AMOUNTS,
): ReferenceAmount {
  const adultsAmount = adults === 2 ? amounts.couple : amounts.singleAdult;
  const children = childAges.map((age) => ({ age, amount: childReferenceAmount(age, amounts) }));
  const totalOre = toOre(adultsAmount) + children.reduce((sum, c) => sum + toOre(c.amount), 0);
  return { total: totalOre / 100, adults, adultsAmount, children, year: amounts.year, source: amounts.source };
}

/** A line of the budget: incomes positive, costs negative, in kroner a month; `kind` picks its sentence. */
export type BudgetLineKind = 'incomeEstimated' | 'incomeGiven' | 'debtPayments' | FixedCostKind;
export interface BudgetLine {
  kind: BudgetLineKind;
  label: string | null;
  amount: number;
}

export interface HouseholdBudget {
  lines: BudgetLine[];
  incomeBeforeTax: number;
  incomeAfterTax: number;
  debtPayments: number;
  fixedCosts: number;
  /** The rådighedsbeløb: income after tax less debt payments and fixed costs. */
  left: number;
  reference: ReferenceAmount;
  /** left − reference: above zero the household has that much more than the reference, below it that much less. */
  difference: number;
  under: boolean;
}

/** What the budget reads from the economy (the same read as the debt factor's) and the customer's own lines. */
export interface BudgetInput {
  monthlyIncomes: readonly Amount[];
  /** The monthly payment of every debt the household keeps. */
  debtPayments: readonly Amount[];
  adults: 1 | 2;
  childAges: readonly (number | null)[];
  saved: SavedBudget;
}

const ore = (amount: Amount) =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? toOre(amount) : 0;

export function householdBudget(
  input: BudgetInput,
  amounts: ReferenceAmounts = CURRENT_REFERENCE_AMOUNTS,
): HouseholdBudget {
  const incomeBeforeOre = input.monthlyIncomes.reduce<number>((sum, a) => sum + ore(a), 0);
  const estimatedOre = input.monthlyIncomes.reduce<number>((sum, a) => sum + incomeAfterTaxOre(ore(a) / 100), 0);
  const given = input.saved.income_after_tax;
  const incomeOre = given !== null ? ore(given) : estimatedOre;
  const debtOre = input.debtPayments.reduce<number>((sum, a) => sum + ore(a), 0);
  const fixed = input.saved.fixed_costs.map((line) => ({ ...line, ore: ore(line.amount) }));
  const fixedOre = fixed.reduce((sum, line) => sum + line.ore, 0);
  const leftOre = incomeOre - debtOre - fixedOre;
  const reference = referenceAmount(input.adults, input.childAges, amounts);
  const differenceOre = leftOre - toOre(reference.total);
  const lines: BudgetLine[] = [
    { kind: given !== null ? 'incomeGiven' : 'incomeEstimated', label: null, amount: incomeOre / 100 },
    { kind: 'debtPayments', label: null, amount: -debtOre / 100 },
    ...fixed.map((line) => ({ kind: line.kind, label: line.label, amount: -line.ore / 100 })),
  ];
  return {
    lines,
    incomeBeforeTax: incomeBeforeOre / 100,
    incomeAfterTax: incomeOre / 100,
    debtPayments: debtOre / 100,
    fixedCosts: fixedOre / 100,
    left: leftOre / 100,
    reference,
    difference: differenceOre / 100,
    under: differenceOre < 0,
  };
}

/** The economy's side of the budget: the household the debt factor counts, with payments in place of balances. */
export interface BudgetEconomy extends EconomyFigures {
  civil_status?: string | null;
  children_count?: number | null;
}

export function budgetInputOfEconomy(economy: BudgetEconomy, saved: SavedBudget): BudgetInput {
  const household = householdOfEconomy(economy);
  // The same read with each debt's payment in place of its balance: householdFigures then keeps exactly the debts
  // the debt factor keeps (a home sold on a move takes its loans with it) and sums their payments.
  const payments = householdOfEconomy(economy, (liability) => liability.periodic_payment);
  const children = Math.max(0, Math.min(economy.children_count ?? 0, 20));
  const childAges = Array.from({ length: children }, (_, i) => saved.children_ages[i] ?? null);
  const couple = PARTNER_STATUSES.includes(economy.civil_status ?? '') || Boolean(economy.companionPerson);
  return {
    monthlyIncomes: household.monthlyIncomes,
    debtPayments: [householdFigures({ ...payments, homes: payments.homes, vehiclePurchases: [] }).debt],
    adults: couple ? 2 : 1,
    childAges,
    saved,
  };
}

export function householdBudgetOfEconomy(economy: BudgetEconomy, saved: SavedBudget): HouseholdBudget {
  return householdBudget(budgetInputOfEconomy(economy, saved));
}
