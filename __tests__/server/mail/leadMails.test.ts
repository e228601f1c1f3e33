// Mails about lenders' answers: offers batched into one mail per customer and window, declines told, and the
// customer's unsubscribe respected. The lenders here are real ones answering through the supplier API.
import { asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CHOSE_ANOTHER_LENDER } from '../../../domain/offerValidity';
import * as t from '../../../server/db/schema';
import { sendDueLeadMails } from '../../../server/mail/leadMails';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import { openLeadsForRfq } from '../../../server/demoLenders/lenderEngine';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

// A subject no demo lender serves: only the lenders added here get a lead.
const SUBJECT = 'mail_test_subject';
const LENDERS = [
  'alfa-bank',
  'beta-bank',
  'gamma-bank',
  'delta-bank',
  'epsilon-bank',
  'zeta-bank',
  'eta-bank',
  'theta-bank',
  'iota-bank',
] as const;
type Slug = (typeof LENDERS)[number];

let ctx: TestContext;
let mailer: Mailer;
let customer: typeof t.users.$inferSelect;
let rfqId: number;
const tokens = {} as Record<Slug, string>;
const leadOf = {} as Record<Slug, number>;
let lastMailId = 0;

const settings = (batchSeconds: number) => ({ appUrl: ctx.config.appUrl, appKey: ctx.config.appKey, batchSeconds });
const send = (batchSeconds = 0) => sendDueLeadMails(ctx.database.db, mailer, settings(batchSeconds), ctx.app.log);

/** The mails written since the last call. */
async function newMails() {
  const rows = await ctx.database.db
    .select()
    .from(t.mailOutbox)
    .where(gt(t.mailOutbox.id, lastMailId))
    .orderBy(asc(t.mailOutbox.id));
  lastMailId = rows.at(-1)?.id ?? lastMailId;
  return rows;
}

function api(app: FastifyInstance, slug: Slug, opts: InjectOptions) {
  const headers = { accept: 'application/json', authorization: `Bearer ${tokens[slug]}` };
  return app.inject({ ...opts, headers });
}

const offer = (slug: Slug) =>
  api(ctx.app, slug, {
    method: 'POST',
    url: `/supplier-api/v1/leads/${leadOf[slug]}/offer`,
    payload: {
      products: [{ product_type: 'deposit', product_sub_type: 'savings_account', amount: 185_000, interest_rate: 2 }],
      valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    },
  });
const decline = (slug: Slug, reason: string) =>
  api(ctx.app, slug, { method: 'POST', url: `/supplier-api/v1/leads/${leadOf[slug]}/decline`, payload: { reason } });

beforeAll(async () => {
  ctx = await createTestApp();
  mailer = createMailer(ctx.config, ctx.database.db, ctx.app.log);
  const db = ctx.database.db;
  for (const slug of LENDERS) {
    await db.insert(t.suppliers).values({
      slug,
      name: `${slug.replace('-bank', '')} Bank`.replace(/^./, (c) => c.toUpperCase()),
      shortName: slug,
      kind: 'bank',
      logo: `/logos/${slug}.svg`,
      serves: [SUBJECT],
    });
    tokens[slug] = (await issueSupplierToken(db, slug)) as string;
  }
  // kunde2 has no request and reads English.
  [customer] = await db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
  const [rfq] = await db
    .insert(t.rfqs)
    .values({
      userId: customer.id,
      purpose: 'generic',
      subjects: [SUBJECT],
      request: {
        purpose: 'generic',
        properties: [],
        loans: [],
        credits: [],
        deposits: [{ deposit_type: 'savings', amount: 185_000, interest_rate: 0.25 }],
      },
    })
    .returning();
  rfqId = rfq.id;
  const { leads } = await openLeadsForRfq(ctx.app, rfqId);
  const suppliers = await db.select().from(t.suppliers);
  for (const lead of leads) leadOf[suppliers.find((s) => s.id === lead.supplierId)?.slug as Slug] = lead.id;
  // The seed's answers to Mette's request are notices too: mail them now, so each test sees only its own.
  await send(0);
  await newMails();
});
afterAll(() => closeTestApp(ctx));

