// Presence channels on the embedded broker in one process (the in-memory membership store): who may join a
// request's channel (POST /api/broadcasting/auth, server/realtime/channelAccess.ts), what pusher-js sees of the
// members, and the broker's checks of a presence subscription by raw protocol.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type PusherClient from 'pusher-js';
import WebSocket from 'ws';
import * as t from '../../../server/db/schema';
import { rfqPresenceChannelName } from '../../../server/realtime/channelAccess';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { connectPusher, joinPresence, until } from './presenceClient';

let ctx: TestContext;
let port: number;
let rfqId: number;
let channelName: string;
const clients: PusherClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
  const [customer] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, customer.id));
  rfqId = rfq.id;
  channelName = rfqPresenceChannelName(rfqId);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(() => closeTestApp(ctx));

async function signedIn(email: string) {
  const session = new BrowserSession(ctx.app);
  const user = await session.login(email);
  return { session, user };
}

const connect = (session: BrowserSession) => connectPusher(ctx.config.pusher.key, port, session, clients);

describe('a request’s presence channel', () => {
  test('the customer and the lender see each other join; a second socket of one user is not a new member', async () => {
    const customer = await signedIn('kunde@example.dk');
    const lender = await signedIn('bank@example.dk');
    const first = joinPresence(await connect(customer.session), channelName);
    await first.subscribed;
    expect(first.members()).toEqual([{ id: String(customer.user.id), info: { role: 'customer' } }]);
    expect(first.me()).toEqual({ id: String(customer.user.id), info: { role: 'customer' } });

    const bank = joinPresence(await connect(lender.session), channelName);
    await bank.subscribed;
    const bankMember = {
      id: String(lender.user.id),
      info: { role: 'lender', name: 'Bank Rådgiver', lender: expect.any(String) },
    };
    expect(bank.members()).toEqual(
      [{ id: String(customer.user.id), info: { role: 'customer' } }, bankMember].sort((a, b) =>
        a.id.localeCompare(b.id),
      ),
    );
    await until(() => first.added.length === 1);
    expect(first.added).toEqual([bankMember]);

    // The customer opens the request in a second tab: still one member.
    const secondClient = await connect(customer.session);
    const second = joinPresence(secondClient, channelName);
    await second.subscribed;
    expect(second.members()).toHaveLength(2);
    clients.splice(clients.indexOf(secondClient), 1);
    secondClient.disconnect();
    // Time for a wrong member_added or member_removed to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bank.added).toEqual([]);
    expect(bank.removed).toEqual([]);

    // The last tab closes: now the customer has left.
    const firstClient = clients.shift()!;
    firstClient.disconnect();
    await until(() => bank.removed.length === 1);
    expect(bank.removed[0].id).toBe(String(customer.user.id));
    expect(bank.members()).toEqual([bankMember]);
  });

  test('events published to the channel reach its members', async () => {
    const customer = await signedIn('kunde@example.dk');
    const client = await connect(customer.session);
    const view = joinPresence(client, channelName);
    await view.subscribed;
    const received: unknown[] = [];
    client.channel(channelName).bind('rfq.viewed', (data: unknown) => received.push(data));
    await ctx.app.realtime.publish(channelName, 'rfq.viewed', { rfqId });
    await until(() => received.length === 1);
    expect(received).toEqual([{ rfqId }]);
  });
});

