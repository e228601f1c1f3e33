// Defect 9: `/` (the URL `npm start` prints) and every other directory path serve the SPA, which
// sends a guest on to sign-in, instead of @fastify/static's 403 for a directory.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
// Building an app migrates a fresh database: slow on a shared, busy machine.
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

const INDEX = '<div id="root"></div>';

function bodyOf(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

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
  // Revalidated, not refetched: back and forward use the browser's copy.
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  expect(res.headers['content-encoding']).toBe(encoding.includes('br') ? 'br' : undefined);
  expect(bodyOf(res)).toContain(INDEX);
});

test('the page revalidates with its ETag: 304 and no body while the build is unchanged', async () => {
  const first = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(bodyOf(first)).toContain(INDEX);
  const again = await ctx.app.inject({ url: '/rfqs', headers: { 'if-none-match': String(first.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
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
