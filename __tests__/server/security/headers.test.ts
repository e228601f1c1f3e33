// Framing is refused by the CSP alone (no contradicting X-Frame-Options), and every response
// switches off the browser features the app never uses with a Permissions-Policy.
import helmet from 'helmet';
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
