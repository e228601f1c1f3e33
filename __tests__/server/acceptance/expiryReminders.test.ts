// The reminder three days before an offer expires goes out once, by mail and realtime, however many app
// processes look for due reminders at the same moment: two app instances on one database race for it here (on
// PGlite in the ordinary run, on PostgreSQL in CI's run with DATABASE_URL).
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { sendExpiryReminders } from '../../../server/acceptance/expiryReminders';
import * as t from '../../../server/db/schema';
import { createMailer } from '../../../server/mail/mailer';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let a: TestContext;
let b: FastifyInstance;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ config: a.config, database: a.database });
  await b.ready();
}, 120_000);

afterAll(async () => {
  await b?.close();
  await closeTestApp(a);
});

async function outboxAfter(id: number) {
  return a.database.db.select().from(t.mailOutbox).where(gt(t.mailOutbox.id, id)).orderBy(asc(t.mailOutbox.id));
}

test('two instances racing for the reminders send each once; a renewal makes the next one due again', async () => {
  const [last] = await a.database.db
    .execute(sql`select coalesce(max(id), 0)::int as id from mail_outbox`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  // One offer expires in two days (due), the others in ten (not yet).
  const offers = await a.database.db.select().from(t.offers).orderBy(asc(t.offers.id));
  expect(offers.length).toBeGreaterThan(1);
  await a.database.db.update(t.offers).set({ validUntil: new Date(Date.now() + 10 * DAY_MS), expiryReminderAt: null });
  const due = offers[0];
  await a.database.db
    .update(t.offers)
    .set({ validUntil: new Date(Date.now() + 2 * DAY_MS) })
    .where(eq(t.offers.id, due.id));

  const publishA = jest.spyOn(a.app.realtime, 'publishToUser').mockResolvedValue(true);
  const publishB = jest.spyOn(b.realtime, 'publishToUser').mockResolvedValue(true);
  const mailerA = createMailer(a.config, a.database.db, a.app.log);
  const mailerB = createMailer(a.config, a.database.db, b.log);
  const sent = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      i % 2 ? sendExpiryReminders(a.app, mailerA) : sendExpiryReminders(b, mailerB),
    ),
  );
  expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
  const mails = (await outboxAfter(last.id)).filter((m) => /udløber snart|expires soon/.test(m.subject));
  expect(mails).toHaveLength(1);
  const events = [...publishA.mock.calls, ...publishB.mock.calls].filter((c) => c[1] === 'offer.expiring');
  expect(events).toHaveLength(1);
  expect(events[0][2]).toMatchObject({ leadId: due.leadId, supplierName: expect.any(String) });

  // Nothing more on the next run; a renewal to a date two days off claims a new reminder.
  expect(await sendExpiryReminders(a.app, mailerA)).toBe(0);
  await a.database.db
    .update(t.offers)
    .set({ validUntil: new Date(Date.now() + 2.5 * DAY_MS), expiryReminderAt: null })
    .where(eq(t.offers.id, due.id));
  expect(await sendExpiryReminders(b, mailerB)).toBe(1);
});
