// POST /api/vitals: a browser's Web Vitals become histogram counts on /metrics and nothing else; anything that is
// not a vital is refused field by field, and one address cannot flood it.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../server/config';
import { rowsOf } from '../../../server/db/rowsOf';
import { VITALS_PATH, VITALS_PER_MINUTE_PER_ADDRESS } from '../../../server/metrics/vitalsRoutes';
import { parsePrometheusText, sampleValue } from '../../support/prometheusText';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

let addresses = 0;
/** Each test its own client address, so the per-address limit of one does not reach another. */
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

/** As navigator.sendBeacon sends it: a JSON string as text/plain, no cookie, no XSRF header. */
const beacon = (body: unknown, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: VITALS_PATH,
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'accept-language': 'en' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function vitalsSamples() {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  return parsePrometheusText(res.body);
}

test('a beacon without cookie or XSRF header is counted in its route pattern’s histogram', async () => {
  const route = '/rfqs/:rfqId/leads/:leadId';
  const count = 'laanetorvet_web_vitals_lcp_seconds_count';
  const before = sampleValue(await vitalsSamples(), count, { route });
  const res = await beacon({ name: 'LCP', value: 1800, route });
  expect(res.statusCode).toBe(204);
  expect(res.headers['set-cookie']).toBeUndefined();
  const samples = await vitalsSamples();
  expect(sampleValue(samples, count, { route })).toBe(before + 1);
  // 1.8 s falls in the 2 s bucket, not in the 1.5 s one.
  const bucket = (le: string) => sampleValue(samples, 'laanetorvet_web_vitals_lcp_seconds_bucket', { route, le });
  expect(bucket('2') - bucket('1.5')).toBeGreaterThanOrEqual(1);
});

test('a JSON body is accepted as well, and CLS and INP land in their own histograms', async () => {
  const send = (body: object) =>
    ctx.app.inject({ method: 'POST', url: VITALS_PATH, remoteAddress: nextAddress(), payload: body });
  expect((await send({ name: 'CLS', value: 0.05, route: '/home' })).statusCode).toBe(204);
  expect((await send({ name: 'INP', value: 120, route: '/form/om-dig' })).statusCode).toBe(204);
  const samples = await vitalsSamples();
  expect(sampleValue(samples, 'laanetorvet_web_vitals_cls_count', { route: '/home' })).toBeGreaterThanOrEqual(1);
  expect(sampleValue(samples, 'laanetorvet_web_vitals_inp_seconds_count', { route: '/form/om-dig' })).toBeGreaterThan(
    0,
  );
});

test.each([
  ['an unknown metric', { name: 'FID', value: 10, route: '/home' }, 'name'],
  ['a negative value', { name: 'LCP', value: -1, route: '/home' }, 'value'],
  ['a non-finite value (JSON has none: null)', { name: 'LCP', value: null, route: '/home' }, 'value'],
  ['a value as text', { name: 'LCP', value: 'Infinity', route: '/home' }, 'value'],
  ['a path with ids instead of its pattern', { name: 'LCP', value: 900, route: '/rfqs/12/leads/3' }, 'route'],
  ['a path with a token', { name: 'LCP', value: 900, route: '/password/reset/abc123' }, 'route'],
  ['an extra field', { name: 'LCP', value: 900, route: '/home', userAgent: 'Firefox' }, 'userAgent'],
  ['a missing field', { name: 'LCP', value: 900 }, 'route'],
])('%s is refused with 422 keyed by its field', async (_what, body, field) => {
  const res = await beacon(body);
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toEqual([field]);
});

test('a body that is not JSON, or too large, is refused without a 500', async () => {
  expect((await beacon('LCP=900')).statusCode).toBe(400);
  expect((await beacon({ name: 'LCP', value: 900, route: '/home', pad: 'x'.repeat(2000) })).statusCode).toBe(413);
});

test(`one address gets ${VITALS_PER_MINUTE_PER_ADDRESS} reports a minute, then 429; another address is not affected`, async () => {
  const address = nextAddress();
  const body = { name: 'CLS', value: 0.01, route: '/' };
  for (let i = 0; i < VITALS_PER_MINUTE_PER_ADDRESS; i += 1) expect((await beacon(body, address)).statusCode).toBe(204);
  const over = await beacon(body, address);
  expect(over.statusCode).toBe(429);
  expect(over.headers['retry-after']).toBeDefined();
  expect((await beacon(body, nextAddress())).statusCode).toBe(204);
});

test('a report stores nothing: no row in any table, and no address in the metrics', async () => {
  const rowCounts = async () => {
    const tables = rowsOf<{ name: string }>(
      await ctx.database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      ),
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ n: number }>(
        await ctx.database.db.execute(sql.raw(`select count(*)::int as n from "${name}"`)),
      );
      counts[name] = row.n;
    }
    return counts;
  };
  const before = await rowCounts();
  expect(Object.keys(before).length).toBeGreaterThan(10);
  const address = '192.0.2.201';
  expect(
    (await beacon({ name: 'LCP', value: 2500, route: '/rfqs/:rfqId/compare-offers/:leadIds?' }, address)).statusCode,
  ).toBe(204);
  expect(await rowCounts()).toEqual(before);
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  expect(text).not.toContain(address);
});

test('the share of visits that report is VITALS_SAMPLE_RATE (0 to 1, unset 0.1, else refused), handed to the SPA in /api/config', async () => {
  const rate = (value: string | undefined) => loadConfig({ VITALS_SAMPLE_RATE: value }).vitalsSampleRate;
  expect([rate('0.25'), rate('0'), rate('1'), rate(undefined), rate('')]).toEqual([0.25, 0, 1, 0.1, 0.1]);
  for (const wrong of ['1.5', '-0.1', 'ten']) expect(() => rate(wrong)).toThrow(/VITALS_SAMPLE_RATE=.* is not allowed/);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.json().vitals).toEqual({ sampleRate: ctx.config.vitalsSampleRate });
});
