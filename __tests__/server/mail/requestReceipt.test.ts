// The receipt mailed when a request is made, from the request form and from the saved profile.
import { asc, eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await drainLenderQueue(ctx.app);
  await closeTestApp(ctx);
});

const mailsTo = (email: string) =>
  ctx.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(asc(t.mailOutbox.id));

async function lenderNames(rfqId: number): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ name: t.suppliers.name })
    .from(t.leads)
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(eq(t.leads.rfqId, rfqId));
  return rows.map((r) => r.name);
}

async function submitForm(locale: 'da' | 'en', email: string): Promise<number> {
  const browser = new BrowserSession(ctx.app, locale);
  const res = await browser.request({
    method: 'POST',
    url: '/api/auction-form',
    payload: { steps: completeSteps({ email }), formPurpose: 'existing_property' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().rfq.id;
}

test('a request made with the form is confirmed by mail in Danish: what was asked, to which lenders, what next', async () => {
  const rfqId = await submitForm('da', 'receipt-da@example.dk');
  const names = await lenderNames(rfqId);
  expect(names.length).toBeGreaterThan(0);
  const mails = await mailsTo('receipt-da@example.dk');
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe('Vi har modtaget din anmodning');
  expect(mail.text).toContain('Formål: Bedre vilkår på min bolig');
  // The fixture's mortgage, bank loan and other debt: 2,350,000 + 310,000 + 120,000 kr.; its savings, pension too.
  expect(mail.text).toContain('Nuværende gæld, du vil have bedre vilkår på: 2.780.000 kr. (3 lån)');
  expect(mail.text).toContain('Opsparing: 550.000 kr.');
  expect(mail.text).toContain(`Sendt til ${names.length} långivere`);
  for (const name of names) {
    expect(mail.text).toContain(`- ${name}`);
    expect(mail.html).toContain(name.replace(/&/g, '&amp;'));
  }
  expect(mail.text).toContain('Hvad sker der nu?');
  expect(mail.text).toContain(`${ctx.config.appUrl}/rfqs/current`);
  expect(mail.html).toContain(`href="${ctx.config.appUrl}/rfqs/current?lang=da"`);
  expect(mail.html).toContain('<html lang="da">');
  // Transactional: no unsubscribe link.
  expect(mail.text).not.toContain('braze-unsubscribe');
});

test('a customer who used the form in English gets the receipt in English', async () => {
  await submitForm('en', 'receipt-en@example.dk');
  const [mail] = await mailsTo('receipt-en@example.dk');
  expect(mail.subject).toBe('We have received your request');
  expect(mail.text).toContain('Hi Sara');
  expect(mail.text).toContain('Purpose: Better terms on my home');
  expect(mail.text).toContain('Current debt you want better terms on: 2,780,000 kr. (3 loans)');
  expect(mail.html).toContain('<html lang="en">');
});

test('a request made from the saved profile is confirmed too, in the language the customer chose', async () => {
  const mette = new BrowserSession(ctx.app, 'en');
  const { id } = await mette.login('kunde@example.dk');
  await ctx.database.db.update(t.rfqs).set({ closedAt: new Date() }).where(eq(t.rfqs.userId, id));
  const res = await mette.post(`/api/customer/users/${id}/rfqs`, {});
  expect(res.statusCode).toBe(201);
  const mails = await mailsTo('kunde@example.dk');
  expect(mails).toHaveLength(1);
  // Mette's preference is Danish, although this browser asks in English.
  expect(mails[0].subject).toBe('Vi har modtaget din anmodning');
  for (const name of await lenderNames(res.json().id)) expect(mails[0].text).toContain(`- ${name}`);
});
