// Who may call a route is decided before its body is read: a guest's (or a lender without a token's) upload,
// CSV or JSON is refused 401/403 without a byte of it buffered, on every route that needs an account or a token.
import { Readable } from 'node:stream';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));

/** Routes that need a signed-in user or a lender's token (the rest are public or check a key of their own). */
const GUARDED = /^\/(api\/(customer|admin|analyst)\/|supplier-api\/)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body that fails the request if anything starts reading it. */
function untouchableBody(): { stream: Readable; read: () => boolean } {
  let read = false;
  const stream = new Readable({
    read() {
      read = true;
      this.destroy(new Error('the body was read'));
    },
  });
  return { stream, read: () => read };
}

const HUGE = String(500 * 1024 * 1024);
const sample = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

test('a guest writing to any guarded route is refused before the body is read (401, never 413)', async () => {
  const guest = new BrowserSession(ctx.app, 'en');
  await guest.get('/sanctum/csrf-cookie');
  const routes = ctx.routes.filter((r) => WRITES.has(r.method) && GUARDED.test(r.url));
  expect(routes.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const { method, url } of routes) {
    const body = untouchableBody();
    const contentType = url.endsWith('/mortgage-rates') ? 'text/csv' : 'application/json';
    const res = await guest.request({
      method: method as 'POST',
      url: sample(url),
      payload: body.stream,
      headers: { 'content-type': contentType, 'content-length': HUGE },
    });
    // Connection: close, so the sender stops and the socket is freed instead of the rest being read and dropped.
    if (res.statusCode !== 401 || body.read() || res.headers.connection !== 'close')
      problems.push(`${method} ${url}: ${res.statusCode}, read ${body.read()}, connection ${res.headers.connection}`);
  }
  expect(problems).toEqual([]);
});

test.each([
  ['the admin import', '/api/admin/mortgage-rates', 'text/csv'],
  ['another customer’s upload route', '/api/customer/users/999999/documents', 'multipart/form-data; boundary=x'],
])('a customer is refused %s with 403 before its body is read', async (_name, url, contentType) => {
  const customer = new BrowserSession(ctx.app, 'en');
  await customer.login('kunde@example.dk');
  const body = untouchableBody();
  const res = await customer.request({
    method: 'POST',
    url,
    payload: body.stream,
    headers: { 'content-type': contentType, 'content-length': HUGE },
  });
  expect(res.statusCode).toBe(403);
  expect(body.read()).toBe(false);
  expect(res.headers.connection).toBe('close');
});

test('the supplier API answers a malformed body without a token 401, not 422', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/supplier-api/v1/leads/1/offer',
    payload: { loan_amount: 'not a number' },
  });
  expect(res.statusCode).toBe(401);
  expect(res.headers['www-authenticate']).toBe('Bearer');
});
