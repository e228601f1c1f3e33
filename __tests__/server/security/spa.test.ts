// Issue 11, defect 9: `/` (the URL `npm start` prints) and every other directory path serve the SPA, which
// sends a guest on to sign-in, instead of @fastify/static's 403 for a directory.
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
// Building an app migrates a fresh database: slow on a shared, busy machine.
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

const INDEX = '<div id="root"></div>';

test.each([
  ['/', 'identity'],
  ['/', 'gzip, deflate, br'],
  ['/assets/', 'identity'],
  ['/assets', 'identity'],
  ['/login', 'identity'],
])('GET %s (accept-encoding %s) answers the SPA’s index.html', async (url, encoding) => {
  const res = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  expect(res.body).toContain(INDEX);
});

test('HEAD / answers 200 too', async () => {
  const res = await ctx.app.inject({ method: 'HEAD', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
});

test('a missing file and an unknown API path still answer 404 JSON, not the page', async () => {
  for (const url of ['/assets/missing.0123abcd.js', '/api/no-such-thing']) {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  }
});
