// The embedded broker's caps with real `ws` clients (and pusher-js) against a listening app with small numbers:
// sockets per address and per signed-in user, channels per socket, and the message rate, each ending the
// offending socket with the Pusher close code that keeps pusher-js from reconnecting in a loop.
import PusherClient from 'pusher-js';
import type WebSocket from 'ws';
import { APP_CHANNEL } from '../../../domain/realtimeEvents';
import { loadConfig } from '../../../server/config';
import { CLOSE_CODES } from '../../../server/realtime/brokerLimits';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { localPusherOptions, until } from './presenceClient';
import { openRawSocket } from './rawSocket';

const limits = {
  maxConnectionsPerAddress: 4,
  maxConnectionsPerUser: 2,
  maxChannelsPerConnection: 3,
  maxMessageBytes: 10 * 1024,
  messagesPerSecond: 5,
  messageBurst: 10,
};

let ctx: TestContext;
let port: number;
const sockets: WebSocket[] = [];
const clients: PusherClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ config: { realtime: limits } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
}, 120_000);

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const socket of sockets.splice(0)) socket.terminate();
  // The quota is given back as each socket's close arrives.
  await until(() => ctx.app.realtimeBroker!.stats().connections === 0);
});

afterAll(() => closeTestApp(ctx));

const connect = (headers: Record<string, string> = {}) => openRawSocket(port, ctx.config.pusher.key, sockets, headers);

async function established(headers: Record<string, string> = {}) {
  const socket = await connect(headers);
  await socket.waitFor((m) => m.event === 'pusher:connection_established');
  return socket;
}

async function refusedWith(socket: Awaited<ReturnType<typeof connect>>, code: number) {
  const error = await socket.waitFor((m) => m.event === 'pusher:error');
  expect((error.data as { code: number }).code).toBe(code);
  expect(await socket.closed).toBe(code);
}

test('the defaults: 100 sockets per address, 20 per user, 100 channels, 10 KB, 10 messages a second', () => {
  expect(loadConfig({}).realtime).toEqual({
    maxConnectionsPerAddress: 100,
    maxConnectionsPerUser: 20,
    maxChannelsPerConnection: 100,
    maxMessageBytes: 10240,
    messagesPerSecond: 10,
    messageBurst: 120,
  });
  expect(loadConfig({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '7' }).realtime.maxConnectionsPerAddress).toBe(7);
});

test('one address gets maxConnectionsPerAddress sockets, forged X-Forwarded-For or not; the next is closed with 4004', async () => {
  for (let i = 0; i < limits.maxConnectionsPerAddress; i += 1) {
    await established({ 'x-forwarded-for': `203.0.113.${i}` });
  }
  expect(ctx.app.realtimeBroker!.stats().connections).toBe(limits.maxConnectionsPerAddress);
  await refusedWith(await connect({ 'x-forwarded-for': '198.51.100.1' }), CLOSE_CODES.overQuota);

  // A socket that closes gives its place back.
  sockets[0].terminate();
  await until(() => ctx.app.realtimeBroker!.stats().connections === limits.maxConnectionsPerAddress - 1);
  await established();
});

test('a signed-in user gets maxConnectionsPerUser sockets; a guest on the same address still gets one', async () => {
  const session = new BrowserSession(ctx.app);
  await session.login('kunde@example.dk');
  const cookie = `laanetorvet_session=${session.cookie('laanetorvet_session')}`;
  for (let i = 0; i < limits.maxConnectionsPerUser; i += 1) await established({ cookie });
  await refusedWith(await connect({ cookie }), CLOSE_CODES.overQuota);
  await established();
});

test('pusher-js refused over the quota stops instead of reconnecting in a loop', async () => {
  for (let i = 0; i < limits.maxConnectionsPerAddress; i += 1) await established();
  const client = new PusherClient(ctx.config.pusher.key, localPusherOptions(port));
  clients.push(client);
  const states: string[] = [];
  client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
  await until(() => states.includes('disconnected'));
  // pusher-js would retry a 4100 every second; after 2.5 s it has not tried again (its first try began in the
  // constructor, before the listener).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(states.filter((state) => state === 'connecting')).toHaveLength(0);
  expect(client.connection.state).toBe('disconnected');
});

test('a socket over its message rate is closed with 4301; another socket is not affected', async () => {
  const flooder = await established();
  const bystander = await established();
  for (let i = 0; i < limits.messageBurst * 3; i += 1) flooder.send('pusher:ping', {});
  await refusedWith(flooder, CLOSE_CODES.rateLimited);
  // Within the burst, the pings before the limit were answered.
  expect(flooder.received.filter((m) => m.event === 'pusher:pong').length).toBe(limits.messageBurst);

  bystander.send('pusher:ping', {});
  await bystander.waitFor((m) => m.event === 'pusher:pong');
});

test('a socket holds maxChannelsPerConnection channels; stats() counts sockets, subscriptions and channels', async () => {
  const socket = await established();
  const other = await established();
  for (let i = 0; i <= limits.maxChannelsPerConnection; i += 1) socket.send('pusher:subscribe', { channel: `c${i}` });
  const error = await socket.waitFor((m) => m.event === 'pusher:subscription_error');
  expect(error.channel).toBe(`c${limits.maxChannelsPerConnection}`);
  expect(error.data).toMatchObject({ type: 'LimitReached', status: 429 });
  other.send('pusher:subscribe', { channel: APP_CHANNEL });
  other.send('pusher:subscribe', { channel: 'c0' });
  await other.waitFor((m) => m.event === 'pusher_internal:subscription_succeeded' && m.channel === 'c0');
  expect(ctx.app.realtimeBroker!.stats()).toEqual({
    connections: 2,
    subscriptions: limits.maxChannelsPerConnection + 2,
    channels: limits.maxChannelsPerConnection + 1,
  });
});
