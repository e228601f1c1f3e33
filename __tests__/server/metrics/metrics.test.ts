// GET /metrics: Prometheus text that moves with the app's traffic and state, labelled by route pattern and
// process, and open only to whom it should be.
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { APP_CHANNEL } from '../../../domain/realtimeEvents';
import { enqueueJob } from '../../../server/jobs/jobQueue';
import { UNMATCHED_ROUTE } from '../../../server/metrics/metricsPlugin';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { parsePrometheusText, sampleValue, type Sample } from '../../support/prometheusText';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { processName: 'web-1' } });
}, 120_000);
afterAll(() => closeTestApp(ctx));

async function scrape(target: TestContext = ctx): Promise<Sample[]> {
  const res = await target.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

const REQUESTS = 'laanetorvet_http_request_duration_seconds_count';

test('every sample carries the process label, and Node’s own figures include the event-loop delay', async () => {
  const samples = await scrape();
  expect(samples.length).toBeGreaterThan(20);
  expect(samples.filter((s) => s.labels.process !== 'web-1')).toEqual([]);
  for (const name of ['laanetorvet_nodejs_eventloop_lag_p99_seconds', 'laanetorvet_process_resident_memory_bytes'])
    expect(samples.some((s) => s.name === name)).toBe(true);
});

test('requests are counted per route pattern and status, never per raw URL', async () => {
  const route = '/api/customer/rfqs/:rfqId';
  const before = sampleValue(await scrape(), REQUESTS, { method: 'GET', route, status: '401' });
  for (const id of [424242, 535353]) {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/customer/rfqs/${id}` })).statusCode).toBe(401);
  }
  await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/777' });
  const samples = await scrape();
  expect(sampleValue(samples, REQUESTS, { method: 'GET', route, status: '401' })).toBe(before + 2);
  expect(sampleValue(samples, REQUESTS, { method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBeGreaterThan(0);
  const routes = samples.filter((s) => s.name === REQUESTS).map((s) => s.labels.route);
  expect(routes.filter((r) => /\d{3}/.test(r))).toEqual([]);
});

test('pages are counted per route pattern, and every unknown path under one label', async () => {
  const before = await scrape();
  const count = (samples: Sample[], route: string) =>
    sampleValue(samples, REQUESTS, { method: 'GET', route, status: '200' });
  const urls = ['/login', '/form/', '/rfqs/11/leads/22/messages', '/rfqs/33/leads/44/messages', '/lenders/5'];
  for (const url of [...urls, '/no/such/page', '/nor/this/one'])
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  const after = await scrape();
  expect(count(after, '/login')).toBe(count(before, '/login') + 1);
  expect(count(after, '/form')).toBe(count(before, '/form') + 1);
  expect(count(after, '/rfqs/:rfqId/leads/:leadId/messages')).toBe(
    count(before, '/rfqs/:rfqId/leads/:leadId/messages') + 2,
  );
  expect(count(after, '/lenders/:supplierId')).toBe(count(before, '/lenders/:supplierId') + 1);
  expect(count(after, UNMATCHED_ROUTE)).toBe(count(before, UNMATCHED_ROUTE) + 2);
  const routes = after.filter((s) => s.name === REQUESTS).map((s) => s.labels.route);
  expect(routes.filter((r) => /\d|no\/such/.test(r))).toEqual([]);
});

test('sign-ins answered 429 by the throttle are counted', async () => {
  await resetThrottles(ctx);
  const before = sampleValue(await scrape(), 'laanetorvet_login_throttled_total');
  const browser = new BrowserSession(ctx.app);
  for (let i = 0; i < 7; i += 1) await browser.post('/login', { email: 'kunde2@example.dk', password: 'Wrong1234' });
  expect(sampleValue(await scrape(), 'laanetorvet_login_throttled_total')).toBe(before + 2);
  await resetThrottles(ctx);
});

test('the job queue’s depth and its oldest due job’s age follow the jobs table', async () => {
  const before = sampleValue(await scrape(), 'laanetorvet_jobs_due');
  // No worker runs in a test app, so a job due now waits in the table.
  await enqueueJob(ctx.database.db, 'metrics.test', {});
  const samples = await scrape();
  expect(sampleValue(samples, 'laanetorvet_jobs_due')).toBe(before + 1);
  expect(sampleValue(samples, 'laanetorvet_jobs_due_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
});

test('the mail backlog counts lenders’ answers not yet mailed', async () => {
  const before = sampleValue(await scrape(), 'laanetorvet_lead_mail_notices_waiting');
  const { db } = ctx.database;
  const [lead] = await db.select().from(t.leads).limit(1);
  const [rfq] = await db.select().from(t.rfqs).where(eq(t.rfqs.id, lead.rfqId));
  await db.insert(t.leadMailNotices).values({ userId: rfq.userId, rfqId: rfq.id, leadId: lead.id, kind: 'offer' });
  expect(sampleValue(await scrape(), 'laanetorvet_lead_mail_notices_waiting')).toBe(before + 1);
});

test('realtime sockets and subscriptions of this process’s broker are reported', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${ctx.config.pusher.key}?protocol=7`);
  try {
    const events: string[] = [];
    const seen = (event: string) =>
      new Promise<void>((resolve) => {
        const check = () => (events.includes(event) ? resolve() : setTimeout(check, 10));
        check();
      });
    socket.on('message', (raw) => events.push((JSON.parse(String(raw)) as { event: string }).event));
    await seen('pusher:connection_established');
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: APP_CHANNEL } }));
    await seen('pusher_internal:subscription_succeeded');
    const samples = await scrape();
    expect(sampleValue(samples, 'laanetorvet_realtime_connections')).toBe(1);
    expect(sampleValue(samples, 'laanetorvet_realtime_subscriptions')).toBe(1);
  } finally {
    socket.terminate();
  }
});

test('the database pool is reported where there is one', async () => {
  const samples = await scrape();
  if (ctx.database.driver === 'postgres') {
    expect(sampleValue(samples, 'laanetorvet_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(samples.some((sample) => sample.name === 'laanetorvet_db_pool_waiting')).toBe(true);
  } else {
    // PGlite is one connection inside the process: there is no pool to report.
    expect(samples.filter((sample) => sample.name.startsWith('laanetorvet_db_pool_'))).toEqual([]);
  }
});

describe('who may scrape', () => {
  test('without a token, development answers this machine only', async () => {
    const outside = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
  });

  test('with METRICS_TOKEN, the bearer token is needed from anywhere', async () => {
    const other = await createTestApp({ seed: false, config: { metricsToken: 'scrape-secret-0123456789' } });
    try {
      const none = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      const wrong = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: 'Bearer scrape-secret-0123456789' },
      });
      expect(right.statusCode).toBe(200);
      expect(parsePrometheusText(right.body).length).toBeGreaterThan(0);
    } finally {
      await closeTestApp(other);
    }
  }, 120_000);

  test('production without a token answers 404, even to this machine', async () => {
    const other = await createTestApp({ seed: false, config: { env: 'production' } });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closeTestApp(other);
    }
  }, 120_000);
});
