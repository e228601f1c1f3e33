// The customer's household budget: her saved lines (household_budgets) and the budget the kernel works out from them
// and her economic profile (domain/householdBudget.ts), in the contract's shape.
import { eq } from 'drizzle-orm';
import type { BudgetBody, HouseholdBudgetAnswer } from '../../contract/budget';
import { EMPTY_ECONOMY } from '../../domain/emptyEconomy';
import {
  EMPTY_BUDGET,
  householdBudgetOfEconomy,
  type FixedCostKind,
  type SavedBudget,
} from '../../domain/householdBudget';
import { toOre } from '../../domain/money';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { loadEconomicProfile } from '../economicProfile/economicProfileView';

export async function loadSavedBudget(db: Db, userId: number): Promise<SavedBudget> {
  const [row] = await db.select().from(t.householdBudgets).where(eq(t.householdBudgets.userId, userId));
  if (!row) return EMPTY_BUDGET;
  return {
    children_ages: row.childrenAges,
    income_after_tax: row.incomeAfterTaxOre === null ? null : row.incomeAfterTaxOre / 100,
    fixed_costs: row.fixedCosts.map((line) => ({
      kind: line.kind as FixedCostKind,
      label: line.label,
      amount: line.amount_ore / 100,
    })),
  };
}

export async function householdBudgetAnswer(db: Db, userId: number): Promise<HouseholdBudgetAnswer> {
  const [saved, profile] = await Promise.all([loadSavedBudget(db, userId), loadEconomicProfile(db, userId)]);
  const economy = profile ?? EMPTY_ECONOMY;
  const b = householdBudgetOfEconomy(economy, saved);
  return {
    children_ages: [...saved.children_ages],
    income_after_tax: saved.income_after_tax,
    fixed_costs: saved.fixed_costs.map((line) => ({ ...line })),
    children_count: economy.children_count ?? 0,
    budget: {
      lines: b.lines,
      income_before_tax: b.incomeBeforeTax,
      income_after_tax: b.incomeAfterTax,
      debt_payments: b.debtPayments,
      fixed_costs: b.fixedCosts,
      left: b.left,
      reference: {
        total: b.reference.total,
        adults: b.reference.adults,
        adults_amount: b.reference.adultsAmount,
        children: b.reference.children,
        year: b.reference.year,
        source: b.reference.source,
      },
      difference: b.difference,
      under: b.under,
    },
  };
}

export async function saveBudget(db: Db, userId: number, body: BudgetBody): Promise<void> {
  const values = {
    childrenAges: body.children_ages,
    incomeAfterTaxOre: body.income_after_tax === null ? null : toOre(body.income_after_tax),
    fixedCosts: body.fixed_costs.map((line) => ({
      kind: line.kind,
      label: line.label?.trim() || null,
      amount_ore: toOre(line.amount),
    })),
    updatedAt: new Date(),
  };
  await db
    .insert(t.householdBudgets)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: t.householdBudgets.userId, set: values });
}
