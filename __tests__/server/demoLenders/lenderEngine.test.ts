import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { drainLenderQueue, openLeadsForRfq } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

async function userId(email: string) {
  const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, email));
  return user.id;
}
const slugs = async () => new Map((await ctx.database.db.select().from(t.suppliers)).map((s) => [s.id, s.slug]));

describe('a new request opens leads and the demo lenders answer', () => {
  let rfqId: number;
  const published: [number, string, unknown][] = [];

  beforeAll(async () => {
    jest.spyOn(ctx.app.realtime, 'publishToUser').mockImplementation(async (user, event, data) => {
      published.push([user, event, data]);
      return true;
    });
    const browser = new BrowserSession(ctx.app);
    const lars = await browser.login('kunde2@example.dk');
    const res = await browser.post(`/api/customer/users/${lars.id}/rfqs`, {});
    expect(res.statusCode).toBe(201);
    rfqId = res.json().id;
    await drainLenderQueue(ctx.app);
  });
  afterAll(() => jest.restoreAllMocks());

  test('leads open, in the rfq pipeline with a handler, for exactly the lenders serving the request subjects', async () => {
    const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, rfqId));
    // Lars rents, has a student loan and savings.
    expect(rfq.subjects).toEqual(['deposits', 'student_loans']);
    const leads = await ctx.database.db.select().from(t.leads).where(eq(t.leads.rfqId, rfqId)).orderBy(t.leads.id);
    const names = await slugs();
    expect(leads.map((l) => names.get(l.supplierId)).sort()).toEqual([
      'boelge-bank',
      'hedeland-andelskasse',
      'oresund-bank',
      'skovby-sparekasse',
    ]);
    for (const lead of leads) {
      expect(lead).toMatchObject({ pipeline: 'rfq', isAnonymous: true });
      expect(lead.handlerName).toMatch(/^\S+ \S+/);
    }
  });

  test('each demo lender offers its savings rate, with the savings computed after tax', async () => {
    const rows = await ctx.database.db
      .select({ lead: t.leads, offer: t.offers, product: t.offerProducts })
      .from(t.leads)
      .innerJoin(t.offers, eq(t.offers.leadId, t.leads.id))
      .innerJoin(t.offerProducts, eq(t.offerProducts.offerId, t.offers.id))
      .where(eq(t.leads.rfqId, rfqId));
    const names = await slugs();
    const bySlug = Object.fromEntries(
      rows.map((r) => [
        names.get(r.lead.supplierId),
        [
          r.lead.status,
          r.product.productSubType,
          r.product.interestRate,
          r.product.amountOre,
          r.offer.totalMonthlyDiscountOre,
          r.offer.savingsAfterTaxMonth1Ore,
          r.offer.savingsAfterTaxYear1Ore,
        ],
      ]),
    );
    // 95,000 kr. from 0.50 %: gain / 12 before tax; after tax the lower deduction on the student loan's net interest
    expect(bySlug).toEqual({
      'oresund-bank': ['open', 'savings_account', '1.0500', 9_500_000, 4_354, 2_917, 35_008],
      'skovby-sparekasse': ['open', 'savings_account', '0.9000', 9_500_000, 3_167, 2_122, 25_460],
      'boelge-bank': ['open', 'savings_account', '1.1500', 9_500_000, 5_146, 3_448, 41_373],
      'hedeland-andelskasse': ['open', 'savings_account', '0.7500', 9_500_000, 1_979, 1_326, 15_913],
    });
  });

  test('every lead opening and every offer is published on the customer channel', async () => {
    const lars = await userId('kunde2@example.dk');
    expect(published.every(([user]) => user === lars)).toBe(true);
    expect(published.filter(([, event]) => event === 'lead.updated')).toHaveLength(4);
    const offers = published.filter(([, event]) => event === 'offer.created');
    expect(offers).toHaveLength(4);
    expect(offers[0][2]).toMatchObject({ rfqId, leadId: expect.any(Number), supplierName: expect.any(String) });
  });

  test('opening leads again for the same request creates no duplicates and answers nothing twice', async () => {
    const again = await openLeadsForRfq(ctx.app, rfqId);
    expect(await again.answers).toEqual([]);
    expect(await ctx.database.db.select().from(t.leads).where(eq(t.leads.rfqId, rfqId))).toHaveLength(4);
  });
});

describe('answers after the configured delay', () => {
  let delayed: TestContext;
  beforeAll(async () => {
    delayed = await createTestApp({ config: { lenderDelayMs: 40 } });
  });
  afterAll(() => closeTestApp(delayed));

  test('leads are open and unanswered at first; the answers arrive after the delay', async () => {
    const db = delayed.database.db;
    const [lars] = await db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
    const [rfq] = await db
      .insert(t.rfqs)
      .values({
        userId: lars.id,
        purpose: 'generic',
        subjects: ['loans'],
        request: {
          purpose: 'generic',
          household_monthly_income: 40_000,
          properties: [],
          deposits: [],
          credits: [],
          loans: [{ liability_sub_type: 'car', debt: 100_000, interest_rate: 8, periodic_payment: 2_500 }],
        },
      })
      .returning();
    const offersBefore = (await db.select().from(t.offers)).length;
    const started = Date.now();
    const { leads, answers } = await openLeadsForRfq(delayed.app, rfq.id);
    expect(leads.length).toBe(4);
    expect(await db.select().from(t.offers)).toHaveLength(offersBefore);
    const answered = await answers;
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    // Øresund, Skovby and Bølge sell car loans; Hedeland does not.
    expect(answered.map((a) => a.kind).sort()).toEqual(['decline', 'offer', 'offer', 'offer']);
    expect(await db.select().from(t.offers)).toHaveLength(offersBefore + 3);
    await drainLenderQueue(delayed.app);
  });
});
