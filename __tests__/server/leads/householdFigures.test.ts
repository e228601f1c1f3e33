// One household, three readers, one rule (domain/householdFigures.ts): the debt factor's figures the form's hint
// shows while the steps are filled in, the economy page shows from the profile the submission saves, and a lender
// gets in the request's facts agree to the krone. Each household goes the real way: the steps are submitted
// (draftFromForm saves the profile and builds the request from it) and every reader is called as its page calls it.
import { eq } from 'drizzle-orm';
import { economySummary } from '../../../domain/economySummary';
import type { FormPurpose, FormRecord } from '../../../domain/formRecord';
import type { HouseholdFigures } from '../../../domain/householdFigures';
import { EMPTY_BUDGET, householdBudgetOfEconomy } from '../../../domain/householdBudget';
import { draftFromForm } from '../../../server/auctionForm/formRequest';
import type { SubmittedSteps } from '../../../server/auctionForm/validateSubmission';
import * as t from '../../../server/db/schema';
import { loadEconomicProfile } from '../../../server/economicProfile/economicProfileView';
import { readRequestFacts } from '../../../server/leads/requestFacts';
import { formHouseholdFigures } from '../../../src/features/form/hints/householdFigures';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let userId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
  userId = user.id;
}, 180_000);
afterAll(() => closeTestApp(ctx));

const debt = (amount: number, more: FormRecord = {}): FormRecord => ({
  id: null,
  debt: amount,
  interest_rate: 4.5,
  periodic_payment: Math.round(amount / 100),
  term_months: 120,
  ...more,
});
const mortgage = (amount: number) =>
  debt(amount, { liability_type: 'loan', liability_sub_type: 'mortgage', loan_kind: 'fixed', term_months: 300 });
const home = (more: FormRecord): FormRecord => ({
  id: null,
  reason: null,
  value: null,
  price: null,
  down_payment: null,
  new_loan_amount: null,
  mortgages: [],
  loans: [],
  credits: [],
  show_manual_address: true,
  address1: 'Testvej 1',
  postal_code: '8000',
  city: 'Aarhus C',
  address_country_code: 'dk',
  ...more,
});
const noDebt = { consumer_loans: [], car_loans: [], student_loans: [], card_credits: [] };
const work = (monthly: number, partner?: number): FormRecord => ({
  employment_type: 'employee',
  employer: 'Testfirma ApS',
  employed_since: '2015-08-01',
  monthly_income: monthly,
  ...(partner === undefined ? {} : { co_applicant_employment_type: 'employee', co_applicant_monthly_income: partner }),
});
const couple = { civil_status: 'married', children_count: 2, co_applicant_name: 'Sofie Nielsen' };

// Each household names only the answers its figures read; the submission reads the others as not given.
type FixtureSteps = Record<string, FormRecord>;
type Case = { purpose: FormPurpose; steps: FixtureSteps; expected: Omit<HouseholdFigures, 'debtFactor'> };

