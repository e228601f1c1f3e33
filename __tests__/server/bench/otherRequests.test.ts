// The read benches' seed of other customers' requests (bench/support/otherRequests.ts): the shape the API-latency bench asks
// for, and nothing of it reaching the demo customer's own tree, which the benches measure.
import { eq, sql } from 'drizzle-orm';
import { seedOtherRequests } from '../../../bench/support/otherRequests';
import { customerRfqs } from '../../../server/rfqs/customerViews';
import * as t from '../../../server/db/schema';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

test('adds other requests of 3–6 leads, about half with an offer of 1–3 products, and leaves the demo tree alone', async () => {
  const db = ctx.database.db;
  const [demo] = await db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  const before = await customerRfqs(db, demo.id);

  const counts = await seedOtherRequests(db, 200);

  expect(counts.requests).toBe(before.length + 200);
  expect(await customerRfqs(db, demo.id)).toEqual(before);
  const [shape] = await rows(sql`
    select min(n) as fewest, max(n) as most, count(*) as requests
    from (select count(l.id) as n from rfqs r join users u on u.id = r.user_id
      left join leads l on l.rfq_id = r.id where u.email like '%@other.bench.example' group by r.id) per_request`);
  expect([Number(shape.fewest), Number(shape.most), Number(shape.requests)]).toEqual([3, 6, 200]);
  const [products] = await rows(sql`
    select min(n) as fewest, max(n) as most from (select count(*) as n from offer_products group by offer_id) per_offer`);
  expect([Number(products.fewest), Number(products.most)]).toEqual([1, 3]);
  const offerShare = counts.offers / counts.leads;
  expect(offerShare).toBeGreaterThan(0.4);
  expect(offerShare).toBeLessThan(0.6);
  expect(counts.messages).toBeGreaterThan(0);
  expect(counts.meetings).toBeGreaterThan(0);
  // Analysed, so the planner sees the real sizes.
  const [leads] = await rows(sql`select reltuples from pg_class where relname = 'leads'`);
  expect(Number(leads.reltuples)).toBe(counts.leads);
});
