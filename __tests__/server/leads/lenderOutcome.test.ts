// The lead's outcome as its lender's system reads it (supplier API `outcome`): an offer the customer turned down by
// choosing another is lost_to_another_offer, never declined, whether or not the lender had offered; its own decline
// stays declined. The customer still sees the offer she turned down.
import { eq } from 'drizzle-orm';
import { CHOSE_ANOTHER_LENDER } from '../../../domain/offerValidity';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { seededLeadsOf } from '../../support/seededLeads';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

const LENDERS = ['oresund-bank', 'kattegat-realkredit', 'skovby-sparekasse', 'limfjord-kredit', 'boelge-bank'];

let ctx: TestContext;
let mette: BrowserSession;
let leadOf: Record<string, number>;
const tokens: Record<string, string> = {};

async function asLender(slug: string) {
  const res = await ctx.app.inject({
    url: `/supplier-api/v1/leads/${leadOf[slug]}`,
    headers: { accept: 'application/json', authorization: `Bearer ${tokens[slug]}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function outcomes() {
  const all: Record<string, string> = {};
  for (const slug of LENDERS) all[slug] = (await asLender(slug)).outcome;
  return all;
}

beforeAll(async () => {
  // The demo lenders' own jobs (acknowledging a choice) stay far off: the states here are the tests' alone.
  ctx = await createTestApp({ config: { lenderDelayMs: 60_000, lenderAcknowledgeDelayMs: 60_000 } });
  mette = new BrowserSession(ctx.app);
  const { id } = await mette.login('kunde@example.dk');
  ({ leadOf } = await seededLeadsOf(ctx.database.db, id));
  for (const slug of LENDERS) tokens[slug] = (await issueSupplierToken(ctx.database.db, slug)) as string;
}, 120_000);
afterAll(() => closeTestApp(ctx));

test('while the request is open: an offer standing or expired, one not made yet, and the lender’s own decline', async () => {
  expect(await outcomes()).toEqual({
    'oresund-bank': 'offer_open',
    'kattegat-realkredit': 'offer_open',
    'skovby-sparekasse': 'awaiting_offer',
    'limfjord-kredit': 'declined',
    'boelge-bank': 'offer_expired',
  });
});

test('a request the customer closed: the leads still open read request_closed', async () => {
  const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, leadOf['skovby-sparekasse']));
  await ctx.database.db.update(t.rfqs).set({ closedAt: new Date() }).where(eq(t.rfqs.id, lead.rfqId));
  try {
    expect((await outcomes())['skovby-sparekasse']).toBe('request_closed');
    expect((await outcomes())['limfjord-kredit']).toBe('declined');
  } finally {
    await ctx.database.db.update(t.rfqs).set({ closedAt: null }).where(eq(t.rfqs.id, lead.rfqId));
  }
});

test('after the customer chose Øresund’s offer the others lost to it, offered or not; the decline stays a decline', async () => {
  const [offer] = await ctx.database.db.select().from(t.offers).where(eq(t.offers.leadId, leadOf['oresund-bank']));
  const chosen = await mette.post(`/api/customer/leads/${leadOf['oresund-bank']}/acceptance`, {
    offer_version: offer.version,
  });
  expect(chosen.statusCode).toBe(200);

  expect(await outcomes()).toEqual({
    'oresund-bank': 'won',
    'kattegat-realkredit': 'lost_to_another_offer',
    'skovby-sparekasse': 'lost_to_another_offer',
    'limfjord-kredit': 'declined',
    'boelge-bank': 'lost_to_another_offer',
  });
  // The status and reason a lender's system already reads stay as they were; the outcome is added beside them.
  const kattegat = await asLender('kattegat-realkredit');
  expect(kattegat).toMatchObject({ status: 'lost', lost_reason: CHOSE_ANOTHER_LENDER });
  expect(kattegat.offer).not.toBeNull();
  expect((await asLender('skovby-sparekasse')).offer).toBeNull();
  const lostList = await ctx.app.inject({
    url: '/supplier-api/v1/leads?status=lost',
    headers: { accept: 'application/json', authorization: `Bearer ${tokens['kattegat-realkredit']}` },
  });
  expect(lostList.json().data).toEqual([
    expect.objectContaining({ id: leadOf['kattegat-realkredit'], outcome: 'lost_to_another_offer' }),
  ]);

  // The customer still has the offer she turned down to read, with why it was lost.
  const hers = await mette.get(`/api/customer/leads/${leadOf['kattegat-realkredit']}`);
  expect(hers.json()).toMatchObject({ status: 'lost', lost_reason: CHOSE_ANOTHER_LENDER });
  expect(hers.json().offer).not.toBeNull();
});
