// The embedded broker with real peers: pusher-js (node build) subscribing through the real auth endpoint, the
// official `pusher` SDK publishing, and raw `ws` clients speaking the protocol by hand.
import { createHash, createHmac } from 'node:crypto';
import type { Duplex } from 'node:stream';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';
import WebSocket from 'ws';
import { BrowserSession } from '../../support/browserSession';
import { connectPusher } from './presenceClient';
import { openRawSocket } from './rawSocket';
import { CLOSE_CODES } from '../../../server/realtime/brokerLimits';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { APP_CHANNEL, APP_UPDATED_EVENT, USER_EVENTS, userChannelName } from '../../../domain/realtimeEvents';

let ctx: TestContext;
let port: number;
const clients: PusherClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(() => closeTestApp(ctx));

/** pusher-js as the SPA configures it, with channel auth through the real endpoint in this browser session. */
function connectClient(session: BrowserSession): Promise<PusherClient> {
  return connectPusher(ctx.config.pusher.key, port, session, clients);
}

function subscribed(client: PusherClient, name: string) {
  const channel = client.subscribe(name);
  return new Promise<typeof channel>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
}

function nextEvent<T = unknown>(
  channel: { bind: (event: string, cb: (data: T) => void) => void },
  event: string,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

function sdk(secret = ctx.config.pusher.secret) {
  const { appId, key } = ctx.config.pusher;
  return new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

/** A raw protocol client on this suite's app. */
const rawSocket = (key = ctx.config.pusher.key) => openRawSocket(port, key, sockets);

async function signedIn(email: string) {
  const session = new BrowserSession(ctx.app);
  const user = await session.login(email);
  return { session, user };
}

describe('the embedded Pusher-protocol broker (§2 App root, §7 Realtime)', () => {
  test('the handshake gives a socket id and an activity timeout', async () => {
    const raw = await rawSocket();
    const established = await raw.waitFor((m) => m.event === 'pusher:connection_established');
    const data = established.data as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBeGreaterThan(0);
  });

  test('an unknown app key is refused with pusher:error 4001', async () => {
    const raw = await rawSocket('not-our-key');
    const error = await raw.waitFor((m) => m.event === 'pusher:error');
    expect((error.data as { code: number }).code).toBe(4001);
    expect(await raw.closed).toBe(4001);
  });

  test('pusher:ping is answered with pusher:pong', async () => {
    const raw = await rawSocket();
    await raw.waitFor((m) => m.event === 'pusher:connection_established');
    raw.send('pusher:ping', {});
    await raw.waitFor((m) => m.event === 'pusher:pong');
  });

  test('pusher-js receives SDK-published events on the public app channel and on its own private channel', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const client = await connectClient(session);
    const app = await subscribed(client, APP_CHANNEL);
    const own = await subscribed(client, userChannelName(user.id));

    const appUpdated = nextEvent(app, APP_UPDATED_EVENT);
    await sdk().trigger(APP_CHANNEL, APP_UPDATED_EVENT, { release: 'r2' });
    expect(await appUpdated).toEqual({ release: 'r2' });

    const offer = nextEvent(own, USER_EVENTS.offerCreated);
    await sdk().trigger(userChannelName(user.id), USER_EVENTS.offerCreated, {
      rfqId: 1,
      leadId: 2,
      supplierName: 'Øresund Bank',
    });
    expect(await offer).toEqual({ rfqId: 1, leadId: 2, supplierName: 'Øresund Bank' });
  });

  test('app.realtime publishes through the same broker (publishToUser, announceAppUpdate)', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const client = await connectClient(session);
    const own = await subscribed(client, userChannelName(user.id));
    const app = await subscribed(client, APP_CHANNEL);

    const lead = nextEvent(own, USER_EVENTS.leadUpdated);
    expect(await ctx.app.realtime.publishToUser(user.id, USER_EVENTS.leadUpdated, { rfqId: 3, leadId: 4 })).toBe(true);
    expect(await lead).toEqual({ rfqId: 3, leadId: 4 });

    const updated = nextEvent(app, APP_UPDATED_EVENT);
    expect(await ctx.app.realtime.announceAppUpdate()).toBe(true);
    expect(await updated).toEqual(expect.objectContaining({ at: expect.any(String) }));
  });

  test('pusher-js reconnects by itself after the connection drops and resubscribes, private channel included', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const upgraded: Duplex[] = [];
    const track = (_request: unknown, socket: Duplex) => upgraded.push(socket);
    ctx.app.server.on('upgrade', track);
    try {
      const client = await connectClient(session);
      const own = await subscribed(client, userChannelName(user.id));
      const firstSocketId = client.connection.socket_id;
      const reconnected = new Promise<void>((resolve) => {
        client.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'connected') resolve();
        });
      });
      // A network drop: the TCP connection dies without a close frame.
      for (const socket of upgraded) socket.destroy();
      await reconnected;
      expect(client.connection.socket_id).not.toBe(firstSocketId);
      // pusher-js re-authorises with the new socket id through the endpoint; wait until the broker has it.
      await new Promise<void>((resolve) => own.bind('pusher:subscription_succeeded', () => resolve()));
      const lead = nextEvent(own, USER_EVENTS.leadUpdated);
      await ctx.app.realtime.publishToUser(user.id, USER_EVENTS.leadUpdated, { rfqId: 5, leadId: 6 });
      expect(await lead).toEqual({ rfqId: 5, leadId: 6 });
    } finally {
      ctx.app.server.off('upgrade', track);
    }
  });

  test('an event excluding a socket id skips that socket only', async () => {
    const first = await rawSocket();
    const second = await rawSocket();
    const ids: string[] = [];
    for (const raw of [first, second]) {
      const established = await raw.waitFor((m) => m.event === 'pusher:connection_established');
      ids.push((established.data as { socket_id: string }).socket_id);
      raw.send('pusher:subscribe', { channel: 'public-test' });
      await raw.waitFor((m) => m.event === 'pusher_internal:subscription_succeeded');
    }
    await sdk().trigger('public-test', 'ping-all', { n: 1 }, { socket_id: ids[0] });
    await second.waitFor((m) => m.event === 'ping-all');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.received.some((m) => m.event === 'ping-all')).toBe(false);
  });

  test('unsubscribing stops delivery', async () => {
    const raw = await rawSocket();
    await raw.waitFor((m) => m.event === 'pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'news' });
    await raw.waitFor((m) => m.event === 'pusher_internal:subscription_succeeded');
    raw.send('pusher:unsubscribe', { channel: 'news' });
    raw.send('pusher:ping', {});
    await raw.waitFor((m) => m.event === 'pusher:pong');
    await sdk().trigger('news', 'headline', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(raw.received.some((m) => m.event === 'headline')).toBe(false);
  });

  test('a forged private-channel signature is refused with subscription_error and the connection stays up', async () => {
    const raw = await rawSocket();
    const established = await raw.waitFor((m) => m.event === 'pusher:connection_established');
    const socketId = (established.data as { socket_id: string }).socket_id;
    const channel = userChannelName(1);
    const forged = createHmac('sha256', 'guessed-secret').update(`${socketId}:${channel}`).digest('hex');
    raw.send('pusher:subscribe', { channel, auth: `${ctx.config.pusher.key}:${forged}` });
    const error = await raw.waitFor((m) => m.event === 'pusher:subscription_error');
    expect(error.channel).toBe(channel);
    expect(error.data).toEqual(expect.objectContaining({ type: 'AuthError', status: 401 }));
    raw.send('pusher:ping', {});
    await raw.waitFor((m) => m.event === 'pusher:pong');
    // Nothing published on the channel reaches the refused socket.
    await sdk().trigger(channel, USER_EVENTS.leadUpdated, { rfqId: 1, leadId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(raw.received.some((m) => m.event === USER_EVENTS.leadUpdated)).toBe(false);
  });

  test('a signature made for another socket id is refused', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const res = await session.post('/api/broadcasting/auth', {
      socket_id: '1.1',
      channel_name: userChannelName(user.id),
    });
    expect(res.statusCode).toBe(200);
    const raw = await rawSocket();
    await raw.waitFor((m) => m.event === 'pusher:connection_established');
    raw.send('pusher:subscribe', { channel: userChannelName(user.id), auth: res.json().auth });
    await raw.waitFor((m) => m.event === 'pusher:subscription_error');
  });

  test('a client event is ignored, not relayed', async () => {
    const sender = await rawSocket();
    const listener = await rawSocket();
    for (const raw of [sender, listener]) {
      await raw.waitFor((m) => m.event === 'pusher:connection_established');
      raw.send('pusher:subscribe', { channel: 'room' });
      await raw.waitFor((m) => m.event === 'pusher_internal:subscription_succeeded');
    }
    sender.ws.send(JSON.stringify({ event: 'client-typing', channel: 'room', data: {} }));
    listener.send('pusher:ping', {});
    await listener.waitFor((m) => m.event === 'pusher:pong');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.received.some((m) => m.event === 'client-typing')).toBe(false);
  });

  test('an oversized message closes that connection only', async () => {
    const big = await rawSocket();
    await big.waitFor((m) => m.event === 'pusher:connection_established');
    big.ws.send(JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(64 * 1024) }));
    expect(await big.closed).toBe(1009);
    const other = await rawSocket();
    other.send('pusher:ping', {});
    await other.waitFor((m) => m.event === 'pusher:pong');
  });

  test('a thousand bad-signature subscribes are cut off at the message budget (4301) and neither crash nor slow the server', async () => {
    const attacker = await rawSocket();
    const established = await attacker.waitFor((m) => m.event === 'pusher:connection_established');
    const socketId = (established.data as { socket_id: string }).socket_id;
    const started = Date.now();
    for (let i = 0; i < 1000; i += 1) {
      attacker.send('pusher:subscribe', {
        channel: `private-App.Models.User.${i + 1}`,
        auth: `${ctx.config.pusher.key}:${'0'.repeat(64)}`,
      });
    }
    expect(await attacker.closed).toBe(CLOSE_CODES.rateLimited);
    const floodMs = Date.now() - started;
    // Each subscribe within the budget was refused on its own; the rest were never looked at. The budget is the
    // burst plus what the bucket refilled while the server read the flood (on a loaded machine, a second or more).
    const refused = attacker.received.filter((m) => m.event === 'pusher:subscription_error').length;
    const { messageBurst, messagesPerSecond } = ctx.config.realtime;
    expect(refused).toBeGreaterThanOrEqual(messageBurst);
    expect(refused).toBeLessThanOrEqual(messageBurst + Math.ceil((floodMs / 1000) * messagesPerSecond));
    expect(socketId).toMatch(/^\d+\.\d+$/);

    // Afterwards a ping on a fresh connection and an HTTP request answer promptly (generous bounds).
    const bystander = await rawSocket();
    await bystander.waitFor((m) => m.event === 'pusher:connection_established');
    const pingAt = Date.now();
    bystander.send('pusher:ping', {});
    await bystander.waitFor((m) => m.event === 'pusher:pong');
    const pingMs = Date.now() - pingAt;
    const health = await ctx.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(pingMs).toBeLessThan(1000);
    expect(floodMs).toBeLessThan(10_000);
  });
});

