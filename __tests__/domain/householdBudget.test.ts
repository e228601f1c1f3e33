import { BUDGET_REFERENCE_AMOUNTS } from '../../domain/budgetReferenceAmounts';
import { economySummary } from '../../domain/economySummary';
import {
  childReferenceAmount,
  EMPTY_BUDGET,
  householdBudgetOfEconomy,
  incomeAfterTaxOre,
  referenceAmount,
  type BudgetEconomy,
  type SavedBudget,
} from '../../domain/householdBudget';
import { leftWithOffer, leftWithOffers } from '../../domain/offerBudgetEffect';
import type { OfferLike } from '../../domain/offerProducts';

const economy = (more: Partial<BudgetEconomy>): BudgetEconomy => ({
  civil_status: 'single',
  children_count: 0,
  monthly_income: null,
  properties: [],
  vehicles: [],
  boats: [],
  loans: [],
  credits: [],
  mortgages: [],
  deposits: [],
  stockPortfolios: [],
  companionPerson: null,
  ...more,
});
const saved = (more: Partial<SavedBudget>): SavedBudget => ({ ...EMPTY_BUDGET, ...more });

describe('reference amounts (Bolius 2023)', () => {
  test('the 2023 amounts are data with their year and source', () => {
    expect(BUDGET_REFERENCE_AMOUNTS[0]).toMatchObject({ year: 2023, singleAdult: 7_010, couple: 11_890 });
    expect(BUDGET_REFERENCE_AMOUNTS[0].source).toMatch(/Bolius/);
  });

  test.each([
    [0, 1_910],
    [1, 1_910],
    [2, 2_460], // exactly 2: the 2–7 band
    [6, 2_460],
    [7, 3_530], // exactly 7: the 7–18 band
    [17, 3_530],
    [null, 3_530], // an age not given counts in the dearest band
  ])('a child of %p adds %p kr.', (age, amount) => {
    expect(childReferenceAmount(age)).toBe(amount);
  });

  test.each([
    ['a single adult', 1, [], 7_010],
    ['a couple', 2, [], 11_890],
    ['a couple with children of 3 and 8: 11,890 + 2,460 + 3,530', 2, [3, 8], 17_880],
    ['a single with a baby: 7,010 + 1,910', 1, [0], 8_920],
  ] as const)('%s', (_name, adults, ages, total) => {
    expect(referenceAmount(adults, ages).total).toBe(total);
  });
});

describe('income after tax (2023 estimate)', () => {
  test.each([
    // 30,000: AM 2,400 → 27,600; less allowance 4,000 → 23,600 × 37.09 % = 8,753.24; left 27,600 − 8,753.24
    [30_000, 18_846.76],
    // 60,000: AM 4,800 → 55,200; (55,200 − 4,000) × 37.09 % = 18,990.08; top (55,200 − 47,408.33…) × 15 %
    // = 1,168.75; left 55,200 − 20,158.83
    [60_000, 35_041.17],
    // Below the allowance after AM-bidrag only AM-bidrag is paid: 4,000 − 320
    [4_000, 3_680],
    [0, 0],
  ])('%p kr. before tax leaves %p kr.', (before, after) => {
    expect(incomeAfterTaxOre(before) / 100).toBe(after);
  });
});

type Case = {
  economy: BudgetEconomy;
  saved: SavedBudget;
  expected: { incomeAfterTax: number; debtPayments: number; fixedCosts: number; left: number; reference: number };
};

const households: Record<string, Case> = {
  // 45,000 + 38,000 before tax, a house with a 9,000 mortgage payment, two children of 3 and 8.
  coupleWithChildren: {
    economy: economy({
      civil_status: 'married',
      children_count: 2,
      monthly_income: 45_000,
      companionPerson: { monthly_income: 38_000 },
      properties: [{ id: 1, value: 3_200_000, is_existing: true, residence_type: 'owner_house' }],
      mortgages: [{ debt: 2_000_000, periodic_payment: 9_000, property_id: 1 }],
    }),
    saved: saved({
      children_ages: [3, 8],
      fixed_costs: [
        { kind: 'housing', label: 'Ejerudgifter', amount: 4_500 },
        { kind: 'childcare', label: null, amount: 3_200 },
        { kind: 'insurance', label: null, amount: 1_100 },
      ],
    }),
    // 45,000 → 41,400 − (37,400 × 37.09 %) = 27,528.34; 38,000 → 34,960 − (30,960 × 37.09 %) = 23,476.94
    // together 51,005.28; left 51,005.28 − 9,000 − 8,800 = 33,205.28
    expected: { incomeAfterTax: 51_005.28, debtPayments: 9_000, fixedCosts: 8_800, left: 33_205.28, reference: 17_880 },
  },
  // A renter with a car loan (2,400 a month) and rent she adds; 32,000 before tax.
  singleWithCarLoan: {
    economy: economy({
      monthly_income: 32_000,
      vehicles: [{ id: 5, value: 150_000, is_existing: true }],
      loans: [{ debt: 120_000, periodic_payment: 2_400, property_id: null }],
    }),
    saved: saved({
      fixed_costs: [
        { kind: 'housing', label: 'Husleje', amount: 8_500 },
        { kind: 'transport', label: 'Benzin', amount: 1_200 },
      ],
    }),
    // 32,000 → 29,440 − 25,440 × 37.09 % (9,435.70) = 20,004.30; left 20,004.30 − 2,400 − 9,700 = 7,904.30
    expected: { incomeAfterTax: 20_004.3, debtPayments: 2_400, fixedCosts: 9_700, left: 7_904.3, reference: 7_010 },
  },
  // Her own after-tax figure replaces the estimate; rent and a consumer loan leave her under the reference.
  underTheReference: {
    economy: economy({
      monthly_income: 25_000,
      children_count: 1,
      credits: [{ debt: 40_000, periodic_payment: 1_500, property_id: null }],
    }),
    saved: saved({
      children_ages: [1],
      income_after_tax: 17_000,
      fixed_costs: [{ kind: 'housing', label: 'Husleje', amount: 7_000 }],
    }),
    // 17,000 − 1,500 − 7,000 = 8,500 against 7,010 + 1,910 = 8,920: 420 short
    expected: { incomeAfterTax: 17_000, debtPayments: 1_500, fixedCosts: 7_000, left: 8_500, reference: 8_920 },
  },
};

