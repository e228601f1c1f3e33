// Every cookie-less GET /sanctum/csrf-cookie wrote a session row, and nothing purged them.
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { purgeExpiredSessions } from '../../../server/auth/sessionSweep';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
// Opening PGlite on a busy two-core machine can take long.
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const sessionRows = async () => (await ctx.database.db.select({ n: count() }).from(t.sessions))[0].n;

describe('guest sessions', () => {
  test('500 cookie-less GET /sanctum/csrf-cookie write no session row', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 500; i += 1) {
      const res = await ctx.app.inject('/sanctum/csrf-cookie');
      expect(res.statusCode).toBe(204);
    }
    expect(await sessionRows()).toBe(before);
  });

  test("a guest's CSRF token works without a row; another guest's token or a forged one answers 419", async () => {
    const guest = new BrowserSession(ctx.app, 'en');
    await guest.get('/sanctum/csrf-cookie');
    const ok = await guest.post('/api/password/email', { email: 'ingen@example.dk' });
    expect(ok.statusCode).toBe(200);

    const other = new BrowserSession(ctx.app, 'en');
    await other.get('/sanctum/csrf-cookie');
    expect(other.xsrf).not.toBe(guest.xsrf);
    const borrowed = await other.post(
      '/api/password/email',
      { email: 'ingen@example.dk' },
      { csrf: false, headers: { 'x-xsrf-token': guest.xsrf ?? '' } },
    );
    expect(borrowed.statusCode).toBe(419);
    const forged = await guest.post(
      '/api/password/email',
      { email: 'ingen@example.dk' },
      { csrf: false, headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(forged.statusCode).toBe(419);
    // No cookie at all, whatever the header says.
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'ingen@example.dk' },
      headers: { 'x-xsrf-token': guest.xsrf ?? '' },
    });
    expect(bare.statusCode).toBe(419);
  });

  test('asking again keeps the same guest cookies', async () => {
    const guest = new BrowserSession(ctx.app);
    await guest.get('/sanctum/csrf-cookie');
    const first = { session: guest.cookie('laanetorvet_session'), xsrf: guest.xsrf };
    await guest.get('/sanctum/csrf-cookie');
    expect({ session: guest.cookie('laanetorvet_session'), xsrf: guest.xsrf }).toEqual(first);
  });

  test('signing in writes exactly one row; signing out deletes it', async () => {
    const before = await sessionRows();
    const browser = new BrowserSession(ctx.app);
    const user = await browser.login('kunde@example.dk');
    expect(await sessionRows()).toBe(before + 1);
    const [row] = await ctx.database.db.select().from(t.sessions).where(eq(t.sessions.userId, user.id));
    expect(row).toBeDefined();
    expect((await browser.post('/logout')).statusCode).toBe(204);
    expect(await sessionRows()).toBe(before);
  });
});

describe('purging', () => {
  test('purgeExpiredSessions deletes the expired sessions and keeps the live ones', async () => {
    const live = new BrowserSession(ctx.app);
    const user = await live.login('kunde2@example.dk');
    const expired = new BrowserSession(ctx.app);
    await expired.login('kunde2@example.dk');
    const idHash = (browser: BrowserSession) =>
      createHash('sha256')
        .update(browser.cookie('laanetorvet_session') ?? '')
        .digest('hex');
    await ctx.database.db
      .update(t.sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(t.sessions.idHash, idHash(expired)));

    expect(await purgeExpiredSessions(ctx.database.db)).toBe(1);
    const left = await ctx.database.db.select().from(t.sessions).where(eq(t.sessions.userId, user.id));
    expect(left.map((r) => r.idHash)).toEqual([idHash(live)]);
    expect((await live.get('/api/users/current/auth')).json()).toMatchObject({ id: user.id });
  });
});

describe('absolute lifetime', () => {
  const HOUR_MS = 3600_000;
  const DAY_MS = 24 * HOUR_MS;

  /** Signs in and moves the session's sign-in and last activity into the past; its cookie jar. */
  async function signedInAgo(ms: number, remember: boolean) {
    const browser = new BrowserSession(ctx.app, 'en');
    const res = await browser.post('/login', { email: 'kunde2@example.dk', password: 'demo-hest-batteri', remember });
    expect(res.statusCode).toBe(200);
    const idHash = createHash('sha256').update(browser.cookie('laanetorvet_session')!).digest('hex');
    const past = new Date(Date.now() - ms);
    // Active a moment ago, and its sliding expiry still ahead: only the absolute lifetime can end it.
    await ctx.database.db
      .update(t.sessions)
      .set({
        createdAt: past,
        lastSeenAt: new Date(Date.now() - 2 * 60_000),
        expiresAt: new Date(Date.now() + HOUR_MS),
      })
      .where(eq(t.sessions.idHash, idHash));
    return { browser, idHash };
  }

  const signedInNow = async (browser: BrowserSession) =>
    (await browser.get('/api/users/current/auth')).json() !== false;

  test('a session ends 12 hours after sign-in however active it is; just before, it lives', async () => {
    expect(ctx.config.sessionAbsoluteHours).toBe(12);
    const { browser: fresh, idHash } = await signedInAgo(12 * HOUR_MS - 5 * 60_000, false);
    expect(await signedInNow(fresh)).toBe(true);
    // The touch slides the expiry, but not past the deadline.
    const [row] = await ctx.database.db.select().from(t.sessions).where(eq(t.sessions.idHash, idHash));
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(row.createdAt.getTime() + 12 * HOUR_MS);
    const { browser: old } = await signedInAgo(12 * HOUR_MS + 60_000, false);
    expect(await signedInNow(old)).toBe(false);
  });

  test('"remember me" ends 30 days after sign-in, even though each visit used to extend it by 30 days', async () => {
    expect(ctx.config.rememberLifetimeDays).toBe(30);
    const { browser: recent } = await signedInAgo(29 * DAY_MS, true);
    expect(await signedInNow(recent)).toBe(true);
    const { browser: old } = await signedInAgo(30 * DAY_MS + 60_000, true);
    expect(await signedInNow(old)).toBe(false);
  });
});
