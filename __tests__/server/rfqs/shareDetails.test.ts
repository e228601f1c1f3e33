// §4: the customer shares their name and contact details with one lender: only their own lead, once, the lender
// told on its channel and shown the customer through the supplier API; another lender still sees nothing.
import { supplierChannelName } from '../../../domain/realtimeEvents';
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { seededLeadsOf } from '../../support/seededLeads';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let leadOf: Record<string, number>;
let supplierIdOf: Record<string, number>;

const url = (leadId: number) => `/api/customer/leads/${leadId}/share-details`;

async function anonymous(leadId: number): Promise<boolean> {
  const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, leadId));
  return lead.isAnonymous;
}

async function lenderSees(slug: string, leadId: number) {
  const token = (await issueSupplierToken(ctx.database.db, slug)) as string;
  const res = await ctx.app.inject({
    url: `/supplier-api/v1/leads/${leadId}`,
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  return res;
}

beforeAll(async () => {
  ctx = await createTestApp({ config: { lenderDelayMs: 60_000, lenderAcknowledgeDelayMs: 60_000 } });
  mette = new BrowserSession(ctx.app);
  lars = new BrowserSession(ctx.app, 'en');
  const metteId = (await mette.login('kunde@example.dk')).id;
  await lars.login('kunde2@example.dk');
  ({ leadOf, supplierIdOf } = await seededLeadsOf(ctx.database.db, metteId));
}, 120_000);
afterAll(() => closeTestApp(ctx));
afterEach(() => jest.restoreAllMocks());

test('another customer’s lead answers 404, without a session 401, without CSRF 419; nothing changes', async () => {
  const lead = leadOf['oresund-bank'];
  expect(await anonymous(lead)).toBe(true);
  expect((await lars.post(url(lead))).statusCode).toBe(404);
  expect((await new BrowserSession(ctx.app).post(url(lead))).statusCode).toBe(401);
  expect((await mette.post(url(lead), undefined, { csrf: false })).statusCode).toBe(419);
  expect((await mette.post(url(999_999))).statusCode).toBe(404);
  expect(await anonymous(lead)).toBe(true);
});

test('sharing makes the lead not anonymous for that lender only, tells it once, and shows it the customer', async () => {
  const lead = leadOf['oresund-bank'];
  const other = Object.values(leadOf).find((id) => id !== lead) as number;
  const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);
  const before = await lenderSees('oresund-bank', lead);
  expect(before.statusCode).toBe(200);
  expect(JSON.stringify(before.json())).not.toContain('kunde@example.dk');

  const res = await mette.post(url(lead));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id: lead, is_anonymous: false });
  expect(publish).toHaveBeenCalledWith(supplierChannelName(supplierIdOf['oresund-bank']), 'lead.customer-shared', {
    leadId: lead,
  });
  const after = await lenderSees('oresund-bank', lead);
  expect(JSON.stringify(after.json())).toContain('kunde@example.dk');

  // Again: nothing changes, and the lender is not told twice.
  publish.mockClear();
  expect((await mette.post(url(lead))).json()).toMatchObject({ is_anonymous: false });
  expect(publish).not.toHaveBeenCalledWith(expect.anything(), 'lead.customer-shared', expect.anything());
  expect(await anonymous(other)).toBe(true);
});
