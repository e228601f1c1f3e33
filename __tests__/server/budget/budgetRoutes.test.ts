// GET/PUT /api/customer/users/{id}/budget: the budget worked out from her economy and her own lines, only for
// herself, its bounds 422 keyed by field path, the write behind CSRF.
import { eq } from 'drizzle-orm';
import { economySummary } from '../../../domain/economySummary';
import * as t from '../../../server/db/schema';
import { loadEconomicProfile } from '../../../server/economicProfile/economicProfileView';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession; // kunde: a seeded profile, married, two children
let lars: BrowserSession; // kunde2
let metteId: number;
let larsId: number;

const url = (userId: number) => `/api/customer/users/${userId}/budget`;
const BODY = {
  children_ages: [3, 8],
  income_after_tax: null,
  fixed_costs: [
    { kind: 'housing', label: 'Ejerudgifter', amount: 4_500.5 },
    { kind: 'insurance', label: null, amount: 1_100 },
  ],
};

beforeAll(async () => {
  ctx = await createTestApp();
  mette = new BrowserSession(ctx.app);
  lars = new BrowserSession(ctx.app, 'en');
  metteId = (await mette.login('kunde@example.dk')).id;
  larsId = (await lars.login('kunde2@example.dk')).id;
}, 180_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

test('before she saves anything the budget is worked out from her economy alone', async () => {
  const res = await mette.get(url(metteId));
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ children_ages: [], income_after_tax: null, fixed_costs: [], children_count: 2 });
  const profile = (await loadEconomicProfile(ctx.database.db, metteId))!;
  const summary = economySummary(profile);
  // The debt factor's incomes, the debt factor's debts by their payments.
  expect(body.budget.income_before_tax).toBe(summary.household.monthlyIncome);
  expect(body.budget.debt_payments).toBe(summary.monthlyPayments);
  // A couple with two children whose ages she has not given: both in the dearest band.
  expect(body.budget.reference).toMatchObject({ adults: 2, total: 11_890 + 2 * 3_530, year: 2023 });
});

test('she saves her lines and reads them back, with the budget they give', async () => {
  const put = await mette.put(url(metteId), BODY);
  expect(put.statusCode).toBe(200);
  const read = await mette.get(url(metteId));
  expect(read.json()).toEqual(put.json());
  const { budget, ...lines } = read.json();
  expect(lines).toEqual({ ...BODY, children_count: 2 });
  expect(budget.reference.total).toBe(17_880);
  expect(budget.fixed_costs).toBe(5_600.5);
  expect(budget.left).toBeCloseTo(budget.income_after_tax - budget.debt_payments - 5_600.5, 2);
  expect(budget.under).toBe(budget.left < 17_880);
  const [row] = await ctx.database.db.select().from(t.householdBudgets).where(eq(t.householdBudgets.userId, metteId));
  expect(row.fixedCosts[0]).toEqual({ kind: 'housing', label: 'Ejerudgifter', amount_ore: 450_050 });
});

test('her own after-tax figure replaces the estimate', async () => {
  const res = await mette.put(url(metteId), { ...BODY, income_after_tax: 40_000 });
  expect(res.json().budget.lines[0]).toEqual({ kind: 'incomeGiven', label: null, amount: 40_000 });
  expect(res.json().budget.income_after_tax).toBe(40_000);
});

test('a customer without a profile gets an empty budget against a single adult’s reference', async () => {
  await ctx.database.db.delete(t.economicProfiles).where(eq(t.economicProfiles.userId, larsId));
  const res = await lars.get(url(larsId));
  expect(res.statusCode).toBe(200);
  expect(res.json().budget).toMatchObject({ left: 0, reference: { adults: 1, total: 7_010 }, under: true });
});

test('another user’s id answers 403 and changes nothing; a signed-out caller 401', async () => {
  expect((await lars.get(url(metteId))).statusCode).toBe(403);
  expect((await lars.put(url(metteId), { ...BODY, fixed_costs: [] })).statusCode).toBe(403);
  expect((await mette.get(url(metteId))).json().fixed_costs).toHaveLength(2);
  expect((await new BrowserSession(ctx.app).get(url(metteId))).statusCode).toBe(401);
});

test('a write without the CSRF header is refused', async () => {
  const res = await mette.request({ url: url(metteId), method: 'PUT', payload: BODY, csrf: false });
  expect(res.statusCode).toBe(419);
});

describe('bad input answers 422 keyed by field path, never 500', () => {
  const line = BODY.fixed_costs[0];
  test.each([
    ['a huge amount', { fixed_costs: [{ ...line, amount: 1e300 }] }, 'fixed_costs.0.amount'],
    ['a negative amount', { fixed_costs: [line, { ...line, amount: -5 }] }, 'fixed_costs.1.amount'],
    ['three decimals', { fixed_costs: [{ ...line, amount: 1.005 }] }, 'fixed_costs.0.amount'],
    ['a NUL in a label', { fixed_costs: [{ ...line, label: 'a\u0000b' }] }, 'fixed_costs.0.label'],
    ['an unknown kind', { fixed_costs: [{ ...line, kind: 'holidays' }] }, 'fixed_costs.0.kind'],
    ['a child of 18', { children_ages: [3, 18] }, 'children_ages.1'],
    ['a negative income', { income_after_tax: -1 }, 'income_after_tax'],
    ['a huge income', { income_after_tax: 1e20 }, 'income_after_tax'],
  ])('%s', async (_name, change, field) => {
    const res = await mette.put(url(metteId), { ...BODY, ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  test.each([null, [], 'x', 42, {}, { children_ages: 'x', fixed_costs: {} }])('the body %p', async (body) => {
    const res = await mette.request({
      url: url(metteId),
      method: 'PUT',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
