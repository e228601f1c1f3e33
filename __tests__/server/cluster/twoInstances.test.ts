// Two app instances on one database and one Redis, as `npm run cluster` runs them: what one publishes
// reaches a pusher-js client connected to the other, and rate limits and sign-in throttles count across both.
// Needs Redis: CI runs it in the PostgreSQL pass with REDIS_URL set; without REDIS_URL the suite says it skipped.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import PusherClient from 'pusher-js';
import { loadConfig } from '../../../server/config';
import { buildApp } from '../../../server/app';
import { APP_CHANNEL, APP_UPDATED_EVENT, USER_EVENTS, userChannelName } from '../../../domain/realtimeEvents';
import { BrowserSession } from '../../support/browserSession';
import { connectPusher } from '../realtime/presenceClient';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

const redisUrl = process.env.REDIS_URL;
const RATE_LIMIT = 12;

let a: TestContext;
let b: FastifyInstance;
let portOfB: number;
const clients: PusherClient[] = [];

const suite = redisUrl ? describe : describe.skip;
if (!redisUrl) process.stdout.write('twoInstances.test.ts: skipped, REDIS_URL is not set\n');

beforeAll(async () => {
  if (!redisUrl) return;
  // One prefix per run: parallel runs and earlier runs share the Redis but none of its keys.
  const redis = { ...loadConfig({ REDIS_URL: redisUrl }).redis!, prefix: `test-${randomBytes(6).toString('hex')}:` };
  a = await createTestApp({ config: { redis, rateLimitPerMinute: RATE_LIMIT } });
  b = await buildApp({ config: a.config, database: a.database });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  portOfB = (b.server.address() as { port: number }).port;
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await b?.close();
  await closeTestApp(a);
});

function connectTo(port: number, session: BrowserSession): Promise<PusherClient> {
  return connectPusher(a.config.pusher.key, port, session, clients);
}

function subscribeAndWait<T>(client: PusherClient, channelName: string, event: string) {
  const channel = client.subscribe(channelName);
  const subscribed = new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  const received: T[] = [];
  channel.bind(event, (data: T) => received.push(data));
  return { subscribed, received };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

suite('two app instances on one database and one Redis', () => {
  test('both report Redis healthy and are ready', async () => {
    for (const app of [a.app, b]) {
      const ready = await app.inject('/readyz');
      expect([ready.statusCode, ready.json()]).toEqual([
        200,
        { status: 'ready', database: 'ok', redis: 'ok', degraded: [] },
      ]);
    }
  });

  test('an event published by instance A reaches a pusher-js client on instance B, once', async () => {
    const session = new BrowserSession(b);
    const user = await session.login('kunde@example.dk');
    const client = await connectTo(portOfB, session);
    const publicChannel = subscribeAndWait<{ at: string }>(client, APP_CHANNEL, APP_UPDATED_EVENT);
    const privateChannel = subscribeAndWait<{ rfqId: number; leadId: number }>(
      client,
      userChannelName(user.id),
      USER_EVENTS.leadUpdated,
    );
    await Promise.all([publicChannel.subscribed, privateChannel.subscribed]);

    await a.app.realtime.announceAppUpdate();
    await a.app.realtime.publishToUser(user.id, USER_EVENTS.leadUpdated, { rfqId: 7, leadId: 8 });
    await until(() => publicChannel.received.length > 0 && privateChannel.received.length > 0);
    // Time for a duplicate to show up, were the publishing process also delivering directly.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(privateChannel.received).toEqual([{ rfqId: 7, leadId: 8 }]);
    expect(publicChannel.received).toHaveLength(1);
  });

  test('failed sign-ins are counted across both instances', async () => {
    const onA = new BrowserSession(a.app);
    const onB = new BrowserSession(b);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const session = i % 2 === 0 ? onA : onB;
      const res = await session.post('/login', { email: 'kunde2@example.dk', password: `wrong-${i}` });
      statuses.push(res.statusCode);
    }
    // Five failures a minute for one e-mail from one address, wherever they land; the sixth is locked out.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await onB.post('/login', { email: 'kunde2@example.dk', password: 'demo-hest-batteri' });
    expect(right.statusCode).toBe(429);
  });

  test('the API rate limit is one budget across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) {
      const app = i % 2 === 0 ? a.app : b;
      statuses.push((await app.inject({ url: '/api/config', remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  });
});