const households: Record<string, Case> = {
  // Renting, a car on loan, a consumer loan and a card; a partner's income left from an earlier answer is no income.
  single: {
    purpose: 'generic',
    steps: {
      aboutYou: { civil_status: 'single', children_count: 0 },
      housingSituation: { residence_type: 'rented', properties: [] },
      otherAssets: {
        want_new_vehicle: false,
        assets: [
          {
            id: null,
            asset_type: 'car',
            make: 'Skoda',
            model: 'Octavia',
            year: 2020,
            value: 150_000,
            is_existing: true,
            loans: [debt(120_000)],
            credits: [],
          },
        ],
      },
      employment: { ...work(38_000), co_applicant_monthly_income: 30_000 },
      otherDebt: { ...noDebt, consumer_loans: [debt(40_000)], card_credits: [debt(5_000.5)] },
    },
    expected: { debt: 165_000.5, needed: 0, monthlyIncome: 38_000 },
  },
  // An owned house with a mortgage and a bank loan, 200,000 more asked against it, and a student loan.
  coupleWithChildren: {
    purpose: 'existing_property',
    steps: {
      aboutYou: couple,
      housingSituation: {
        residence_type: 'owner_house',
        properties: [
          home({
            is_existing: true,
            residence_type: 'owner_house',
            value: 3_200_000,
            new_loan_amount: 200_000,
            mortgages: [mortgage(2_000_000)],
            loans: [debt(150_000, { liability_type: 'loan', liability_sub_type: 'bank_home_loan' })],
          }),
        ],
      },
      otherAssets: { want_new_vehicle: false, assets: [] },
      employment: work(45_000, 38_000),
      otherDebt: { ...noDebt, student_loans: [debt(60_000)] },
    },
    expected: { debt: 2_210_000, needed: 200_000, monthlyIncome: 83_000 },
  },
  // §4: the flat they live in is sold (its mortgage repaid, no new loan in it); the holiday home and its mortgage stay.
  moving: {
    purpose: 'property_purchaser',
    steps: {
      aboutYou: couple,
      housingSituation: {
        residence_type: 'owner_flat',
        properties: [
          home({
            is_existing: true,
            residence_type: 'owner_flat',
            value: 2_500_000,
            new_loan_amount: 100_000,
            mortgages: [mortgage(1_400_000)],
          }),
          home({
            is_existing: true,
            residence_type: 'holiday_home',
            value: 900_000,
            mortgages: [mortgage(500_000)],
          }),
          home({
            is_existing: false,
            residence_type: 'owner_house',
            reason: 'move',
            price: 4_000_000,
            down_payment: 1_000_000,
          }),
        ],
      },
      otherAssets: { want_new_vehicle: false, assets: [] },
      employment: work(45_000, 38_000),
      otherDebt: noDebt,
    },
    expected: { debt: 500_000, needed: 3_000_000, monthlyIncome: 83_000 },
  },
  // A first home bought by a renter with a car loan: the price less the down payment is needed.
  buying: {
    purpose: 'property_purchaser',
    steps: {
      aboutYou: { civil_status: 'partner', children_count: 1, co_applicant_name: 'Jens Hansen' },
      housingSituation: {
        residence_type: 'rented',
        properties: [
          home({
            is_existing: false,
            residence_type: 'owner_flat',
            reason: 'first_home',
            price: 2_000_000,
            down_payment: 200_000,
          }),
        ],
      },
      otherAssets: { want_new_vehicle: false, assets: [] },
      employment: work(30_000, 12_000.25),
      otherDebt: { ...noDebt, car_loans: [debt(80_000)] },
    },
    expected: { debt: 80_000, needed: 1_800_000, monthlyIncome: 42_000.25 },
  },
  // A renter buying a car: the price less the down payment is needed (the profile keeps both), beside a consumer loan.
  buyingACar: {
    purpose: 'vehicle_purchaser',
    steps: {
      aboutYou: { civil_status: 'single', children_count: 0 },
      housingSituation: { residence_type: 'rented', properties: [] },
      otherAssets: {
        want_new_vehicle: true,
        new_vehicle_type: 'car',
        new_vehicle_make: 'Toyota',
        new_vehicle_model: 'Corolla',
        new_vehicle_year: 2024,
        new_vehicle_condition: 'used',
        new_vehicle_price: 249_999.5,
        new_vehicle_down_payment: 50_000,
        assets: [],
      },
      employment: work(32_000),
      otherDebt: { ...noDebt, consumer_loans: [debt(30_000)] },
    },
    expected: { debt: 30_000, needed: 199_999.5, monthlyIncome: 32_000 },
  },
};

// The budget (rådighedsbeløb) reads the same household: the same incomes, and the payments of the same debts the
// debt factor counts (a debt's payment is a hundredth of it in these fixtures, rounded).
const budgetPayments: Record<keyof typeof households, number> = {
  single: 1_200 + 400 + 50,
  coupleWithChildren: 20_000 + 1_500 + 600,
  // The sold flat's mortgage (14,000 a month) goes with the flat; the holiday home's stays.
  moving: 5_000,
  buying: 800,
  buyingACar: 300,
};

describe.each(Object.entries(households))('%s', (name, { purpose, steps: fixture, expected }) => {
  const steps = fixture as unknown as SubmittedSteps;
  test('the hint, the economy page and the lenders count the same figures', async () => {
    const { draft, profile } = await ctx.database.db.transaction(async (tx) => {
      const submission = { purpose, steps, recording: null, attribution: {} as t.RfqAttribution };
      const built = await draftFromForm(tx, userId, submission);
      return { draft: built, profile: await loadEconomicProfile(tx, userId) };
    });
    if (!profile) throw new Error('no profile saved');

    const hint = formHouseholdFigures(steps);
    const economyPage = economySummary(profile).household;
    const lenders = readRequestFacts(draft.request, draft.subjects ?? []).household;

    const factor = (expected.debt + expected.needed) / (12 * expected.monthlyIncome);
    expect(hint).toEqual({ ...expected, debtFactor: expect.closeTo(factor, 12) });
    expect(economyPage).toEqual(hint);
    expect(lenders).toEqual(hint);
    expect(economySummary(profile).debtFactor).toBe(hint.debtFactor);
    expect(readRequestFacts(draft.request, draft.subjects ?? []).debtFactor).toBe(hint.debtFactor);

    const budget = householdBudgetOfEconomy(profile, EMPTY_BUDGET);
    expect(budget.incomeBeforeTax).toBe(hint.monthlyIncome);
    expect(budget.debtPayments).toBe(budgetPayments[name as keyof typeof households]);
  });
});
