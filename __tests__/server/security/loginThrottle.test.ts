// Brute force over forged X-Forwarded-For addresses, and over many accounts from one address.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS,
} from '../../../server/auth/loginThrottle';
import { loadConfig, testConfig } from '../../../server/config';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, makeFakeSpa, resetThrottles, type TestContext } from '../../support/testApp';
import { openTestDatabase } from '../../support/databaseTemplates';

let ctx: TestContext;
// Opening PGlite on a busy two-core machine can take long.
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const forwardedFor = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` });
/** As from a botnet: a really different client address each time. */
const fromAddress = (i: number) => ({ remoteAddress: `198.18.${Math.floor(i / 250)}.${i % 250}` });

describe('login throttle', () => {
  test('30 wrong passwords from rotating X-Forwarded-For addresses lock the account; the right one then gets 429', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await browser.post(
        '/login',
        { email: 'kunde2@example.dk', password: `Wrong${i}pass` },
        { headers: forwardedFor(i) },
      );
      statuses.push(res.statusCode);
    }
    // The forged header is ignored: every try comes from one address.
    const tries = LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS.max;
    expect(statuses.slice(0, tries).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(tries).every((s) => s === 429)).toBe(true);

    const right = await browser.post(
      '/login',
      { email: 'kunde2@example.dk', password: 'demo-hest-batteri' },
      { headers: forwardedFor(99) },
    );
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await browser.get('/api/users/current/auth')).json()).toBe(false);
  });

  test('30 wrong passwords from 30 real addresses lock the account; the right one from a new address then gets 429', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await browser.post(
        '/login',
        { email: 'kunde2@example.dk', password: `Wrong${i}pass` },
        fromAddress(i),
      );
      statuses.push(res.statusCode);
    }
    const tries = LOGIN_FAILURES_PER_ACCOUNT.max;
    expect(statuses.slice(0, tries).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(tries).every((s) => s === 429)).toBe(true);

    const before = ctx.app.throttle.stats().refused['login-account'] ?? 0;
    const right = await browser.post(
      '/login',
      { email: 'kunde2@example.dk', password: 'demo-hest-batteri' },
      fromAddress(99),
    );
    expect(right.statusCode).toBe(429);
    // What a metrics exporter reads: the refusal is counted under its kind of limit.
    expect(ctx.app.throttle.stats().refused['login-account']).toBe(before + 1);
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT.windowMs / 1000);
    expect(right.json().message).toBe(
      `Too many sign-in attempts. To protect the account, sign-in is paused. Please try again in ${Math.ceil(wait / 60)} minutes.`,
    );
    expect(browser.cookie('laanetorvet_session')).toBeDefined();
    expect((await browser.get('/api/users/current/auth')).json()).toBe(false);
  });

  test('the lock-out message is in Danish too, and says how long to wait', async () => {
    const browser = new BrowserSession(ctx.app, 'da');
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS.max; i += 1) {
      await browser.post('/login', { email: 'kunde@example.dk', password: 'Forkert123' });
    }
    const locked = await browser.post('/login', { email: 'kunde@example.dk', password: 'demo-hest-batteri' });
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const inWords = wait === 60 ? '1 minut' : `${wait} ${wait === 1 ? 'sekund' : 'sekunder'}`;
    expect(locked.json().message).toBe(
      `For mange loginforsøg. For at beskytte kontoen er login sat på pause. Prøv igen om ${inWords}.`,
    );
  });

  test('many accounts tried from one address get throttled', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.max + 5; i += 1) {
      const res = await browser.post('/login', { email: `user${i}@example.dk`, password: 'Summer2026!' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LOGIN_FAILURES_PER_ADDRESS.max).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(LOGIN_FAILURES_PER_ADDRESS.max).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    const elsewhere = await browser.post(
      '/login',
      { email: 'kunde@example.dk', password: 'demo-hest-batteri' },
      { remoteAddress: '10.1.2.3' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  test('a burst of parallel wrong passwords gets no more tries than the limit', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    await browser.get('/sanctum/csrf-cookie');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browser.post('/login', { email: 'kunde@example.dk', password: `Burst${i}pass` }, fromAddress(i)),
      ),
    );
    const tried = results.filter((r) => r.statusCode === 422).length;
    expect(tried).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT.max);
    expect(results.every((r) => [422, 429].includes(r.statusCode))).toBe(true);
  });

  test('a successful sign-in is not counted as a failure', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max + 2; i += 1) {
      await new BrowserSession(ctx.app).login('kunde@example.dk');
    }
  });

  test('/login is under the rate limiter', async () => {
    const res = await new BrowserSession(ctx.app).post('/login', { email: 'kunde@example.dk', password: 'x' });
    expect(res.headers['x-ratelimit-limit']).toBe(String(ctx.config.rateLimitPerMinute));
  });
});

describe('TRUSTED_PROXIES', () => {
  /** The app with one extra route that shows the client address it sees. */
  async function appSeeingIp(trustedProxies: string[]): Promise<TestContext> {
    const spaDir = makeFakeSpa();
    const config = testConfig({ spaDir, trustedProxies });
    const database = await openTestDatabase(config, {
      kind: 'empty',
      throwawayDatabase: `test_${process.pid}_ip_${randomBytes(4).toString('hex')}`,
    });
    const app: FastifyInstance = await buildApp({ config, database });
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    return { app, database, config, spaDir, routes: [] };
  }
  const seenIp = async (app: FastifyInstance) =>
    (await app.inject({ url: '/test/ip', headers: { 'x-forwarded-for': '198.51.100.7' } })).json().ip;

  test('none by default: a forged X-Forwarded-For does not change request.ip', async () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    const untrusting = await appSeeingIp([]);
    try {
      expect(await seenIp(untrusting.app)).toBe('127.0.0.1');
    } finally {
      await closeTestApp(untrusting);
    }
  }, 120_000);

  test('TRUSTED_PROXIES=127.0.0.1: the proxy’s X-Forwarded-For is the client', async () => {
    const config = loadConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    expect(config.trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const trusting = await appSeeingIp(loadConfig({ TRUSTED_PROXIES: '127.0.0.1' }).trustedProxies);
    try {
      expect(await seenIp(trusting.app)).toBe('198.51.100.7');
    } finally {
      await closeTestApp(trusting);
    }
  }, 120_000);
});