describe.each(Object.entries(households))('%s', (_name, { economy: e, saved: s, expected }) => {
  const budget = householdBudgetOfEconomy(e, s);

  test('the budget and its reference', () => {
    expect(budget).toMatchObject({
      incomeAfterTax: expected.incomeAfterTax,
      debtPayments: expected.debtPayments,
      fixedCosts: expected.fixedCosts,
      left: expected.left,
    });
    expect(budget.reference.total).toBe(expected.reference);
    expect(budget.difference).toBeCloseTo(expected.left - expected.reference, 2);
    expect(budget.under).toBe(expected.left < expected.reference);
    expect(budget.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(budget.left, 2);
  });

  test("the incomes are the debt factor's", () => {
    expect(budget.incomeBeforeTax).toBe(economySummary(e).household.monthlyIncome);
  });
});

test('the coupleWithChildren fixture is the 17,880 kr. household', () => {
  expect(
    householdBudgetOfEconomy(households.coupleWithChildren.economy, households.coupleWithChildren.saved).under,
  ).toBe(false);
});

test('a home sold on a move takes its payments with it, as it takes its debt from the debt factor', () => {
  const moving = economy({
    monthly_income: 40_000,
    properties: [
      { id: 1, value: 2_000_000, is_existing: true, residence_type: 'owner_flat' },
      { id: 2, value: 3_000_000, is_existing: false, residence_type: 'owner_house', new_property_reason: 'move' },
    ],
    mortgages: [{ debt: 1_000_000, periodic_payment: 5_000, property_id: 1 }],
    loans: [{ debt: 50_000, periodic_payment: 1_000, property_id: null }],
  });
  expect(economySummary(moving).household.debt).toBe(50_000);
  expect(householdBudgetOfEconomy(moving, EMPTY_BUDGET).debtPayments).toBe(1_000);
});

describe('left with an offer', () => {
  const budget = householdBudgetOfEconomy(households.singleWithCarLoan.economy, households.singleWithCarLoan.saved);
  const product = (monthly: number | null, replaces: string[] | null) => ({
    id: 1,
    product_type: 'loan',
    product_sub_type: 'car',
    amount: 120_000,
    interest_rate: 5,
    aop: 6,
    term_months: 60,
    monthly_payment: monthly,
    total_cost: null,
    replaces,
  });
  const offer = (loans: ReturnType<typeof product>[]): OfferLike => ({
    total_monthly_discount: null,
    savings_after_tax_for_month_1: null,
    savings_after_tax_for_year_1: null,
    loans,
    credits: [],
    deposits: [],
  });
  const request = { mortgages: [], loans: [{ periodic_payment: 2_400 }], credits: [] };

  test.each([
    // Replaces the car loan: 7,904.30 + 2,400 − 2,100
    ['a cheaper car loan in place of the old one', [product(2_100, ['loans.0'])], 8_204.3],
    // New money beside it: 7,904.30 − 1,500
    ['a new loan beside the old one', [product(1_500, [])], 6_404.3],
    ['an offer that does not say what it replaces', [product(2_100, null)], null],
    ['a loan without a payment', [product(null, ['loans.0'])], null],
  ])('%s', (_name, loans, left) => {
    expect(leftWithOffer(budget, offer(loans), request)).toBe(left);
  });
});

test('the comparison row: today in the own column, each offer with its effect, under the reference marked', () => {
  const standing = { left: 17_700, reference: { total: 17_880 } };
  const loan = (monthly: number, replaces: string[]) => ({
    id: 1,
    product_type: 'loan',
    product_sub_type: 'car',
    amount: 100_000,
    interest_rate: 5,
    aop: 6,
    term_months: 60,
    monthly_payment: monthly,
    total_cost: null,
    replaces,
  });
  const offer = (monthly: number, replaces: string[]): OfferLike => ({
    total_monthly_discount: null,
    savings_after_tax_for_month_1: null,
    savings_after_tax_for_year_1: null,
    loans: [loan(monthly, replaces)],
    credits: [],
    deposits: [],
  });
  const request = { mortgages: [], loans: [{ periodic_payment: 3_350 }], credits: [] };
  expect(
    leftWithOffers(
      standing,
      [
        { id: 0, offer: null },
        // 17,700 + 3,350 − 2,900 = 18,150
        { id: 41, offer: offer(2_900, ['loans.0']) },
        // 17,700 + 3,350 − 3,190.52 = 17,859.48: under 17,880
        { id: 45, offer: offer(3_190.52, ['loans.0']) },
        { id: 46, offer: null },
      ],
      request,
    ),
  ).toEqual([
    { left: 17_700, under: true },
    { left: 18_150, under: false },
    { left: 17_859.48, under: true },
    { left: null, under: false },
  ]);
});
