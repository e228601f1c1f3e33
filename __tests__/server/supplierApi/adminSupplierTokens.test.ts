// Issuing and revoking a lender's supplier-API token on a running app: the admin API (admin only, CSRF) and
// scripts/supplierToken.ts, which calls it with an admin's credentials instead of opening the database itself.
import type { AddressInfo } from 'node:net';
import { supplierTokenThroughApi } from '../../../scripts/supplierToken';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let appUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const SLUG = 'skovby-sparekasse';
const url = `/api/admin/suppliers/${SLUG}/token`;
const leads = (token: string) =>
  ctx.app.inject({ url: '/supplier-api/v1/leads', headers: { authorization: `Bearer ${token}` } });

test('only an admin may issue or revoke: a guest 401, a customer or supplier user 403, no CSRF token 419', async () => {
  expect((await new BrowserSession(ctx.app).post(url)).statusCode).toBe(401);
  const customer = new BrowserSession(ctx.app);
  await customer.login('kunde@example.dk');
  expect((await customer.post(url)).statusCode).toBe(403);
  const bank = new BrowserSession(ctx.app);
  await bank.login('bank@example.dk');
  expect((await bank.request({ url, method: 'DELETE' })).statusCode).toBe(403);
  const admin = new BrowserSession(ctx.app);
  await admin.login('admin@example.dk');
  expect((await admin.post(url, undefined, { csrf: false })).statusCode).toBe(419);
});

test('an admin issues a token that works at once, retiring the previous one, and revokes it; unknown slug 404', async () => {
  const admin = new BrowserSession(ctx.app);
  await admin.login('admin@example.dk');
  const first = await admin.post(url);
  expect(first.statusCode).toBe(201);
  const { token } = first.json();
  expect((await leads(token)).statusCode).toBe(200);
  const { token: second } = (await admin.post(url)).json();
  expect((await leads(token)).statusCode).toBe(401);
  expect((await leads(second)).statusCode).toBe(200);
  expect((await admin.request({ url, method: 'DELETE' })).statusCode).toBe(204);
  expect((await leads(second)).statusCode).toBe(401);
  expect((await admin.post('/api/admin/suppliers/ingen-bank/token')).statusCode).toBe(404);
  // A path that cannot name a lender is a 404 like any other unknown one (server/http/routeParams.ts).
  expect((await admin.post('/api/admin/suppliers/Not%20a%20slug/token')).statusCode).toBe(404);
});

test('the script issues a working token on the running app with an admin login, and revokes it', async () => {
  const admin = { email: 'admin@example.dk', password: 'demo-hest-batteri' };
  const token = await supplierTokenThroughApi(appUrl, admin, SLUG);
  expect(token).toMatch(/^ltsk_/);
  expect((await leads(token!)).statusCode).toBe(200);
  expect(await supplierTokenThroughApi(appUrl, admin, SLUG, true)).toBeNull();
  expect((await leads(token!)).statusCode).toBe(401);
  await expect(supplierTokenThroughApi(appUrl, { ...admin, password: 'wrong-password' }, SLUG)).rejects.toThrow(
    /signing in as admin@example.dk failed \(422\)/,
  );
});