test('GET /api/config points the browser at the embedded broker on the port it used', async () => {
  const res = await ctx.app.inject({ url: '/api/config', headers: { host: 'localhost:3100' } });
  expect(res.json().pusher).toEqual({
    key: ctx.config.pusher.key,
    cluster: '',
    wsHost: 'localhost',
    wsPort: 3100,
    wssPort: 3100,
    forceTLS: false,
  });
});

describe('POST /api/broadcasting/auth', () => {
  test('signs the owner’s own channel, also when posted form-urlencoded as pusher-js does', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const res = await session.request({
      method: 'POST',
      url: '/api/broadcasting/auth',
      payload: `socket_id=123.456&channel_name=${encodeURIComponent(userChannelName(user.id))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const expected = createHmac('sha256', ctx.config.pusher.secret)
      .update(`123.456:${userChannelName(user.id)}`)
      .digest('hex');
    expect(res.json()).toEqual({ auth: `${ctx.config.pusher.key}:${expected}` });
  });

  test('another user’s private channel answers 403', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const res = await session.post('/api/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: userChannelName(user.id + 1),
    });
    expect(res.statusCode).toBe(403);
  });

  test('pusher-js gets a subscription_error for another user’s channel', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const client = await connectClient(session);
    await expect(subscribed(client, userChannelName(user.id + 1))).rejects.toThrow(/403/);
  });

  test('a guest answers 403', async () => {
    const guest = new BrowserSession(ctx.app);
    const res = await guest.post('/api/broadcasting/auth', { socket_id: '123.456', channel_name: userChannelName(1) });
    expect(res.statusCode).toBe(403);
  });

  test('without the XSRF header it answers 419', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const res = await session.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: userChannelName(user.id) },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
  });

  test('a malformed socket id answers 422', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const res = await session.post('/api/broadcasting/auth', {
      socket_id: 'abc',
      channel_name: userChannelName(user.id),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('the Pusher HTTP trigger API', () => {
  function signedUrl(
    body: string,
    { secret = ctx.config.pusher.secret, timestamp = Math.floor(Date.now() / 1000) } = {},
  ) {
    const { appId, key } = ctx.config.pusher;
    const path = `/apps/${appId}/events`;
    const query = `auth_key=${key}&auth_timestamp=${timestamp}&auth_version=1.0&body_md5=${createHash('md5').update(body).digest('hex')}`;
    const signature = createHmac('sha256', secret).update(`POST\n${path}\n${query}`).digest('hex');
    return `${path}?${query}&auth_signature=${signature}`;
  }
  const body = JSON.stringify({ name: 'hello', data: '{}', channels: ['app'] });

  test('a correctly signed request is accepted', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: signedUrl(body),
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('a bad signature answers 401 (the SDK with a wrong secret is refused)', async () => {
    await expect(sdk('wrong-secret').trigger('app', 'hello', {})).rejects.toMatchObject({ status: 401 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: signedUrl(body, { secret: 'wrong' }),
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });

  test('a stale timestamp answers 401', async () => {
    const stale = Math.floor(Date.now() / 1000) - 601;
    const res = await ctx.app.inject({
      method: 'POST',
      url: signedUrl(body, { timestamp: stale }),
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/timestamp/i);
  });

  test('a body that does not match body_md5 answers 401', async () => {
    const tampered = JSON.stringify({ name: 'hello', data: '{"evil":1}', channels: ['app'] });
    const res = await ctx.app.inject({
      method: 'POST',
      url: signedUrl(body),
      payload: tampered,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });

  test('batch_events from the SDK reach subscribers', async () => {
    const raw = await rawSocket();
    await raw.waitFor((m) => m.event === 'pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'batch-room' });
    await raw.waitFor((m) => m.event === 'pusher_internal:subscription_succeeded');
    await sdk().triggerBatch([
      { channel: 'batch-room', name: 'one', data: { n: 1 } },
      { channel: 'batch-room', name: 'two', data: { n: 2 } },
    ]);
    await raw.waitFor((m) => m.event === 'two');
    expect(
      raw.received
        .filter((m) => m.channel === 'batch-room' && m.event !== 'pusher_internal:subscription_succeeded')
        .map((m) => m.data),
    ).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test('event data over 10 KB answers 413', async () => {
    await expect(sdk().trigger('app', 'big', 'x'.repeat(11 * 1024))).rejects.toMatchObject({ status: 413 });
  });
});
