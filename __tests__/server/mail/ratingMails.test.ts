// The rating mail asks about what happened: the meeting when one was held, else the offer.
import { asc, eq, inArray } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const HOUR_MS = 3600 * 1000;

test('closing a request: a meeting held is asked about as a meeting, an offer without one as an offer', async () => {
  const db = ctx.database.db;
  const mette = new BrowserSession(ctx.app);
  const { id } = await mette.login('kunde@example.dk');
  const [rfq] = await db.select().from(t.rfqs).where(eq(t.rfqs.userId, id));
  const offered = await db
    .select({ leadId: t.leads.id, name: t.suppliers.name })
    .from(t.offers)
    .innerJoin(t.leads, eq(t.leads.id, t.offers.leadId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(eq(t.leads.rfqId, rfq.id))
    .orderBy(asc(t.leads.id));
  expect(offered.length).toBeGreaterThanOrEqual(3);
  const [met, booked, other] = offered;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
  await db.insert(t.meetings).values([
    // Held: confirmed and begun.
    { leadId: met.leadId, startsAt: at(-26), endsAt: at(-25), status: 'confirmed' },
    // Not held: still ahead, or never confirmed.
    { leadId: booked.leadId, startsAt: at(24), endsAt: at(25), status: 'confirmed' },
    { leadId: other.leadId, startsAt: at(-5), endsAt: at(-4), status: 'pending' },
  ]);

  expect((await mette.post(`/api/customer/rfqs/${rfq.id}/abort`, { reason: 'found_elsewhere' })).statusCode).toBe(200);
  const mails = await db
    .select()
    .from(t.mailOutbox)
    .where(inArray(t.mailOutbox.to, ['kunde@example.dk']))
    .orderBy(asc(t.mailOutbox.id));
  const about = (name: string) => mails.find((m) => m.subject.includes(name)) as (typeof mails)[number];

  expect(about(met.name).subject).toBe(`Hvordan var dit møde med ${met.name}?`);
  expect(about(met.name).text).toContain(`Du har holdt møde med ${met.name}`);
  for (const { name } of offered.slice(1)) {
    const mail = about(name);
    expect(mail.subject).toBe(`Hvad synes du om tilbuddet fra ${name}?`);
    expect(mail.text).not.toMatch(/møde/i);
    expect(mail.html).not.toMatch(/møde/i);
    // The link opens the rating page in the mail's language, whatever the browser that opens it remembers.
    expect(mail.text).toMatch(new RegExp(`${ctx.config.appUrl}/rate/[A-Za-z0-9_-]{43}\\?lang=da\\n`));
  }
});
