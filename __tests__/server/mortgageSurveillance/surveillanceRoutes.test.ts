// Mortgage surveillance over HTTP: opt in, the overview and one property, the alert threshold, the
// 403 before opting in, another customer's data, bad input, and withdrawal deleting what was computed.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import type { BrowserSession } from '../../support/browserSession';
import { signInSeededCustomers } from '../../support/seededCustomers';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession; // kunde: a house with a fixed-rate mortgage (seed), Danish
let lars: BrowserSession; // kunde2: English
let metteId: number;
let larsId: number;
let houseId: number;

const base = (userId: number) => `/api/customer/users/${userId}/mortgage-surveillance`;
const del = (s: BrowserSession, url: string) => s.request({ url, method: 'DELETE' });
const historyRows = async (userId: number) =>
  ctx.database.db.select().from(t.mortgageSurveillanceHistory).where(eq(t.mortgageSurveillanceHistory.userId, userId));

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mette, lars, metteId, larsId } = await signInSeededCustomers(ctx));
  const [profile] = await ctx.database.db
    .select()
    .from(t.economicProfiles)
    .where(eq(t.economicProfiles.userId, metteId));
  [{ id: houseId }] = await ctx.database.db
    .select({ id: t.properties.id })
    .from(t.properties)
    .where(eq(t.properties.economicProfileId, profile.id));
}, 180_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

test('before opting in: 403 with a translated message, and the current user says not opted in', async () => {
  const res = await mette.get(base(metteId));
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toMatch(/samtykke/);
  const inEnglish = await lars.get(base(larsId));
  expect(inEnglish.statusCode).toBe(403);
  expect(inEnglish.json().message).toMatch(/consent/);
  expect((await mette.get(`${base(metteId)}/properties/${houseId}`)).statusCode).toBe(403);
  expect((await mette.put(`${base(metteId)}/properties/${houseId}/alert`, { min_gain_kr: 1000 })).statusCode).toBe(403);
  expect((await mette.get('/api/users/current/auth')).json().mortgage_surveillance).toBe(false);
});

test('consent must be accepted: anything but {accepted: true} is a 422 keyed by field', async () => {
  for (const payload of [{}, { accepted: false }, { accepted: 'true' }, { accepted: '\u0000' }]) {
    const res = await mette.post(`${base(metteId)}/consent`, payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['accepted']);
  }
  const noCsrf = await mette.post(
    `${base(metteId)}/consent`,
    { accepted: true },
    { csrf: false, headers: { 'x-xsrf-token': 'wrong' } },
  );
  expect(noCsrf.statusCode).toBe(419);
});

test('opting in: 201, the current user says so, and the overview shows the house with its verdict', async () => {
  const res = await mette.post(`${base(metteId)}/consent`, { accepted: true });
  expect(res.statusCode).toBe(201);
  expect(new Date(res.json().consented_at).getTime()).toBeLessThanOrEqual(Date.now());
  // Consenting again answers the standing consent.
  const again = await mette.post(`${base(metteId)}/consent`, { accepted: true });
  expect(again.json().consented_at).toBe(res.json().consented_at);
  expect((await mette.get('/api/users/current/auth')).json().mortgage_surveillance).toBe(true);

  const overview = await mette.get(base(metteId));
  expect(overview.statusCode).toBe(200);
  const body = overview.json();
  expect(body.consented_at).toBe(res.json().consented_at);
  expect(body.rates_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(body.properties).toHaveLength(1);
  const house = body.properties[0];
  expect(house).toMatchObject({
    property_id: houseId,
    residence_type: 'owner_house',
    address: { address1: 'Algade 12', postal_code: '4000', city: 'Roskilde' },
  });
  expect(['convert_down', 'convert_up', 'keep']).toContain(house.verdict);
  expect(house.fixed_mortgages).toHaveLength(1);
  expect(house.fixed_mortgages[0]).toMatchObject({
    loan_kind: 'fixed',
    debt: 2_350_000,
    interest_rate: 4,
    missing: [],
  });
  expect(house.fixed_mortgages[0].conversion).toEqual(
    expect.objectContaining({ from_series: '4% Nykredit 2056', costs: expect.any(Object) }),
  );
});

test('one property: the figures, a year of history filled in at consent, and no alert yet', async () => {
  const res = await mette.get(`${base(metteId)}/properties/${houseId}`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.property_id).toBe(houseId);
  expect(body.alert).toEqual({ min_gain_kr: null });
  expect(body.history.length).toBeGreaterThan(40);
  const dates = body.history.map((h: { date: string }) => h.date);
  expect([...dates].sort()).toEqual(dates);
  expect(dates.at(-1)).toBe(body.rates_date);
});

test('the alert threshold: 200 when set, 422 keyed by field for a negative, huge or non-number value', async () => {
  const url = `${base(metteId)}/properties/${houseId}/alert`;
  const ok = await mette.put(url, { min_gain_kr: 25_000.5 });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ min_gain_kr: 25_000.5 });
  expect((await mette.get(`${base(metteId)}/properties/${houseId}`)).json().alert).toEqual({ min_gain_kr: 25_000.5 });
  for (const min_gain_kr of [-1, 1e20, 0.001, '1000', '\u0000', null]) {
    const res = await mette.put(url, { min_gain_kr });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['min_gain_kr']);
    expect(res.json().errors.min_gain_kr[0]).not.toMatch(/^validation\./);
  }
});

test('another customer: 403 on her user id, 404 for her property under his own id', async () => {
  expect((await lars.get(base(metteId))).statusCode).toBe(403);
  expect((await lars.post(`${base(metteId)}/consent`, { accepted: true })).statusCode).toBe(403);
  expect((await del(lars, `${base(metteId)}/consent`)).statusCode).toBe(403);
  expect((await lars.post(`${base(larsId)}/consent`, { accepted: true })).statusCode).toBe(201);
  const res = await lars.get(`${base(larsId)}/properties/${houseId}`);
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(/property/);
  expect((await lars.put(`${base(larsId)}/properties/${houseId}/alert`, { min_gain_kr: 1 })).statusCode).toBe(404);
  expect((await lars.get(`${base(larsId)}/properties/99999999999`)).statusCode).toBe(404);
  // Lars has no property: an empty overview, not an error.
  expect((await lars.get(base(larsId))).json().properties).toEqual([]);
});

test('withdrawing: 204, the history and the threshold are deleted, and the API answers 403 again', async () => {
  expect((await historyRows(metteId)).length).toBeGreaterThan(0);
  const res = await del(mette, `${base(metteId)}/consent`);
  expect(res.statusCode).toBe(204);
  expect(await historyRows(metteId)).toEqual([]);
  expect(
    await ctx.database.db
      .select()
      .from(t.mortgageSurveillanceAlerts)
      .where(eq(t.mortgageSurveillanceAlerts.userId, metteId)),
  ).toEqual([]);
  expect((await mette.get(base(metteId))).statusCode).toBe(403);
  expect((await mette.get('/api/users/current/auth')).json().mortgage_surveillance).toBe(false);
  // The record of the consent stays, marked revoked; Lars's consent is untouched.
  const rows = await ctx.database.db.select().from(t.mortgageSurveillanceConsents);
  expect(rows.find((r) => r.userId === metteId)?.revokedAt).toBeInstanceOf(Date);
  expect(rows.find((r) => r.userId === larsId)?.revokedAt).toBeNull();
  // Opting in again works.
  expect((await mette.post(`${base(metteId)}/consent`, { accepted: true })).statusCode).toBe(201);
});
