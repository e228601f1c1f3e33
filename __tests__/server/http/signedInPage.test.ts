// A signed-in browser's page carries the current user and the answers of the page's first reads, made for its own
// session only and never cached; a guest's page carries nothing.
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import * as t from '../../../server/db/schema';
import type { SignedInPageState } from '../../../contract/signedInPage';
import { SIGNED_IN_STATE_ID } from '../../../domain/signedInPage';
import { signInSeededCustomers, type SeededCustomers } from '../../support/seededCustomers';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let customers: SeededCustomers;
let metteRfqId: number;
let metteLeadId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  customers = await signInSeededCustomers(ctx);
  const { metteId } = customers;
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, metteId));
  metteRfqId = rfq.id;
  const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.rfqId, rfq.id)).orderBy(t.leads.id);
  metteLeadId = lead.id;
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const STATE = new RegExp(`<script type="application/json" id="${SIGNED_IN_STATE_ID}">(.*?)</script>`, 's');

function stateIn(html: string): SignedInPageState | null {
  const found = STATE.exec(html);
  return found ? (JSON.parse(found[1]) as SignedInPageState) : null;
}

test('a signed-in request to /home gets the user and the customer’s requests in the page, not cached', async () => {
  const res = await customers.mette.get('/home');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers.etag).toBeUndefined();
  expect(res.headers.vary).toContain('Cookie');
  // Where its first byte went, in durations only.
  expect(res.headers['server-timing']).toMatch(/^reads;dur=\d+\.\d, render;dur=\d+\.\d$/);
  expect(res.body).toContain('<div id="root"></div>');
  const state = stateIn(res.body);
  expect(state?.user).toEqual((await customers.mette.get('/api/users/current/auth')).json());
  const rfqsPath = `/api/customer/users/${customers.metteId}/rfqs`;
  expect(Object.keys(state?.answers ?? {})).toEqual([rfqsPath]);
  expect(state?.answers[rfqsPath]).toEqual((await customers.mette.get(rfqsPath)).json());
});

test('the comparison carries its request, a lead’s messages the lead and the newest page of its thread', async () => {
  const compare = stateIn((await customers.mette.get(`/rfqs/${metteRfqId}/compare-offers`)).body);
  expect(Object.keys(compare?.answers ?? {})).toEqual([`/api/customer/rfqs/${metteRfqId}`]);
  expect(compare?.answers[`/api/customer/rfqs/${metteRfqId}`]).toMatchObject({ id: metteRfqId });

  const thread = stateIn((await customers.mette.get(`/rfqs/${metteRfqId}/leads/${metteLeadId}/messages`)).body);
  const messagesPath = `/api/customer/leads/${metteLeadId}/messages?limit=20`;
  expect(Object.keys(thread?.answers ?? {})).toEqual([`/api/customer/leads/${metteLeadId}`, messagesPath]);
  expect(thread?.answers[messagesPath]).toEqual((await customers.mette.get(messagesPath)).json());
});

test('another customer’s request is never in the page: the API refuses it, so no answer goes in', async () => {
  const res = await customers.lars.get(`/rfqs/${metteRfqId}/compare-offers`);
  const state = stateIn(res.body);
  expect(state?.user).toMatchObject({ id: customers.larsId });
  expect(state?.answers).toEqual({});
  expect(res.body).not.toContain(`"id":${metteRfqId},`);
  const thread = stateIn((await customers.lars.get(`/messages/lead/${metteLeadId}`)).body);
  expect(thread?.answers).toEqual({});
});

test('a guest gets the bare page: no state, cacheable with revalidation', async () => {
  const res = await ctx.app.inject({ url: '/home' });
  expect(res.statusCode).toBe(200);
  expect(stateIn(res.body)).toBeNull();
  expect(res.body).not.toContain(SIGNED_IN_STATE_ID);
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('a session cookie of no session says “nobody” and carries no data', async () => {
  const res = await ctx.app.inject({ url: '/home', headers: { cookie: 'laanetorvet_session=not-a-session' } });
  expect(stateIn(res.body)).toEqual({ user: null, answers: {} });
});

test('the JSON cannot close the script element: </script> in a name stays inside the data block', async () => {
  const name = 'Mette </script><script>alert(1)</script><!-- &';
  const [{ name: before }] = await ctx.database.db.select().from(t.users).where(eq(t.users.id, customers.metteId));
  await ctx.database.db.update(t.users).set({ name }).where(eq(t.users.id, customers.metteId));
  try {
    const res = await customers.mette.request({ url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(stateIn(html)?.user?.name).toBe(name);
  } finally {
    await ctx.database.db.update(t.users).set({ name: before }).where(eq(t.users.id, customers.metteId));
  }
});
