// The surveillance's recomputation: a rates import loads prices in one transaction (a bad row names line and column and
// loads nothing) and recomputes every opted-in customer; an alert fires once per crossing of the threshold, as a
// mail in the customer's language and a realtime event on their channel.
import { count, eq, gt } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { notifierOf } from '../../../server/leads/customerNotifier';
import { createMailer } from '../../../server/mail/mailer';
import { describeRatesError, importRates, parseRatesFile } from '../../../server/mortgageSurveillance/importRates';
import { recomputeAll, type SurveillanceDeps } from '../../../server/mortgageSurveillance/surveillanceService';
import { runClaimed } from '../../../server/jobs/schedule';
import { RECOMPUTE_JOB } from '../../../server/routes/mortgageSurveillanceRoutes';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let deps: SurveillanceDeps;
let mette: BrowserSession;
let metteId: number;
let houseId: number;
let published: { userId: number; event: string; data: unknown }[];

const HEADER = 'series,coupon,term_years,kind,date,price,yield';
// Mette's mortgage is 4 %: far in the future only the 3 % series is priced, so the figures depend on its price.
const day = (date: string, price: string) => `${HEADER}\n3% Nykredit 2056,3,30,fixed,${date},${price},3.1\n`;
const base = () => `/api/customer/users/${metteId}/mortgage-surveillance`;

async function alertMails() {
  return ctx.database.db
    .select()
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.to, 'kunde@example.dk'))
    .then((rows) => rows.filter((r) => r.subject.includes('omlægge')));
}

async function gainOn(date: string): Promise<number> {
  const [row] = await ctx.database.db
    .select()
    .from(t.mortgageSurveillanceHistory)
    .where(eq(t.mortgageSurveillanceHistory.date, date));
  return row.gainAfterTaxOre;
}

async function priceCount() {
  return (await ctx.database.db.select({ n: count() }).from(t.bondPrices))[0].n;
}

