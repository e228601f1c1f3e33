import { count, eq } from 'drizzle-orm';
import { seed } from '../../../server/seed/seed';
import { demoLogins } from '../../../server/seed/users';
import * as t from '../../../server/db/schema';
import { verifyPassword } from '../../../server/auth/password';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
// Opening the database on a busy two-core machine can take long.
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

test('the seed creates six or more demo lenders with logos, two customers and an active request with offers', async () => {
  const first = await seed(ctx.database.db);
  expect(first.created).toBe(true);
  const db = ctx.database.db;
  const lenders = await db.select().from(t.suppliers);
  expect(lenders.length).toBeGreaterThanOrEqual(6);
  for (const l of lenders) expect(l.logo).toMatch(/^\/logos\/[a-z-]+\.svg$/);

  const [mette] = await db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  const [lars] = await db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
  expect(await verifyPassword('demo-hest-batteri', mette.passwordHash)).toBe(true);
  expect(await verifyPassword('demo-hest-batteri', lars.passwordHash)).toBe(true);
  expect(await verifyPassword('demo1234!', lars.passwordHash)).toBe(false);
  expect(await db.select().from(t.economicProfiles)).toHaveLength(2);

  const rfqs = await db.select().from(t.rfqs).where(eq(t.rfqs.userId, mette.id));
  expect(rfqs).toHaveLength(1);
  expect(rfqs[0].closedAt).toBeNull();
  const offerRows = await db.select().from(t.offers).innerJoin(t.leads, eq(t.leads.id, t.offers.leadId));
  expect(offerRows.length).toBeGreaterThanOrEqual(3);
});

test('seeding again creates no duplicates', async () => {
  const again = await seed(ctx.database.db);
  expect(again.created).toBe(false);
  const db = ctx.database.db;
  const [{ users }] = await db.select({ users: count() }).from(t.users);
  const [{ suppliers }] = await db.select({ suppliers: count() }).from(t.suppliers);
  const [{ rfqs }] = await db.select({ rfqs: count() }).from(t.rfqs);
  // One account per demo login (the lenders' users included), whatever logins later issues add.
  expect({ users, suppliers, rfqs }).toEqual({ users: demoLogins.length, suppliers: 6, rfqs: 1 });
});
