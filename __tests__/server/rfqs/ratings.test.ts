import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { createMailer } from '../../../server/mail/mailer';
import { RATING_MAIL_AFTER_OFFER_DAYS, sendRatingMails } from '../../../server/ratings/ratingMails';
import { issueRatingToken } from '../../../server/ratings/ratingTokens';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let tokens: string[];
let supplierNames: string[];

const tokenIn = (text: string) => /\/rate\/([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

beforeAll(async () => {
  ctx = await createTestApp();
  const mette = new BrowserSession(ctx.app);
  const { id } = await mette.login('kunde@example.dk');
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, id));
  expect((await mette.post(`/api/customer/rfqs/${rfq.id}/abort`, { reason: 'found_elsewhere' })).statusCode).toBe(200);
  const mails = await ctx.database.db.select().from(t.mailOutbox).orderBy(t.mailOutbox.id);
  tokens = mails.map((m) => tokenIn(m.text));
  const offered = await ctx.database.db
    .select({ name: t.suppliers.name })
    .from(t.offers)
    .innerJoin(t.leads, eq(t.leads.id, t.offers.leadId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(eq(t.leads.rfqId, rfq.id))
    .orderBy(t.leads.id);
  supplierNames = offered.map((o) => o.name);
});
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

test('closing a request mailed one rating link per lender that made an offer, in the customer’s language', async () => {
  expect(tokens).toHaveLength(supplierNames.length);
  const mails = await ctx.database.db.select().from(t.mailOutbox).orderBy(t.mailOutbox.id);
  expect(mails.map((m) => m.subject)).toEqual(supplierNames.map((name) => `Hvad synes du om tilbuddet fra ${name}?`));
  expect(mails[0].text).toContain(`${ctx.config.appUrl}/rate/${tokens[0]}`);
});

test('a valid token names the lender to rate', async () => {
  const res = await new BrowserSession(ctx.app).get(`/api/review-supplier/${tokens[0]}/validate`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    supplier: {
      id: expect.any(Number),
      name: supplierNames[0],
      short_name: expect.any(String),
      logo: expect.stringMatching(/^\/logos\//),
    },
  });
});

test('an unknown token is 404 for validating and rating', async () => {
  const guest = new BrowserSession(ctx.app);
  expect((await guest.get('/api/review-supplier/not-a-token/validate')).statusCode).toBe(404);
  expect((await guest.post('/api/review-supplier/not-a-token', { stars: 5 })).statusCode).toBe(404);
  expect((await guest.get(`/api/review-supplier/${'x'.repeat(500)}/validate`)).statusCode).toBe(404);
});

test('bad stars or comment are 422 keyed by field, and do not spend the token', async () => {
  const guest = new BrowserSession(ctx.app, 'en');
  const url = `/api/review-supplier/${tokens[1]}`;
  for (const stars of [0, 6, 4.5, '5', null, undefined]) {
    const res = await guest.post(url, { stars, comment: 'ok' });
    expect([stars, res.statusCode]).toEqual([stars, 422]);
    expect(Object.keys(res.json().errors)).toEqual(['stars']);
  }
  expect((await guest.post(url, { stars: 0 })).json().errors.stars).toEqual(['Give between 1 and 5 stars']);
  const long = await guest.post(url, { stars: 4, comment: 'x'.repeat(2001) });
  expect(long.statusCode).toBe(422);
  expect(Object.keys(long.json().errors)).toEqual(['comment']);
  expect((await guest.post(url, [1, 2] as unknown as object)).statusCode).toBe(422);
  expect((await guest.get(`${url}/validate`)).statusCode).toBe(200);
});

test('a token rates once: 201, then 410 for rating and validating', async () => {
  const guest = new BrowserSession(ctx.app);
  const url = `/api/review-supplier/${tokens[0]}`;
  const first = await guest.post(url, { stars: 5, comment: '  Hurtigt svar og et godt tilbud.  ' });
  expect(first.statusCode).toBe(201);
  const ratings = await ctx.database.db.select().from(t.supplierRatings);
  expect(ratings).toHaveLength(1);
  expect(ratings[0]).toMatchObject({ stars: 5, comment: 'Hurtigt svar og et godt tilbud.' });
  expect((await guest.post(url, { stars: 1 })).statusCode).toBe(410);
  expect((await guest.get(`${url}/validate`)).statusCode).toBe(410);
  expect(await ctx.database.db.select().from(t.supplierRatings)).toHaveLength(1);
});

test('an expired token is 410', async () => {
  const [token] = await ctx.database.db.select().from(t.supplierRatingTokens).orderBy(t.supplierRatingTokens.id);
  const expiring = await issueRatingToken(
    ctx.database.db,
    { userId: token.userId, supplierId: token.supplierId, rfqId: token.rfqId as number },
    new Date('2020-01-01'),
  );
  expect((await new BrowserSession(ctx.app).get(`/api/review-supplier/${expiring}/validate`)).statusCode).toBe(410);
  expect((await new BrowserSession(ctx.app).post(`/api/review-supplier/${expiring}`, { stars: 3 })).statusCode).toBe(
    410,
  );
});

test('the rating-mail job asks about offers older than 14 days, once per request and lender', async () => {
  const db = ctx.database.db;
  const mailer = createMailer(ctx.config, db, ctx.app.log);
  const [lars] = await db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
  const suppliers = await db.select().from(t.suppliers).orderBy(t.suppliers.id);
  const [rfq] = await db
    .insert(t.rfqs)
    .values({
      userId: lars.id,
      purpose: 'generic',
      subjects: ['deposits'],
      request: { purpose: 'generic', properties: [], deposits: [], loans: [], credits: [] },
    })
    .returning();
  const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
  for (const [supplier, age] of [
    [suppliers[0], RATING_MAIL_AFTER_OFFER_DAYS + 1],
    [suppliers[2], RATING_MAIL_AFTER_OFFER_DAYS - 1],
  ] as const) {
    const [lead] = await db.insert(t.leads).values({ rfqId: rfq.id, supplierId: supplier.id }).returning();
    await db.insert(t.offers).values({ leadId: lead.id, createdAt: days(age) });
  }
  const before = (await db.select().from(t.mailOutbox)).length;
  expect(
    await sendRatingMails(db, mailer, ctx.config.appUrl, { offersOlderThanDays: RATING_MAIL_AFTER_OFFER_DAYS }),
  ).toBe(1);
  const [mail] = (await db.select().from(t.mailOutbox).orderBy(t.mailOutbox.id)).slice(before);
  expect(mail).toMatchObject({
    to: 'kunde2@example.dk',
    subject: `What did you think of the offer from ${suppliers[0].name}?`,
  });
  expect(
    await sendRatingMails(db, mailer, ctx.config.appUrl, { offersOlderThanDays: RATING_MAIL_AFTER_OFFER_DAYS }),
  ).toBe(0);
});
