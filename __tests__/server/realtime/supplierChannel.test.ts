// A lender's own system on its realtime channel: it learns the channel's name with its token, pusher-js subscribes
// through the supplier API's auth endpoint, and a customer's message on its lead arrives; another lender's
// channel, a customer's channel and a request without a token are refused.
import { and, eq } from 'drizzle-orm';
import PusherClient from 'pusher-js';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { supplierChannelName, USER_EVENTS, userChannelName } from '../../../domain/realtimeEvents';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let port: number;
let token: string;
let supplierId: number;
let otherSupplierId: number;
const clients: PusherClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
  token = (await issueSupplierToken(ctx.database.db, 'oresund-bank')) as string;
  const suppliers = await ctx.database.db.select({ id: t.suppliers.id, slug: t.suppliers.slug }).from(t.suppliers);
  supplierId = suppliers.find((s) => s.slug === 'oresund-bank')!.id;
  otherSupplierId = suppliers.find((s) => s.slug === 'kattegat-realkredit')!.id;
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await closeTestApp(ctx);
});

const auth = (body: object, bearer: string | null = token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/supplier-api/v1/broadcasting/auth',
    headers: { accept: 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: body,
  });

test('the channel is named for the lender; only that channel is signed for it', async () => {
  const named = await ctx.app.inject({
    url: '/supplier-api/v1/broadcasting/channel',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(named.json()).toEqual({ channel_name: supplierChannelName(supplierId) });

  const own = await auth({ socket_id: '123.456', channel_name: supplierChannelName(supplierId) });
  expect(own.statusCode).toBe(200);
  expect(own.json().auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
  for (const channel of [supplierChannelName(otherSupplierId), userChannelName(1), 'private-anything', '']) {
    expect((await auth({ socket_id: '123.456', channel_name: channel })).statusCode).toBe(403);
  }
  expect((await auth({ socket_id: '123.456', channel_name: supplierChannelName(supplierId) }, null)).statusCode).toBe(
    401,
  );
  expect((await auth({ socket_id: 'x', channel_name: supplierChannelName(supplierId) })).statusCode).toBe(422);
});

test("pusher-js in the lender's system subscribes and hears a customer's message on its lead", async () => {
  const client = new PusherClient(ctx.config.pusher.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        auth({ socket_id: socketId, channel_name: channelName })
          .then((res) =>
            res.statusCode === 200 ? callback(null, res.json()) : callback(new Error(`${res.statusCode}`), null),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  clients.push(client);
  const channel = client.subscribe(supplierChannelName(supplierId));
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  const heard = new Promise<{ leadId: number }>((resolve) => channel.bind(USER_EVENTS.messageCreated, resolve));

  const customer = new BrowserSession(ctx.app);
  const user = await customer.login('kunde@example.dk');
  const [lead] = await ctx.database.db
    .select({ id: t.leads.id })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(and(eq(t.leads.supplierId, supplierId), eq(t.rfqs.userId, user.id)));
  const sent = await customer.post(`/api/customer/leads/${lead.id}/messages`, { body: 'Hej, kan vi tale sammen?' });
  expect(sent.statusCode).toBe(201);
  expect(await heard).toEqual(expect.objectContaining({ leadId: lead.id }));
});
