// A presence channel across two app instances on one database and one Redis: members connected to
// either process are listed and announced on both, a user with sockets on both is one member, and a member's
// leaving on A is seen on B. Needs Redis: without REDIS_URL the suite says it skipped.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PusherClient from 'pusher-js';
import { loadConfig } from '../../../server/config';
import { buildApp } from '../../../server/app';
import * as t from '../../../server/db/schema';
import { rfqPresenceChannelName } from '../../../server/realtime/channelAccess';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { connectPusher, joinPresence, until } from '../realtime/presenceClient';

const redisUrl = process.env.REDIS_URL;

let a: TestContext;
let b: FastifyInstance;
let portOfA: number;
let portOfB: number;
let channelName: string;
const clients: PusherClient[] = [];

const suite = redisUrl ? describe : describe.skip;
if (!redisUrl) process.stdout.write('presence.test.ts (cluster): skipped, REDIS_URL is not set\n');

beforeAll(async () => {
  if (!redisUrl) return;
  const redis = { ...loadConfig({ REDIS_URL: redisUrl }).redis!, prefix: `test-${randomBytes(6).toString('hex')}:` };
  a = await createTestApp({ config: { redis } });
  b = await buildApp({ config: a.config, database: a.database });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  portOfA = (a.app.server.address() as { port: number }).port;
  portOfB = (b.server.address() as { port: number }).port;
  const [customer] = await a.database.db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  const [rfq] = await a.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, customer.id));
  channelName = rfqPresenceChannelName(rfq.id);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await b?.close();
  await closeTestApp(a);
});

async function signedIn(app: FastifyInstance, email: string) {
  const session = new BrowserSession(app);
  const user = await session.login(email);
  return { session, id: String(user.id) };
}

function disconnect(client: PusherClient) {
  clients.splice(clients.indexOf(client), 1);
  client.disconnect();
}

suite('a presence channel on two app instances', () => {
  test('a member on A and a member on B see each other; A’s member leaving is seen on B', async () => {
    const customer = await signedIn(a.app, 'kunde@example.dk');
    const lender = await signedIn(b, 'bank@example.dk');
    const clientOnA = await connectPusher(a.config.pusher.key, portOfA, customer.session, clients);
    const onA = joinPresence(clientOnA, channelName);
    await onA.subscribed;
    expect(onA.members().map((m) => m.id)).toEqual([customer.id]);

    const onB = joinPresence(await connectPusher(a.config.pusher.key, portOfB, lender.session, clients), channelName);
    await onB.subscribed;
    // subscription_succeeded on B lists the member connected to A.
    expect(onB.members().map((m) => m.id)).toEqual([customer.id, lender.id].sort());
    expect(onB.members().find((m) => m.id === customer.id)?.info).toEqual({ role: 'customer' });
    await until(() => onA.added.length === 1);
    expect(onA.added.map((m) => m.id)).toEqual([lender.id]);
    expect(onA.members().map((m) => m.id)).toEqual([customer.id, lender.id].sort());

    disconnect(clientOnA);
    await until(() => onB.removed.length === 1);
    expect(onB.removed.map((m) => m.id)).toEqual([customer.id]);
    expect(onB.members().map((m) => m.id)).toEqual([lender.id]);
  });

  test('a user with a socket on each instance is one member until the last one leaves', async () => {
    const customer = await signedIn(a.app, 'kunde@example.dk');
    const lender = await signedIn(b, 'bank@example.dk');
    const watcher = joinPresence(
      await connectPusher(a.config.pusher.key, portOfA, lender.session, clients),
      channelName,
    );
    await watcher.subscribed;
    const tabOnA = await connectPusher(a.config.pusher.key, portOfA, customer.session, clients);
    await joinPresence(tabOnA, channelName).subscribed;
    const tabOnB = await connectPusher(a.config.pusher.key, portOfB, customer.session, clients);
    const second = joinPresence(tabOnB, channelName);
    await second.subscribed;
    expect(second.members()).toHaveLength(2);
    await until(() => watcher.added.length === 1);
    disconnect(tabOnA);
    // Time for a wrong member_added or member_removed to arrive through Redis.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watcher.added.map((m) => m.id)).toEqual([customer.id]);
    expect(watcher.removed).toEqual([]);
    disconnect(tabOnB);
    await until(() => watcher.removed.length === 1);
    expect(watcher.removed.map((m) => m.id)).toEqual([customer.id]);
  });

  test('another customer cannot join the request’s presence channel: the auth endpoint answers 403 on both', async () => {
    for (const app of [a.app, b]) {
      const other = await signedIn(app, 'kunde2@example.dk');
      const res = await other.session.post('/api/broadcasting/auth', { socket_id: '1.2', channel_name: channelName });
      expect(res.statusCode).toBe(403);
    }
    const other = await signedIn(b, 'kunde2@example.dk');
    const view = joinPresence(await connectPusher(a.config.pusher.key, portOfB, other.session, clients), channelName);
    await expect(view.subscribed).rejects.toThrow(/403/);
  });

  test('an instance that shuts down takes its members off the channel on the other', async () => {
    const lender = await signedIn(a.app, 'bank@example.dk');
    const watcher = joinPresence(
      await connectPusher(a.config.pusher.key, portOfA, lender.session, clients),
      channelName,
    );
    await watcher.subscribed;
    const third = await buildApp({ config: a.config, database: a.database });
    await third.listen({ port: 0, host: '127.0.0.1' });
    try {
      const customer = await signedIn(third, 'kunde@example.dk');
      const port = (third.server.address() as { port: number }).port;
      const client = await connectPusher(a.config.pusher.key, port, customer.session, clients);
      // pusher-js would reconnect to the closing instance; the test wants it gone.
      client.connection.bind('state_change', ({ current }: { current: string }) => {
        if (current === 'connecting') client.disconnect();
      });
      await joinPresence(client, channelName).subscribed;
      await until(() => watcher.added.length === 1);
    } finally {
      await third.close();
    }
    await until(() => watcher.removed.length === 1);
    expect(watcher.removed.map((m) => m.id)).toEqual([watcher.added[0].id]);
  });
});
