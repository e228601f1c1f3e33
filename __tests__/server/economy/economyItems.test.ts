// The customer's economy item by item: every collection's rules (the form's own), ownership (another customer's
// items and references are not found), the delete-a-home choice, stale edits, family and work, the resources.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let lars: BrowserSession; // kunde2: no profile yet
let mette: BrowserSession; // kunde: a seeded profile
let larsId: number;
let metteId: number;

const url = (userId: number, rest: string) => `/api/customer/users/${userId}/economic-profiles/${rest}`;
const patch = (s: BrowserSession, u: string, payload: object) => s.request({ url: u, method: 'PATCH', payload });
const del = (s: BrowserSession, u: string) => s.request({ url: u, method: 'DELETE' });

const HOME = {
  residence_type: 'owner_house',
  value: 3_200_000,
  address1: 'Testvej 13',
  postal_code: '2100',
  city: 'København Ø',
};
// 2,000,000 kr. at 4 % over 30 years: 9,548.31 kr. a month (annuity).
const MORTGAGE = { debt: 2_000_000, interest_rate: 4, term_months: 360, periodic_payment: 9548.31, loan_kind: 'fixed' };

beforeAll(async () => {
  ctx = await createTestApp();
  lars = new BrowserSession(ctx.app, 'en');
  mette = new BrowserSession(ctx.app);
  larsId = (await lars.login('kunde2@example.dk')).id;
  metteId = (await mette.login('kunde@example.dk')).id;
}, 180_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

async function count(table: typeof t.properties | typeof t.loans | typeof t.mortgages) {
  return (await ctx.database.db.select({ id: table.id }).from(table)).length;
}

describe('properties and their mortgages', () => {
  let propertyId: number;
  let mortgageId: number;

  test('a customer without a profile adds a home: 201, the profile is created and holds it', async () => {
    const res = await lars.post(url(larsId, 'properties'), HOME);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    propertyId = body.id;
    expect(body.economic_profile.user_id).toBe(larsId);
    expect(body.economic_profile.properties).toEqual([
      expect.objectContaining({
        id: propertyId,
        residence_type: 'owner_house',
        is_existing: true,
        value: 3_200_000,
        postal_code: '2100',
        address: { address1: 'Testvej 13', address2: null, address3: null },
      }),
    ]);
  });

  test('a mortgage on the home is secured on it (debtable) and is listed with it', async () => {
    const res = await lars.post(url(larsId, 'mortgages'), { ...MORTGAGE, property_id: propertyId });
    expect(res.statusCode).toBe(201);
    mortgageId = res.json().id;
    expect(res.json().economic_profile.mortgages).toEqual([
      expect.objectContaining({
        id: mortgageId,
        property_id: propertyId,
        debtable: true,
        debt: 2_000_000,
        interest_rate: 4,
        liability_sub_type: 'mortgage',
      }),
    ]);
  });

  test('a mortgage must finance a home', async () => {
    const res = await lars.post(url(larsId, 'mortgages'), MORTGAGE);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['property_id']);
  });

  test('PATCH merges the change, which must pass the same rules', async () => {
    const ok = await patch(lars, url(larsId, `properties/${propertyId}`), { value: 4_000_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().economic_profile.properties[0]).toMatchObject({ value: 4_000_000, city: 'København Ø' });

    const cleared = await patch(lars, url(larsId, `properties/${propertyId}`), { value: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.value).toEqual([expect.any(String)]);
  });

  test('a payment below one month’s interest is refused with the form’s periodic-payment rule', async () => {
    const res = await patch(lars, url(larsId, `mortgages/${mortgageId}`), { periodic_payment: 100 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['periodic_payment']);
  });

  test('deleting a home that secures loans asks what happens to them; nothing changes without an answer', async () => {
    const res = await del(lars, url(larsId, `properties/${propertyId}`));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: expect.stringContaining('1 loan'), liabilities: 1 });
    const [row] = await ctx.database.db.select().from(t.properties).where(eq(t.properties.id, propertyId));
    expect(row).toBeDefined();
  });

  test('?loans=keep deletes the home and keeps its mortgage as unsecured debt', async () => {
    const res = await del(lars, url(larsId, `properties/${propertyId}?loans=keep`));
    expect(res.statusCode).toBe(200);
    expect(res.json().properties).toEqual([]);
    expect(res.json().mortgages).toEqual([
      expect.objectContaining({ id: mortgageId, property_id: null, debtable: false }),
    ]);
  });

  test('a deleted item edited or deleted from a stale page answers 404 with a clear message', async () => {
    const edit = await patch(lars, url(larsId, `properties/${propertyId}`), { value: 1 });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toMatch(/no longer exists/);
    expect((await del(lars, url(larsId, `properties/${propertyId}`))).statusCode).toBe(404);
  });

  test('?loans=delete deletes the home with its loans', async () => {
    const home = (await lars.post(url(larsId, 'properties'), HOME)).json().id;
    const loan = await lars.post(url(larsId, 'loans'), {
      liability_sub_type: 'bank_home_loan',
      debt: 300_000,
      interest_rate: 6,
      periodic_payment: 3000,
      property_id: home,
    });
    expect(loan.statusCode).toBe(201);
    const res = await del(lars, url(larsId, `properties/${home}?loans=delete`));
    expect(res.statusCode).toBe(200);
    expect(res.json().loans.find((l: { id: number }) => l.id === loan.json().id)).toBeUndefined();
  });
});

describe('absurd values: 422 keyed by field, nothing half-saved', () => {
  test.each([
    ['properties', { ...HOME, value: 1e15 }, 'value'],
    ['properties', { ...HOME, value: -5 }, 'value'],
    [
      'loans',
      { liability_sub_type: 'consumer', debt: 50_000, interest_rate: 101, periodic_payment: 2000 },
      'interest_rate',
    ],
    [
      'loans',
      { liability_sub_type: 'consumer', debt: 50_000, term_months: 361, periodic_payment: 2000 },
      'term_months',
    ],
    ['vehicles', { asset_type: 'car', make: 'Volvo', year: 1899, value: 10_000 }, 'year'],
    ['vehicles', { asset_type: 'car', make: 'Volvo', year: new Date().getFullYear() + 2, value: 10_000 }, 'year'],
    ['deposits', { deposit_type: 'savings', amount: -1 }, 'amount'],
    ['properties', { ...HOME, postal_code: '0001' }, 'postal_code'],
  ])('%s with %j → 422 on %s', async (collection, body, field) => {
    const before = await count(t.properties);
    const profiles = (await ctx.database.db.select().from(t.economicProfiles)).length;
    const res = await mette.post(url(metteId, collection), body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(res.json().errors[field][0]).not.toMatch(/^validation\.|^economy\./);
    expect(await count(t.properties)).toBe(before);
    expect((await ctx.database.db.select().from(t.economicProfiles)).length).toBe(profiles);
  });

  test('a failed first item does not leave an empty profile behind', async () => {
    const newcomer = new BrowserSession(ctx.app);
    const profiles = (await ctx.database.db.select().from(t.economicProfiles)).length;
    const id = (await newcomer.login('kunde2@example.dk')).id;
    await ctx.database.db.delete(t.economicProfiles).where(eq(t.economicProfiles.userId, id));
    const res = await newcomer.post(url(id, 'properties'), { ...HOME, value: null });
    expect(res.statusCode).toBe(422);
    expect((await ctx.database.db.select().from(t.economicProfiles)).length).toBe(profiles - 1);
  });
});

describe('ownership', () => {
  let larsHome: number;
  beforeAll(async () => {
    larsHome = (await lars.post(url(larsId, 'properties'), HOME)).json().id;
  });

  test('another user’s id answers 403', async () => {
    expect((await mette.post(url(larsId, 'properties'), HOME)).statusCode).toBe(403);
    expect((await patch(mette, url(larsId, `properties/${larsHome}`), { value: 1 })).statusCode).toBe(403);
    expect((await del(mette, url(larsId, `properties/${larsHome}`))).statusCode).toBe(403);
  });

  test('another customer’s item through one’s own id answers 404 and is not changed', async () => {
    expect((await patch(mette, url(metteId, `properties/${larsHome}`), { value: 1 })).statusCode).toBe(404);
    expect((await del(mette, url(metteId, `properties/${larsHome}?loans=delete`))).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(t.properties).where(eq(t.properties.id, larsHome));
    expect(row.valueOre).toBe(320_000_000);
  });

  test('a loan pointing at another customer’s property is refused (422 on property_id)', async () => {
    const res = await mette.post(url(metteId, 'mortgages'), { ...MORTGAGE, property_id: larsHome });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['property_id']);
    const moved = await ctx.database.db.select().from(t.mortgages).where(eq(t.mortgages.propertyId, larsHome));
    expect(moved).toEqual([]);
  });

  test('a signed-out visitor gets 401', async () => {
    const guest = new BrowserSession(ctx.app);
    expect((await guest.post(url(larsId, 'properties'), HOME)).statusCode).toBe(401);
  });
});

describe('every collection: add, change, delete', () => {
  const cases: [string, object, object, (p: Record<string, unknown[]>) => unknown[]][] = [
    [
      'vehicles',
      { asset_type: 'car', make: 'Skoda', model: 'Octavia', year: 2019, value: 150_000 },
      { value: 140_000 },
      (p) => p.vehicles,
    ],
    [
      'boats',
      { asset_type: 'boat', make: 'Bavaria', model: 'C42', year: 2015, value: 900_000 },
      { year: 2016 },
      (p) => p.boats,
    ],
    [
      'deposits',
      { deposit_type: 'savings', amount: 80_000, interest_rate: 1.5 },
      { amount: 90_000 },
      (p) => p.deposits,
    ],
    ['stock-portfolios', { value: 120_000 }, { value: 130_000 }, (p) => p.stockPortfolios],
    [
      'loans',
      { liability_sub_type: 'consumer', debt: 40_000, interest_rate: 12, term_months: 36, periodic_payment: 1329 },
      { debt: 35_000 },
      (p) => p.loans,
    ],
    [
      'credits',
      { liability_sub_type: 'card', debt: 5_000, limit: 20_000, interest_rate: 18, periodic_payment: 300 },
      { limit: 25_000 },
      (p) => p.credits,
    ],
  ];

  test.each(cases)('%s', async (collection, body, change, listOf) => {
    const created = await lars.post(url(larsId, collection), body);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(listOf(created.json().economic_profile)).toContainEqual(expect.objectContaining({ id }));

    const changed = await patch(lars, url(larsId, `${collection}/${id}`), change);
    expect(changed.statusCode).toBe(200);
    expect(listOf(changed.json().economic_profile)).toContainEqual(expect.objectContaining({ id, ...change }));

    const wrong = Object.fromEntries(Object.keys(change).map((key) => [key, 'lots']));
    const refused = await patch(lars, url(larsId, `${collection}/${id}`), wrong);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(Object.keys(change));
    expect((await patch(mette, url(metteId, `${collection}/${id}`), change)).statusCode).toBe(404);

    const deleted = await del(lars, url(larsId, `${collection}/${id}`));
    expect(deleted.statusCode).toBe(200);
    expect(listOf(deleted.json())).not.toContainEqual(expect.objectContaining({ id }));
  });

  test('a car loan on the customer’s car is secured on it; deleting the car asks about it', async () => {
    const car = (
      await lars.post(url(larsId, 'vehicles'), { asset_type: 'car', make: 'VW', year: 2020, value: 200_000 })
    ).json().id;
    const loan = await lars.post(url(larsId, 'loans'), {
      liability_sub_type: 'car',
      debt: 150_000,
      interest_rate: 5,
      term_months: 60,
      periodic_payment: 2830.69,
      vehicle_id: car,
    });
    expect(loan.statusCode).toBe(201);
    expect(loan.json().economic_profile.loans).toContainEqual(
      expect.objectContaining({ vehicle_id: car, debtable: true }),
    );
    expect((await del(lars, url(larsId, `vehicles/${car}`))).statusCode).toBe(409);
  });

  test('a loan secured on two things at once is refused', async () => {
    const res = await lars.post(url(larsId, 'loans'), {
      liability_sub_type: 'car',
      debt: 1000,
      periodic_payment: 100,
      vehicle_id: 1,
      property_id: 1,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('a vehicle with the loans that finance it', () => {
  const CAR = { asset_type: 'car', make: 'Skoda', model: 'Octavia', year: 2021, value: 180_000 };
  const LOAN = { liability_sub_type: 'car', debt: 120_000, interest_rate: 5, term_months: 60, periodic_payment: 2265 };

  test('both are saved in one request, the loan on the new car', async () => {
    const res = await lars.post(url(larsId, 'vehicles'), { ...CAR, loans: [LOAN] });
    expect(res.statusCode).toBe(201);
    const { id, economic_profile: profile } = res.json();
    expect(profile.loans.filter((l: { vehicle_id: number }) => l.vehicle_id === id)).toEqual([
      expect.objectContaining({ debt: 120_000, debtable: true }),
    ]);
  });

  test('a refused loan saves neither: 422 keyed loans.0.<field>, and no car', async () => {
    const vehicles = async () => (await ctx.database.db.select({ id: t.vehicles.id }).from(t.vehicles)).length;
    const before = await vehicles();
    const loans = await count(t.loans);
    const res = await lars.post(url(larsId, 'vehicles'), {
      ...CAR,
      loans: [{ ...LOAN, periodic_payment: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['loans.0.periodic_payment']);
    expect(await vehicles()).toBe(before);
    expect(await count(t.loans)).toBe(loans);
  });

  test('more loans than the limit is a 422 from the contract', async () => {
    const res = await lars.post(url(larsId, 'vehicles'), { ...CAR, loans: Array(6).fill(LOAN) });
    expect(res.statusCode).toBe(422);
  });
});

describe('PUT family-and-work', () => {
  const family = {
    civil_status: 'married',
    birth_date: '1985-04-12',
    children_count: 2,
    co_applicant_name: 'Sofie Nielsen',
    co_applicant_birth_date: '1987-09-30',
    co_applicant_employment_type: 'employee',
    co_applicant_monthly_income: 38_000,
    employment_type: 'employee',
    employer: 'Testfirma ApS',
    employed_since: '2015-08-01',
    monthly_income: 45_000,
  };

  test('saves the family, the companion person and the work', async () => {
    const res = await lars.put(`/api/customer/users/${larsId}/family-and-work`, family);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      civil_status: 'married',
      children_count: 2,
      employer: 'Testfirma ApS',
      monthly_income: 45_000,
      companionPerson: { name: 'Sofie Nielsen', employment_type: 'employee', monthly_income: 38_000 },
    });
  });

  test('without a partner the companion person is gone', async () => {
    const res = await lars.put(`/api/customer/users/${larsId}/family-and-work`, { ...family, civil_status: 'single' });
    expect(res.statusCode).toBe(200);
    expect(res.json().companionPerson).toBeNull();
  });

  test('a partner without a name, and too many children, are 422 keyed by field', async () => {
    const bad = await lars.put(`/api/customer/users/${larsId}/family-and-work`, { ...family, co_applicant_name: null });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['co_applicant_name']);
    const many = await lars.put(`/api/customer/users/${larsId}/family-and-work`, { ...family, children_count: 99 });
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().errors)).toEqual(['children_count']);
  });

  test('the bad-payer answer: "no" is saved, kept when not sent, and "yes" is 422 with the step’s rule', async () => {
    const no = await lars.put(`/api/customer/users/${larsId}/family-and-work`, {
      ...family,
      is_registered_as_bad_payer: false,
    });
    expect(no.statusCode).toBe(200);
    expect(no.json().is_registered_as_bad_payer).toBe(false);
    const kept = await lars.put(`/api/customer/users/${larsId}/family-and-work`, family);
    expect(kept.json().is_registered_as_bad_payer).toBe(false);
    const yes = await lars.put(`/api/customer/users/${larsId}/family-and-work`, {
      ...family,
      is_registered_as_bad_payer: true,
    });
    expect(yes.statusCode).toBe(422);
    expect(Object.keys(yes.json().errors)).toEqual(['is_registered_as_bad_payer']);
  });

  test('another user’s id answers 403', async () => {
    expect((await mette.put(`/api/customer/users/${larsId}/family-and-work`, family)).statusCode).toBe(403);
  });
});

describe('GET /api/customer-resources', () => {
  test('the choices of the economy pages, cached by the browser', async () => {
    const res = await lars.get('/api/customer-resources');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = res.json();
    expect(body.property_types).toContain('owner_house');
    expect(body.asset_types).toEqual(expect.arrayContaining(['car', 'boat']));
    expect(body.liability_types.map((l: { liability_type: string }) => l.liability_type)).toEqual([
      'loan',
      'credit',
      'mortgage',
    ]);
    expect(body.employment_types).toContain('employee');
    expect(body.lenders.length).toBeGreaterThan(0);
  });

  test('needs a signed-in customer', async () => {
    expect((await new BrowserSession(ctx.app).get('/api/customer-resources')).statusCode).toBe(401);
  });
});