beforeAll(async () => {
  ctx = await createTestApp();
  deps = {
    db: ctx.database.db,
    mailer: createMailer(ctx.config, ctx.database.db, ctx.app.log),
    notify: notifierOf(ctx.app),
    appUrl: ctx.config.appUrl,
  };
  published = [];
  jest.spyOn(ctx.app.realtime, 'publishToUser').mockImplementation(async (userId, event, data) => {
    published.push({ userId, event, data });
    return true;
  });
  mette = new BrowserSession(ctx.app);
  metteId = (await mette.login('kunde@example.dk')).id;
  expect((await mette.post(`${base()}/consent`, { accepted: true })).statusCode).toBe(201);
  houseId = (await mette.get(base())).json().properties[0].property_id;
}, 180_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

describe('the rates file', () => {
  test.each([
    ['a wrong header', 1, 'header', 'series;coupon\n'],
    ['a missing column', 2, 'yield', `${HEADER}\n3% X,3,30,fixed,2031-01-02,99\n`],
    ['a comma as decimal mark', 2, 'price', `${HEADER}\n3% X,3,30,fixed,2031-01-02,"99,5",3.1\n`],
    [
      'an impossible date',
      3,
      'date',
      `${HEADER}\n3% X,3,30,fixed,2031-01-02,99,3.1\n3% X,3,30,fixed,2031-02-30,99,3.1\n`,
    ],
    [
      'an unknown kind',
      4,
      'kind',
      `${HEADER}\n\n3% X,3,30,fixed,2031-01-02,99,3.1\nF1 X,2,1,floating,2031-01-02,99,3.1\n`,
    ],
    [
      'a series whose coupon changes',
      3,
      'coupon',
      `${HEADER}\n3% X,3,30,fixed,2031-01-02,99,3.1\n3% X,3.5,30,fixed,2031-01-03,99,3.1\n`,
    ],
    [
      'the same day twice',
      3,
      'date',
      `${HEADER}\r\n3% X,3,30,fixed,2031-01-02,99,3.1\r\n3% X,3,30,fixed,2031-01-02,98,3.1\r\n`,
    ],
    ['a NUL in a name', 2, 'series', `${HEADER}\n3% X\u0000,3,30,fixed,2031-01-02,99,3.1\n`],
    ['a huge price', 2, 'price', `${HEADER}\n3% X,3,30,fixed,2031-01-02,99999999999,3.1\n`],
    ['a negative term', 2, 'term_years', `${HEADER}\n3% X,3,-30,fixed,2031-01-02,99,3.1\n`],
  ])('%s: refused, naming line %i and column %s', (_name, line, column, text) => {
    const parsed = parseRatesFile(text);
    expect('error' in parsed && parsed.error).toMatchObject({ line, column });
  });

  test('a bad row loads nothing, not even the good rows before it, and says where in both languages', async () => {
    const before = await priceCount();
    const seriesBefore = (await ctx.database.db.select({ n: count() }).from(t.bondSeries))[0].n;
    const outcome = await importRates(
      deps,
      `${HEADER}\n7% Ny 2056,7,30,fixed,2031-01-02,99,7\n7% Ny 2056,7,30,fixed,2031-01-03,abc,7\n`,
    );
    expect(outcome).toEqual({ kind: 'invalid', error: { line: 3, column: 'price', reason: 'price' } });
    expect(await priceCount()).toBe(before);
    expect((await ctx.database.db.select({ n: count() }).from(t.bondSeries))[0].n).toBe(seriesBefore);
    if (outcome.kind !== 'invalid') throw new Error('expected invalid');
    expect(describeRatesError('en', outcome.error)).toMatch(
      /^Line 3, column price: The price must be .* Nothing was loaded\.$/,
    );
    expect(describeRatesError('da', outcome.error)).toMatch(
      /^Linje 3, kolonne price: Kursen skal .* Intet er indlæst\.$/,
    );
  });

  test('a good file adds series and prices, updates a day already loaded, and recomputes the opted-in', async () => {
    const before = await priceCount();
    const text = `\uFEFF${HEADER}\r\n"3% Nykredit 2056",3,30,fixed,2031-01-02,97.5,3.2\r\nF3 Ny 2034,2.4,3,variable,2031-01-02,100.1,2.4\r\n`;
    expect(await importRates(deps, text)).toEqual({ kind: 'ok', series: 2, prices: 2, customers: 1 });
    expect(await priceCount()).toBe(before + 2);
    expect(await gainOn('2031-01-02')).toEqual(expect.any(Number));
    // The same day again with another price: updated, not doubled.
    expect(await importRates(deps, day('2031-01-02', '97.6'))).toMatchObject({ kind: 'ok', prices: 1 });
    expect(await priceCount()).toBe(before + 2);
    const overview = (await mette.get(base())).json();
    expect(overview.rates_date).toBe('2031-01-02');
    expect(overview.properties[0].fixed_mortgages[0].conversion).toMatchObject({
      to_series: '3% Nykredit 2056',
      to_price: 97.6,
    });
  });
});

describe('the alert', () => {
  const threshold = 100_000;

  test('fires once per crossing: cross → 1, stay above → 1, fall below → 1, cross again → 2', async () => {
    await importRates(deps, day('2032-01-01', '85'));
    const low = await gainOn('2032-01-01');
    expect(low).toBeLessThan(threshold * 100);
    const set = await mette.put(`${base()}/properties/${houseId}/alert`, { min_gain_kr: threshold });
    expect(set.statusCode).toBe(200);
    const mailsBefore = (await alertMails()).length;
    const eventsBefore = published.length;

    await importRates(deps, day('2032-01-02', '99.5'));
    expect(await gainOn('2032-01-02')).toBeGreaterThanOrEqual(threshold * 100);
    expect((await alertMails()).length).toBe(mailsBefore + 1);

    await importRates(deps, day('2032-01-03', '99.4'));
    expect(await gainOn('2032-01-03')).toBeGreaterThanOrEqual(threshold * 100);
    expect((await alertMails()).length).toBe(mailsBefore + 1);

    await importRates(deps, day('2032-01-04', '85'));
    expect((await alertMails()).length).toBe(mailsBefore + 1);

    await importRates(deps, day('2032-01-05', '99.5'));
    const mails = await alertMails();
    expect(mails.length).toBe(mailsBefore + 2);
    expect(published.slice(eventsBefore)).toEqual([
      { userId: metteId, event: 'mortgage.alert', data: { propertyId: houseId } },
      { userId: metteId, event: 'mortgage.alert', data: { propertyId: houseId } },
    ]);
    // Danish (her preference), with the address, the gain and a link to the property's page.
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Det kan nu betale sig at omlægge lånet på Algade 12, Roskilde');
    expect(mail.text).toMatch(/gevinst efter skat og omkostninger på [\d.]+ kr\./);
    expect(mail.text).toContain(`/mortgage-surveillance/property/${houseId}`);
    expect(mail.html).toContain('Se beregningen');
  });

  test('a threshold set while the gain is already above it waits for the next crossing', async () => {
    const mailsBefore = (await alertMails()).length;
    expect((await mette.put(`${base()}/properties/${houseId}/alert`, { min_gain_kr: 1 })).statusCode).toBe(200);
    await importRates(deps, day('2032-01-06', '99.5'));
    expect((await alertMails()).length).toBe(mailsBefore);
  });

  test('the daily job run by two processes at once recomputes once: one mail for one crossing', async () => {
    await importRates(deps, day('2032-01-07', '85')); // below: re-armed
    const [series] = await ctx.database.db.select().from(t.bondSeries).where(eq(t.bondSeries.name, '3% Nykredit 2056'));
    await ctx.database.db
      .insert(t.bondPrices)
      .values({ seriesId: series.id, date: '2032-01-08', price: '99.5000', yield: '3.1000' });
    const mailsBefore = (await alertMails()).length;
    // Two processes: each its own mailer, one database; both tick for the same day.
    const other = { ...deps, mailer: createMailer(ctx.config, ctx.database.db, ctx.app.log) };
    const runs = await Promise.all(
      [deps, other].map((d) =>
        runClaimed(ctx.database.db, RECOMPUTE_JOB.name, '2032-01-08', async () => void (await recomputeAll(d))),
      ),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect((await alertMails()).length).toBe(mailsBefore + 1);
    expect(await gainOn('2032-01-08')).toBeGreaterThan(0);
  });

  test('a withdrawn customer is no longer recomputed', async () => {
    expect((await mette.request({ url: `${base()}/consent`, method: 'DELETE' })).statusCode).toBe(204);
    expect(await importRates(deps, day('2032-01-09', '85'))).toMatchObject({ kind: 'ok', customers: 0 });
    const rows = await ctx.database.db
      .select()
      .from(t.mortgageSurveillanceHistory)
      .where(gt(t.mortgageSurveillanceHistory.date, '2000-01-01'));
    expect(rows).toEqual([]);
  });
});
