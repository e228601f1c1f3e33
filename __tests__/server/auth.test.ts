import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { makeSignedToken } from '../../server/auth/signedToken';
import { UNSUBSCRIBE_PURPOSE } from '../../server/routes/publicRoutes';
import { BrowserSession } from '../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../support/testApp';

let ctx: TestContext;
// Opening PGlite on a busy two-core machine can take long.
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

describe('CSRF and sessions', () => {
  test('GET /sanctum/csrf-cookie sets a readable XSRF-TOKEN and an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await ctx.app.inject('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[];
    const session = cookies.find((c) => c.name === 'laanetorvet_session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy(); // localhost
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  test('the session cookie is Secure outside localhost', async () => {
    const other = await createTestApp({ seed: false, config: { appUrl: 'https://laanetorvet.example' } });
    const res = await other.app.inject('/sanctum/csrf-cookie');
    const session = (res.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'laanetorvet_session');
    expect(session?.secure).toBe(true);
    await closeTestApp(other);
  }, 120_000);

  test('every non-GET route answers 419 without a matching X-XSRF-TOKEN header', async () => {
    const routes = ctx.routes.filter(
      (r) =>
        !['GET', 'HEAD', 'OPTIONS'].includes(r.method) &&
        !/^\/(apps\/|bugsnag\/|supplier-api\/|api\/vitals$)/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const browser = new BrowserSession(ctx.app);
    await browser.get('/sanctum/csrf-cookie');
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)\??/g, '1');
      const missing = await browser.request({ method: route.method as 'POST', url, payload: {}, csrf: false });
      expect([route.method, url, missing.statusCode]).toEqual([route.method, url, 419]);
      const wrong = await browser.request({
        method: route.method as 'POST',
        url,
        payload: {},
        csrf: false,
        headers: { 'x-xsrf-token': 'forged' },
      });
      expect([route.method, url, wrong.statusCode]).toEqual([route.method, url, 419]);
    }
  });

  test('sign-in rotates the session id and the CSRF token; sign-out ends the session', async () => {
    const browser = new BrowserSession(ctx.app);
    await browser.get('/sanctum/csrf-cookie');
    const before = { session: browser.cookie('laanetorvet_session'), xsrf: browser.xsrf };
    const user = await browser.login('kunde@example.dk');
    expect(browser.cookie('laanetorvet_session')).not.toBe(before.session);
    expect(browser.xsrf).not.toBe(before.xsrf);

    const me = await browser.get('/api/users/current/auth');
    expect(me.json()).toMatchObject({
      id: user.id,
      email: 'kunde@example.dk',
      team_name: null,
      preferences: { lang: 'da' },
      has_open_rfqs: true,
    });
    expect(me.json()).not.toHaveProperty('passwordHash');

    const oldCookie = browser.cookie('laanetorvet_session');
    expect((await browser.post('/logout')).statusCode).toBe(204);
    expect((await browser.get('/api/users/current/auth')).json()).toBe(false);
    const replay = await ctx.app.inject({
      url: '/api/users/current/auth',
      headers: { cookie: `laanetorvet_session=${oldCookie}` },
    });
    expect(replay.json()).toBe(false);
  });
});

