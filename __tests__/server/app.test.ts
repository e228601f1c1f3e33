import { buildApp } from '../../server/app';
import { EARLY_CLICKS_SCRIPT_SOURCE } from '../../server/http/earlyClicksScript';
import { COOKIE_CHOICE_SCRIPT_SOURCE } from '../../server/http/contentSecurityPolicy';
import { closeTestApp, createTestApp, type TestContext } from '../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => closeTestApp(ctx));

describe('the server skeleton', () => {
  test('GET /healthz is liveness with the broker’s sockets; GET /readyz reports the database and Redis apart', async () => {
    const res = await ctx.app.inject('/healthz');
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok', broker: { kind: 'embedded', connections: 0 } }]);
    const ready = await ctx.app.inject('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', database: 'ok', redis: 'not configured', degraded: [] },
    ]);
  });

  test('a page path falls back to the SPA index.html, never cached', async () => {
    const res = await ctx.app.inject('/form/om-dig');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toMatch(/no-cache/);
  });

  // The static files' plugin refuses a path that is not canonical (an empty segment, `/./`) with 403 before the
  // fallback is reached: an address a page built from an id it did not have must still get the app's 404 page.
  test.each(['/rfqs//leads/undefined/documents', '//rfqs', '/rfqs/1/leads//messages'])(
    'a page path that is not canonical (%s) falls back to the SPA, not a 403',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  test('a file or API path that is not canonical answers 404 JSON, not 403', async () => {
    for (const url of ['/assets//main.0123abcd.js', '/api//customer/rfqs/1']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'The page or resource does not exist.' }]);
    }
  });

  test('an unknown /api path answers 404 JSON, not HTML', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    // The same reply, in the caller's language, as every other "not found" (server/http/notFound.ts).
    expect(res.json()).toEqual({ message: 'Siden eller ressourcen findes ikke.' });
    const english = await ctx.app.inject({ url: '/api/nope', headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ message: 'The page or resource does not exist.' });
  });

  test('a missing asset answers 404, not the SPA', async () => {
    const res = await ctx.app.inject('/assets/missing.0000aaaa.js');
    expect(res.statusCode).toBe(404);
  });

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('hashed assets are served precompressed (%s) with a long-lived cache header', async (accept, encoding) => {
    const res = await ctx.app.inject({ url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('security headers include a CSP that allows no inline script but our two', async () => {
    const res = await ctx.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    // Our own scripts and the two inline scripts, by their hashes (server/http/earlyClicksScript.ts,
    // domain/cookieChoiceScript.ts).
    expect(csp).toContain(`script-src 'self' ${EARLY_CLICKS_SCRIPT_SOURCE} ${COOKIE_CHOICE_SCRIPT_SOURCE};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Framing is refused by the CSP's frame-ancestors 'none' alone (__tests__/server/security/headers.test.ts).
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  test('a thrown error answers JSON without a stack trace', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    app.get('/api/__boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const res = await app.inject('/api/__boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server Error' });
    expect(res.body).not.toMatch(/secret|app\.ts/);
    await app.close();
  });
});

test('without its database a process is live but not ready: /healthz 200, /readyz 503', async () => {
  const lost = await createTestApp({ seed: false });
  await lost.database.close();
  expect((await lost.app.inject('/healthz')).statusCode).toBe(200);
  const ready = await lost.app.inject('/readyz');
  expect([ready.statusCode, ready.json()]).toEqual([
    503,
    { status: 'not ready', database: 'unreachable', redis: 'not configured', degraded: [] },
  ]);
  await lost.app.close();
});

test('API requests above the per-minute limit answer 429', async () => {
  const limited = await createTestApp({ seed: false, config: { rateLimitPerMinute: 3 } });
  const codes: number[] = [];
  for (let i = 0; i < 4; i += 1) codes.push((await limited.app.inject('/api/users/current/auth')).statusCode);
  expect(codes).toEqual([200, 200, 200, 429]);
  expect((await limited.app.inject('/healthz')).statusCode).toBe(200);
  await closeTestApp(limited);
});
