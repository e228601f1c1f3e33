// A lender's reputation: the count always, the average from the fifth rating on, beside every lead of the lender
// and on its page with the distribution and only the comments customers allowed to be shown, without names.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { issueRatingToken } from '../../../server/ratings/ratingTokens';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let metteId: number;
let rfqId: number;
let lead: { id: number; supplierId: number };

async function rate(stars: number, comment?: string, commentPublic?: boolean) {
  const token = await issueRatingToken(ctx.database.db, { userId: metteId, supplierId: lead.supplierId, rfqId });
  const res = await new BrowserSession(ctx.app).post(`/api/review-supplier/${token}`, {
    stars,
    comment,
    comment_public: commentPublic,
  });
  expect(res.statusCode).toBe(201);
}

const leadSupplier = async () =>
  (await mette.get(`/api/customer/leads/${lead.id}`)).json().supplier.reputation as {
    count: number;
    average: number | null;
  };
const page = (supplierId = lead.supplierId) => mette.get(`/api/customer/suppliers/${supplierId}/reputation`);

beforeAll(async () => {
  ctx = await createTestApp();
  mette = new BrowserSession(ctx.app);
  metteId = (await mette.login('kunde@example.dk')).id;
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, metteId));
  rfqId = rfq.id;
  [lead] = await ctx.database.db
    .select({ id: t.leads.id, supplierId: t.leads.supplierId })
    .from(t.leads)
    .where(eq(t.leads.rfqId, rfq.id))
    .limit(1);
  await ctx.database.db.delete(t.supplierRatings).where(eq(t.supplierRatings.supplierId, lead.supplierId));
});
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

test('4 ratings: the count beside the lead, no average, and the page shows no distribution or comments', async () => {
  await rate(5, 'Hurtigt svar, Hanne var sød', true);
  await rate(4);
  await rate(4, 'Kun til mig', false);
  await rate(5);
  expect(await leadSupplier()).toEqual({ count: 4, average: null });
  const res = await page();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ reputation: { count: 4, average: null }, distribution: [], comments: [] });
});

test('5 ratings: the average beside the lead; the page has the distribution and only the public comments', async () => {
  await rate(3, 'Fin rådgivning', true);
  // 5 + 4 + 4 + 5 + 3 = 21 stars over 5 ratings
  expect(await leadSupplier()).toEqual({ count: 5, average: 4.2 });
  const body = (await page()).json();
  expect(body.reputation).toEqual({ count: 5, average: 4.2 });
  expect(body.distribution).toEqual([
    { stars: 5, count: 2 },
    { stars: 4, count: 2 },
    { stars: 3, count: 1 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ]);
  expect(body.comments.map((c: { comment: string }) => c.comment)).toEqual([
    'Fin rådgivning',
    'Hurtigt svar, Hanne var sød',
  ]);
  // Never who wrote it.
  expect(JSON.stringify(body)).not.toMatch(/Mette|kunde@example/);
});

test('the page needs a signed-in customer, and an unknown lender is 404', async () => {
  expect(
    (await new BrowserSession(ctx.app).get(`/api/customer/suppliers/${lead.supplierId}/reputation`)).statusCode,
  ).toBe(401);
  expect((await page(999_999)).statusCode).toBe(404);
});

test('a comment cannot be public without a comment', async () => {
  await rate(2, undefined, true);
  const [latest] = await ctx.database.db
    .select()
    .from(t.supplierRatings)
    .where(eq(t.supplierRatings.supplierId, lead.supplierId))
    .orderBy(t.supplierRatings.id)
    .then((rows) => rows.slice(-1));
  expect(latest).toMatchObject({ stars: 2, comment: null, commentPublic: false });
});