describe('POST /login', () => {
  test('wrong credentials answer 422 with the same message whether or not the email exists', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const wrongPassword = await browser.post('/login', { email: 'kunde@example.dk', password: 'Nope1234!' });
    const unknownEmail = await browser.post('/login', { email: 'ingen@example.dk', password: 'Nope1234!' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().errors.email[0]).toBe('The email address or password is incorrect.');
  });

  test('errors are in the language the client asks for', async () => {
    const res = await new BrowserSession(ctx.app, 'da').post('/login', { email: 'kunde@example.dk', password: 'x' });
    expect(res.json().errors.email[0]).toBe('E-mailadressen eller adgangskoden er forkert.');
  });

  test('a malformed body answers 422 keyed by field, never 500', async () => {
    const browser = new BrowserSession(ctx.app);
    for (const payload of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: 'x'.repeat(300), password: 'y' },
      { email: 12, password: [] },
    ]) {
      const res = await browser.post('/login', payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
  });

  test('more than 5 failed attempts a minute for one email and IP answers 429; another IP is not affected', async () => {
    const browser = new BrowserSession(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.post('/login', { email: 'kunde2@example.dk', password: 'Wrong1234' })).statusCode).toBe(
        422,
      );
    }
    const sixth = await browser.post('/login', { email: 'kunde2@example.dk', password: 'demo-hest-batteri' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    const elsewhere = await browser.request({
      method: 'POST',
      url: '/login',
      payload: { email: 'kunde2@example.dk', password: 'demo-hest-batteri' },
      remoteAddress: '10.9.9.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('ownership and roles', () => {
  test("a customer can change their own language but not another customer's", async () => {
    const mette = new BrowserSession(ctx.app);
    const me = await mette.login('kunde@example.dk');
    const lars = new BrowserSession(ctx.app);
    const other = await lars.login('kunde2@example.dk');

    const own = await mette.put(`/api/customer/users/${me.id}/preferences`, { lang: 'en' });
    expect(own.statusCode).toBe(200);
    expect(own.json().preferences.lang).toBe('en');
    const foreign = await mette.put(`/api/customer/users/${other.id}/preferences`, { lang: 'en' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('kunde2');
    await mette.put(`/api/customer/users/${me.id}/preferences`, { lang: 'da' });
  });

  test('admin and supplier users get 403 on customer routes; guests get 401', async () => {
    for (const email of ['admin@example.dk', 'bank@example.dk']) {
      const browser = new BrowserSession(ctx.app);
      const user = await browser.login(email);
      expect((await browser.put(`/api/customer/users/${user.id}/preferences`, { lang: 'en' })).statusCode).toBe(403);
    }
    const guest = new BrowserSession(ctx.app);
    expect((await guest.put('/api/customer/users/1/preferences', { lang: 'en' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  type OutboxMail = { to: string; text: string };
  const outbox = async () => (await ctx.app.inject('/dev/mail')).json() as OutboxMail[];
  /** The reset mail is sent after the answer: wait for the outbox to hold more than `count` mails. */
  const mailsAfter = async (count: number) => {
    for (let i = 0; i < 200; i += 1) {
      const mails = await outbox();
      if (mails.length > count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no mail arrived');
  };
  /** Asks for a reset mail and reads the link in it. */
  const mailLink = async (browser: BrowserSession, email: string) => {
    const before = (await outbox()).length;
    await browser.post('/api/password/email', { email });
    const mails = await mailsAfter(before);
    const link = mails[0].text.match(/\/password\/reset\/([\w-]+)\?email=([^\s]+)/);
    if (!link) throw new Error('no reset link in the mail');
    return { token: link[1], email: decodeURIComponent(link[2]), to: mails[0].to };
  };

  test('POST /api/password/email answers the same for known and unknown addresses and mails only the known one', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const before = (await outbox()).length;
    const unknown = await browser.post('/api/password/email', { email: 'ingen@example.dk' });
    const known = await browser.post('/api/password/email', { email: 'kunde2@example.dk' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await mailsAfter(before);
    expect(mails.length).toBe(before + 1);
    expect(mails[0].to).toBe('kunde2@example.dk');
  });

  test('a reset link sets a strong password once; the token then stops working', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const { token, email } = await mailLink(browser, 'kunde2@example.dk');

    const weak = await browser.post('/api/password/reset', {
      token,
      email,
      password: 'weakpass',
      password_confirmation: 'weakpass',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/12/);
    const mismatch = await browser.post('/api/password/reset', {
      token,
      email,
      password: 'Strong-pass-123',
      password_confirmation: 'Strong124',
    });
    expect(mismatch.statusCode).toBe(422);

    const ok = await browser.post('/api/password/reset', {
      token,
      email,
      password: 'New-pass-1234',
      password_confirmation: 'New-pass-1234',
    });
    expect(ok.statusCode).toBe(200);
    expect((await new BrowserSession(ctx.app).post('/login', { email, password: 'New-pass-1234' })).statusCode).toBe(
      200,
    );

    const again = await browser.post('/api/password/reset', {
      token,
      email,
      password: 'Other-pass-1234',
      password_confirmation: 'Other-pass-1234',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/invalid or has expired/);
  });

  test('a token older than 60 minutes answers 422', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const { token, email } = await mailLink(browser, 'kunde@example.dk');
    await ctx.database.db.update(t.passwordResets).set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    const res = await browser.post('/api/password/reset', {
      token,
      email,
      password: 'New-pass-1234',
      password_confirmation: 'New-pass-1234',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('marketing unsubscribe', () => {
  test('a signed token records the unsubscription; a forged one answers 422', async () => {
    const [lars] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
    const browser = new BrowserSession(ctx.app);
    const ok = await browser.post('/api/braze-unsubscribe', {
      token: makeSignedToken(ctx.config.appKey, UNSUBSCRIBE_PURPOSE, lars.id),
    });
    expect(ok.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(t.users).where(eq(t.users.id, lars.id));
    expect(after.marketingUnsubscribedAt).not.toBeNull();
    const forged = await browser.post('/api/braze-unsubscribe', {
      token: makeSignedToken('another key', UNSUBSCRIBE_PURPOSE, lars.id),
    });
    expect(forged.statusCode).toBe(422);
  });
});