test('three offers within the batch window make one mail, in the customer’s language, linking to the comparison', async () => {
  for (const slug of ['alfa-bank', 'beta-bank', 'gamma-bank'] as const)
    expect((await offer(slug)).statusCode).toBe(201);
  // Still inside a five-minute window: nothing yet.
  expect(await send(300)).toBe(0);
  expect(await newMails()).toHaveLength(0);

  expect(await send(0)).toBe(1);
  const mails = await newMails();
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.to).toBe('kunde2@example.dk');
  expect(mail.subject).toBe('You have 3 new offers');
  for (const name of ['Alfa Bank', 'Beta Bank', 'Gamma Bank']) {
    expect(mail.text).toContain(`- ${name}`);
    expect(mail.html).toContain(`<li>${name}</li>`);
  }
  const ids = [leadOf['alfa-bank'], leadOf['beta-bank'], leadOf['gamma-bank']].join(',');
  expect(mail.text).toContain(`${ctx.config.appUrl}/rfqs/${rfqId}/compare-offers/${ids}`);
  // Not essential: it carries an unsubscribe link.
  expect(mail.text).toMatch(new RegExp(`${ctx.config.appUrl}/braze-unsubscribe\\?token=\\S+`));

  // Each answer is told once, also when several senders run at once.
  expect(await Promise.all([send(0), send(0)])).toEqual([0, 0]);
});

test('a revised offer is no new offer; a further offer makes a mail of its own pointing at that lead', async () => {
  expect((await offer('alfa-bank')).statusCode).toBe(200);
  expect(await send(0)).toBe(0);
  expect((await offer('delta-bank')).statusCode).toBe(201);
  expect(await send(0)).toBe(1);
  const [mail] = await newMails();
  expect(mail.subject).toBe('You have a new offer');
  expect(mail.text).toContain(`${ctx.config.appUrl}/rfqs/${rfqId}/leads/${leadOf['delta-bank']}`);
});

test('a decline is mailed with the lender’s reason and a link to that lead, without an unsubscribe link', async () => {
  expect((await decline('epsilon-bank', 'We do not lend against this.')).statusCode).toBe(200);
  expect(await send(0)).toBe(1);
  const [mail] = await newMails();
  expect(mail.subject).toBe('Epsilon Bank has said no to your request');
  expect(mail.text).toContain('- Epsilon Bank: We do not lend against this.');
  expect(mail.text).toContain(`${ctx.config.appUrl}/rfqs/${rfqId}/leads/${leadOf['epsilon-bank']}`);
  expect(mail.text).not.toContain('braze-unsubscribe');
});

test('a customer who unsubscribed through the link gets no offers mail, and the offer is not mailed later either', async () => {
  await offer('zeta-bank');
  // Unsubscribe with the link of the first offers mail.
  const [first] = await ctx.database.db
    .select()
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.to, 'kunde2@example.dk'))
    .orderBy(asc(t.mailOutbox.id));
  const token = decodeURIComponent(/braze-unsubscribe\?token=([^&\s]+)/.exec(first.text)?.[1] as string);
  const res = await new BrowserSession(ctx.app).post('/api/braze-unsubscribe', { token });
  expect(res.statusCode).toBe(200);

  expect(await send(0)).toBe(0);
  expect(await newMails()).toHaveLength(0);
  await ctx.database.db.update(t.users).set({ marketingUnsubscribedAt: null }).where(eq(t.users.id, customer.id));
  expect(await send(0)).toBe(0);
});

test('an offer the customer turned down before the mail went out is left out of it: only the offer still open is news', async () => {
  for (const slug of ['eta-bank', 'theta-bank'] as const) expect((await offer(slug)).statusCode).toBe(201);
  // She chose another lender's offer meanwhile: the lead as acceptOffer leaves it.
  await ctx.database.db
    .update(t.leads)
    .set({ status: 'lost', lostReason: CHOSE_ANOTHER_LENDER })
    .where(eq(t.leads.id, leadOf['eta-bank']));
  expect(await send(0)).toBe(1);
  const [mail] = await newMails();
  expect(mail.subject).toBe('You have a new offer');
  expect(mail.text).toContain('- Theta Bank');
  expect(mail.text).not.toContain('Eta Bank');

  // When every offer of the batch was turned down there is nothing to tell.
  expect((await offer('iota-bank')).statusCode).toBe(201);
  await ctx.database.db
    .update(t.leads)
    .set({ status: 'lost', lostReason: CHOSE_ANOTHER_LENDER })
    .where(eq(t.leads.id, leadOf['iota-bank']));
  expect(await send(0)).toBe(0);
  expect(await newMails()).toHaveLength(0);
});
