// POST /api/admin/mortgage-rates: an admin loads a rates file into the running app; a customer, a guest and a
// request without the CSRF header cannot; a bad row is a 422 that names its line and column and loads nothing.
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
const URL = '/api/admin/mortgage-rates';
const HEADER = 'series,coupon,term_years,kind,date,price,yield';
const csv = (price: string) => `${HEADER}\n3% Nykredit 2056,3,30,fixed,2030-01-02,${price},3.1\n`;
const asCsv = (body: string) => ({ payload: body, headers: { 'content-type': 'text/csv' } });

const priceCount = async () => (await ctx.database.db.select({ n: count() }).from(t.bondPrices))[0].n;

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));

test('an admin loads a file; the answer counts what was loaded', async () => {
  const admin = new BrowserSession(ctx.app, 'en');
  await admin.login('admin@example.dk');
  const before = await priceCount();
  const res = await admin.request({ url: URL, method: 'POST', ...asCsv(csv('95.5')) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ series: 1, prices: 1, customers: expect.any(Number) });
  expect(await priceCount()).toBe(before + 1);

  const bad = await admin.request({
    url: URL,
    method: 'POST',
    ...asCsv(`${csv('96')}3% Nykredit 2056,3,30,fixed,2030-01-03,abc,3.1\n`),
  });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors.file[0]).toMatch(/Line 3, column price/);
  expect(await priceCount()).toBe(before + 1);
});

test('customers and guests cannot; nor a request without the CSRF header', async () => {
  const customer = new BrowserSession(ctx.app);
  await customer.login('kunde@example.dk');
  expect((await customer.request({ url: URL, method: 'POST', ...asCsv(csv('90')) })).statusCode).toBe(403);
  const guest = new BrowserSession(ctx.app);
  expect((await guest.request({ url: URL, method: 'POST', ...asCsv(csv('90')) })).statusCode).toBe(401);
  const admin = new BrowserSession(ctx.app);
  await admin.login('admin@example.dk');
  expect((await admin.request({ url: URL, method: 'POST', csrf: false, ...asCsv(csv('90')) })).statusCode).toBe(419);
});

test('a file over 16 MB is a 413, from its Content-Length before it is read, or as it streams past the limit', async () => {
  const admin = new BrowserSession(ctx.app, 'en');
  await admin.login('admin@example.dk');
  const declared = await admin.request({
    url: URL,
    method: 'POST',
    payload: Readable.from([]),
    headers: { 'content-type': 'text/csv', 'content-length': String(16 * 1024 * 1024 + 1) },
  });
  expect(declared.statusCode).toBe(413);
  // Blank lines: valid all the way, so only the size can stop it.
  const chunk = Buffer.alloc(1024 * 1024, '\n');
  const streamed = await admin.request({
    url: URL,
    method: 'POST',
    payload: Readable.from([Buffer.from(`${HEADER}\n`), ...Array.from({ length: 17 }, () => chunk)]),
    headers: { 'content-type': 'text/csv' },
  });
  expect(streamed.statusCode).toBe(413);
  expect(streamed.json().message).toBe('The request is too large.');
});
