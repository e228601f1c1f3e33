// The prerendered /form/ and /login go to a browser without a session, in the language of its `locale`
// cookie (Danish otherwise), revalidated by ETag and varying with the cookies; a signed-in browser and every
// other path get the bare index.html.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const dir = path.join(ctx.spaDir, 'prerendered');
  fs.mkdirSync(dir);
  for (const name of ['form', 'login'])
    for (const locale of ['da', 'en'])
      fs.writeFileSync(
        path.join(dir, `${name}.${locale}.html`),
        `<div id="root" data-prerendered="${locale}">${name}</div>`,
      );
}, 120_000);
afterAll(() => closeTestApp(ctx));

const BARE = '<div id="root"></div>';

test.each([
  ['/form/', undefined, '<div id="root" data-prerendered="da">form</div>'],
  ['/form/', 'locale=en', '<div id="root" data-prerendered="en">form</div>'],
  ['/login', 'locale=da', '<div id="root" data-prerendered="da">login</div>'],
  ['/login', 'locale=xx', '<div id="root" data-prerendered="da">login</div>'],
  ['/form/', 'laanetorvet_session=abc; locale=en', BARE],
  ['/login', 'laanetorvet_session=abc', BARE],
  ['/home', 'locale=en', BARE],
])('GET %s with cookies %s', async (url, cookie, body) => {
  const res = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  // A page for a session holds that session's state (signedInPage.test.ts): never stored.
  expect(res.headers['cache-control']).toBe(cookie?.includes('laanetorvet_session') ? 'private, no-store' : 'no-cache');
  expect(res.body).toContain(body);
  if (url !== '/home') expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
});

test('a prerendered page is compressed and revalidates with its own ETag', async () => {
  const first = await ctx.app.inject({ url: '/form/', headers: { 'accept-encoding': 'gzip', cookie: 'locale=en' } });
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(first.rawPayload).toString()).toContain('data-prerendered="en"');
  const bare = await ctx.app.inject({ url: '/home' });
  expect(first.headers.etag).not.toBe(bare.headers.etag);
  const again = await ctx.app.inject({
    url: '/form/',
    headers: { cookie: 'locale=en', 'if-none-match': String(first.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});
