// Redis failing at runtime, with a Redis of this suite's own that it stops mid-run: every answer still comes fast,
// sign-in refuses with a translated 503 and Retry-After (its throttle cannot count), the API rate limit lets
// requests through, realtime reaches this process's own sockets, and all of it recovers when Redis is back.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import PusherClient from 'pusher-js';
import { startRedisServer } from '../../../bench/support/redisServer';
import { APP_CHANNEL, APP_UPDATED_EVENT } from '../../../domain/realtimeEvents';
import { loadConfig } from '../../../server/config';
import { DEGRADED_WITHOUT_REDIS } from '../../../server/routes/healthRoutes';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { connectPusher } from '../realtime/presenceClient';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) process.stdout.write('redisFailure.test.ts: skipped, the redis-server binary is not installed\n');
const suite = hasRedis ? describe : describe.skip;

/** Generous for a loaded two-core machine; a wait for Redis took 10 s and more. */
const FAST_MS = 2000;

let port: number;
let redis: ChildProcess | null = null;
let ctx: TestContext;
let appPort: number;
const clients: PusherClient[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startRedis() {
  redis = await startRedisServer(port);
}

async function stopRedis() {
  const running = redis;
  redis = null;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGKILL');
  });
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  if (!hasRedis) return;
  port = await freePort();
  await startRedis();
  const settings = loadConfig({ REDIS_URL: `redis://127.0.0.1:${port}` }).redis!;
  ctx = await createTestApp({ config: { redis: { ...settings, prefix: `test-${randomBytes(6).toString('hex')}:` } } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  appPort = (ctx.app.server.address() as { port: number }).port;
}, 120_000);

afterAll(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  if (!hasRedis) return;
  // Back up, so the app's connections close cleanly.
  if (!redis) await startRedis();
  await closeTestApp(ctx);
  await stopRedis();
});

suite('Redis down at runtime', () => {
  test('answers stay fast with the chosen statuses, realtime stays local, and it recovers', async () => {
    const signedIn = new BrowserSession(ctx.app, 'en');
    await signedIn.login('kunde@example.dk');
    const client = await connectPusher(ctx.config.pusher.key, appPort, new BrowserSession(ctx.app), clients);
    const heard: unknown[] = [];
    const channel = client.subscribe(APP_CHANNEL);
    channel.bind(APP_UPDATED_EVENT, (data: unknown) => heard.push(data));
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));

    await stopRedis();

    // Sign-in fails closed: its throttle cannot count, so nobody may guess passwords.
    const english = new BrowserSession(ctx.app, 'en');
    const login = await timed(() =>
      english.post('/login', { email: 'kunde@example.dk', password: 'demo-hest-batteri' }),
    );
    expect(login.ms).toBeLessThan(FAST_MS);
    expect(login.value.statusCode).toBe(503);
    expect(Number(login.value.headers['retry-after'])).toBeGreaterThan(0);
    expect(login.value.json().message).toBe(
      'We cannot count sign-in attempts right now, so sign-in is paused. Please try again in a moment.',
    );
    const danish = await new BrowserSession(ctx.app, 'da').post('/login', {
      email: 'kunde@example.dk',
      password: 'demo-hest-batteri',
    });
    expect(danish.statusCode).toBe(503);
    expect(danish.json().message).toBe(
      'Vi kan ikke tælle loginforsøg lige nu, så login er sat på pause. Prøv igen om et øjeblik.',
    );

    // The API rate limit fails open: a signed-in call is answered, and still counted (in this process).
    const api = await timed(() => signedIn.get('/api/users/current/auth'));
    expect(api.ms).toBeLessThan(FAST_MS);
    expect(api.value.statusCode).toBe(200);
    expect(api.value.headers['x-ratelimit-remaining']).toBeDefined();

    // Readiness says so, and quickly, without leaving the pool: every process shares this Redis, and serves.
    const ready = await timed(() => ctx.app.inject({ url: '/readyz' }));
    expect(ready.ms).toBeLessThan(FAST_MS);
    expect(ready.value.statusCode).toBe(200);
    expect(ready.value.json()).toEqual({
      status: 'degraded',
      database: 'ok',
      redis: 'unreachable',
      degraded: DEGRADED_WITHOUT_REDIS,
    });
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/metrics' })).body).toMatch(/^laanetorvet_redis_up\{[^}]*\} 0$/m);

    // Realtime degrades to this process's own sockets.
    const published = await timed(() => ctx.app.realtime.announceAppUpdate());
    expect(published.ms).toBeLessThan(FAST_MS);
    await eventually(() => heard.length === 1, FAST_MS);

    await startRedis();
    await eventually(
      async () =>
        (await english.post('/login', { email: 'kunde@example.dk', password: 'demo-hest-batteri' })).statusCode === 200,
      15_000,
    );
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', redis: 'ok' });
    expect((await ctx.app.inject({ url: '/metrics' })).body).toMatch(/^laanetorvet_redis_up\{[^}]*\} 1$/m);
  }, 60_000);
});