describe('POST /api/broadcasting/auth for a presence channel', () => {
  test('signs socket_id:channel:channel_data for the owner, with the member in channel_data', async () => {
    const { session, user } = await signedIn('kunde@example.dk');
    const res = await session.post('/api/broadcasting/auth', { socket_id: '123.456', channel_name: channelName });
    expect(res.statusCode).toBe(200);
    const { auth, channel_data: channelData } = res.json() as { auth: string; channel_data: string };
    expect(JSON.parse(channelData)).toEqual({ user_id: String(user.id), user_info: { role: 'customer' } });
    const expected = createHmac('sha256', ctx.config.pusher.secret)
      .update(`123.456:${channelName}:${channelData}`)
      .digest('hex');
    expect(auth).toBe(`${ctx.config.pusher.key}:${expected}`);
  });

  test('another customer, a guest, a request that does not exist and other presence channels answer 403', async () => {
    const other = await signedIn('kunde2@example.dk');
    const owner = await signedIn('kunde@example.dk');
    const guest = new BrowserSession(ctx.app);
    const ask = (session: BrowserSession, channel: string) =>
      session.post('/api/broadcasting/auth', { socket_id: '1.2', channel_name: channel });
    expect((await ask(other.session, channelName)).statusCode).toBe(403);
    expect((await ask(guest, channelName)).statusCode).toBe(403);
    expect((await ask(owner.session, rfqPresenceChannelName(999_999))).statusCode).toBe(403);
    expect((await ask(owner.session, `presence-user.${owner.user.id}`)).statusCode).toBe(403);
    expect((await ask(owner.session, 'presence-rfq.99999999999')).statusCode).toBe(403);
  });

  test('a lender user whose lender has no lead on the request answers 403', async () => {
    const [lender] = await ctx.database.db
      .insert(t.suppliers)
      .values({ slug: 'no-lead-bank', name: 'No Lead Bank', shortName: 'No Lead', kind: 'bank', logo: '/x.svg' })
      .returning();
    const [bank] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'bank@example.dk'));
    await ctx.database.db.insert(t.users).values({
      email: 'nolead@example.dk',
      passwordHash: bank.passwordHash,
      name: 'No Lead',
      teamName: 'supplier',
      supplierId: lender.id,
    });
    const { session } = await signedIn('nolead@example.dk');
    const res = await session.post('/api/broadcasting/auth', { socket_id: '1.2', channel_name: channelName });
    expect(res.statusCode).toBe(403);
  });

  test('pusher-js gets a subscription_error for another customer’s request', async () => {
    const other = await signedIn('kunde2@example.dk');
    const view = joinPresence(await connect(other.session), channelName);
    await expect(view.subscribed).rejects.toThrow(/403/);
  });
});

describe('the broker’s checks of a presence subscription', () => {
  type Message = { event: string; channel?: string; data: unknown };

  async function rawSocket() {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${ctx.config.pusher.key}?protocol=7&client=js&version=8.6.0`);
    sockets.push(ws);
    const received: Message[] = [];
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (typeof message.data === 'string') message.data = JSON.parse(message.data);
      received.push(message);
    });
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    await until(() => received.length > 0);
    const socketId = (received[0].data as { socket_id: string }).socket_id;
    const subscribe = (data: object) => ws.send(JSON.stringify({ event: 'pusher:subscribe', data }));
    const errorFor = async () => {
      await until(() => received.some((m) => m.event === 'pusher:subscription_error'));
      return received.find((m) => m.event === 'pusher:subscription_error')!.data;
    };
    return { socketId, received, subscribe, errorFor };
  }

  const sign = (socketId: string, channel: string, channelData: string) =>
    `${ctx.config.pusher.key}:${createHmac('sha256', ctx.config.pusher.secret).update(`${socketId}:${channel}:${channelData}`).digest('hex')}`;

  test('without channel_data, or with channel_data the signature does not cover, it is refused with 401', async () => {
    const socket = await rawSocket();
    const signed = JSON.stringify({ user_id: '1' });
    socket.subscribe({ channel: channelName, auth: sign(socket.socketId, channelName, signed) });
    expect(await socket.errorFor()).toMatchObject({ type: 'AuthError', status: 401 });
    socket.received.length = 1;
    socket.subscribe({
      channel: channelName,
      auth: sign(socket.socketId, channelName, signed),
      channel_data: JSON.stringify({ user_id: '2' }),
    });
    expect(await socket.errorFor()).toMatchObject({ type: 'AuthError', status: 401 });
  });

  test('signed channel_data that names no user is refused with 400', async () => {
    const socket = await rawSocket();
    const channelData = JSON.stringify({ user_info: { name: 'nobody' } });
    socket.subscribe({
      channel: channelName,
      auth: sign(socket.socketId, channelName, channelData),
      channel_data: channelData,
    });
    expect(await socket.errorFor()).toMatchObject({ type: 'InvalidChannelData', status: 400 });
  });

  test('a correctly signed subscription gets the members in Pusher’s shape', async () => {
    const socket = await rawSocket();
    const channel = 'presence-test.shape';
    const channelData = JSON.stringify({ user_id: 42, user_info: { name: 'Raw' } });
    socket.subscribe({ channel, auth: sign(socket.socketId, channel, channelData), channel_data: channelData });
    await until(() => socket.received.some((m) => m.event === 'pusher_internal:subscription_succeeded'));
    expect(socket.received.find((m) => m.event === 'pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: { presence: { ids: ['42'], hash: { '42': { name: 'Raw' } }, count: 1 } },
    });
  });
});
