// Framing is refused by the CSP alone (no contradicting X-Frame-Options), and every response
// switches off the browser features the app never uses with a Permissions-Policy. The CSP allows the one inline
// script every page has by its hash (the built index.html carries it as it is: e2e/cookieBannerPlacement.spec.ts).
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { COOKIE_CHOICE_SCRIPT } from '../../../domain/cookieChoiceScript';
import { PERMISSIONS_POLICY } from '../../../server/http/permissionsPolicy';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

// helmet's middleware factory, counted: callable as the CommonJS export and as the default import.
jest.mock('helmet', () => {
  const actual = jest.requireActual('helmet');
  const counted = jest.fn((...args: unknown[]) => actual(...args));
  return Object.assign(counted, actual, { __esModule: true, default: counted });
});

let ctx: TestContext;
// Building an app migrates a fresh database: slow on a shared, busy machine.
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

const responses = [
  ['an API response', '/api/config'],
  ['an API 404', '/api/no-such-thing'],
  ['a page', '/login'],
  ['the root page', '/'],
  ['a static asset', '/assets/main.0123abcd.js'],
] as const;

test.each(responses)('%s carries no X-Frame-Options and a CSP with frame-ancestors none', async (_what, url) => {
  const res = await ctx.app.inject(url);
  expect(res.headers['x-frame-options']).toBeUndefined();
  expect(String(res.headers['content-security-policy'])).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
});

test("a page's CSP allows every page's inline cookie-choice script by the hash of its text, and no other inline script", async () => {
  const res = await ctx.app.inject('/login');
  const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
  const hash = createHash('sha256').update(COOKIE_CHOICE_SCRIPT).digest('base64');
  expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
});

test.each(responses)('%s carries the Permissions-Policy', async (_what, url) => {
  const res = await ctx.app.inject(url);
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
});

test('the Permissions-Policy denies camera, microphone, location, payment and device access to every origin', () => {
  const features = new Map(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]));
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(features.get(feature)).toBe('()');
  }
  expect([...features.values()].every((allowlist) => allowlist === '()')).toBe(true);
});

test('the headers are worked out once, when the app is built: a request builds no helmet middleware', async () => {
  const built = jest.mocked(helmet).mock.calls.length;
  for (const [, url] of responses) await ctx.app.inject(url);
  expect(jest.mocked(helmet).mock.calls.length).toBe(built);
});
