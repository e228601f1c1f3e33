// The unauthenticated error-report sink must not let one request stop the server, nor store
// a report that later breaks the listing.
import fc from 'fast-check';
import { desc } from 'drizzle-orm';
import { errorReports } from '../../../server/db/schema';
import { summariesFromAnswer, summarizeNotify } from '../../../server/errorReports/errorSummary';
import { ERROR_REPORTS_PER_MINUTE_PER_ADDRESS } from '../../../server/errorReports/notifySchema';
import { ERROR_REPORT_PAYLOAD_LIMIT_BYTES } from '../../../domain/errorReportPolicy';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

let addressCounter = 0;
/** A fresh client address per test, so the per-address limit of one test does not reach another. */
const nextAddress = () => `192.0.2.${(addressCounter += 1)}`;

function event(message: string) {
  return { exceptions: [{ errorClass: 'Error', message, stacktrace: [] }], context: '/form', metaData: {} };
}

function post(
  url: string,
  payload: unknown,
  { headers = {}, address = nextAddress() }: { headers?: Record<string, string>; address?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'bugsnag-api-key': ctx.config.bugsnag.apiKey, ...headers },
  });
}

/** Processor time since `start`: what the request cost the server, however busy the machine is otherwise. */
function elapsedMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe('no report stops the server', () => {
  test('the 120,000-character message of the issue is refused at once', async () => {
    const start = process.cpuUsage();
    const res = await post('/bugsnag/notify', { events: [event('x'.repeat(120_000))] });
    expect(res.statusCode).toBe(422);
    expect(elapsedMs(start)).toBeLessThan(2000);
  });

  test('a report just under the body limit, in text without "@", is redacted and stored in under two seconds', async () => {
    const note = 'x'.repeat(ERROR_REPORT_PAYLOAD_LIMIT_BYTES - 50_000);
    const start = process.cpuUsage();
    const res = await post('/bugsnag/notify', { events: [{ ...event('x'.repeat(40_000)), metaData: { note } }] });
    expect(res.statusCode).toBe(202);
    expect(elapsedMs(start)).toBeLessThan(2000);
  });

  test('a body over the limit is refused with 413', async () => {
    const res = await post('/bugsnag/notify', {
      events: [{ ...event('x'), metaData: { note: 'x'.repeat(ERROR_REPORT_PAYLOAD_LIMIT_BYTES) } }],
    });
    expect(res.statusCode).toBe(413);
  });

  test('one address is throttled; another still gets through', async () => {
    const address = nextAddress();
    const wrongKey = { 'bugsnag-api-key': 'f'.repeat(32) };
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE_PER_ADDRESS; i += 1) {
      expect((await post('/bugsnag/notify', {}, { headers: wrongKey, address })).statusCode).toBe(401);
    }
    expect((await post('/bugsnag/notify', { events: [event('x')] }, { address })).statusCode).toBe(429);
    expect((await post('/bugsnag/sessions', { sessions: [] }, { address })).statusCode).toBe(202);
    expect((await post('/bugsnag/notify', { events: [event('x')] })).statusCode).toBe(202);
  });
});

describe('the API key is checked as Bugsnag checks it', () => {
  const payload = { events: [event('boom')] };

  test('a request without any key is refused', async () => {
    expect((await post('/bugsnag/notify', payload, { headers: { 'bugsnag-api-key': '' } })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/bugsnag/notify',
      payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(401);
  });

  test('a key that is not 32 hex characters, or another project’s, is refused', async () => {
    for (const key of ['abc', 'g'.repeat(32), 'f'.repeat(32), `${ctx.config.bugsnag.apiKey}0`]) {
      expect((await post('/bugsnag/notify', payload, { headers: { 'bugsnag-api-key': key } })).statusCode).toBe(401);
    }
    const bodyKeyWrong = { ...payload, apiKey: 'f'.repeat(32) };
    expect((await post('/bugsnag/notify', bodyKeyWrong)).statusCode).toBe(401);
  });

  test('the configured key in the header or in the body is accepted', async () => {
    expect((await post('/bugsnag/notify', payload)).statusCode).toBe(202);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/bugsnag/notify',
      payload: { ...payload, apiKey: ctx.config.bugsnag.apiKey },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('malformed reports are refused with 422 and never stored', () => {
  const malformed: Array<[string, unknown]> = [
    ['a null event', { events: [null] }],
    ['no events', {}],
    ['an empty event list', { events: [] }],
    ['events that are not a list', { events: 'boom' }],
    ['an event that is a string', { events: ['boom'] }],
    ['an event without exceptions', { events: [{}] }],
    ['a null exception', { events: [{ exceptions: [null] }] }],
    ['an exception without a message', { events: [{ exceptions: [{ errorClass: 'Error' }] }] }],
    ['an exception with an object as class', { events: [{ exceptions: [{ errorClass: {}, message: 'x' }] }] }],
    [
      'a frame that is not an object',
      { events: [{ exceptions: [{ errorClass: 'E', message: 'x', stacktrace: [1] }] }] },
    ],
    ['a body that is a list', [{ events: [] }]],
    ['a body that is a string', '"boom"'],
  ];

  test.each(malformed)('%s', async (_name, payload) => {
    const before = await ctx.database.db.select({ id: errorReports.id }).from(errorReports);
    const res = await post('/bugsnag/notify', payload);
    expect(res.statusCode).toBe(422);
    const after = await ctx.database.db.select({ id: errorReports.id }).from(errorReports);
    expect(after).toHaveLength(before.length);
  });

  test('every field of Bugsnag’s payload is kept, and a field it does not send is dropped', async () => {
    const res = await post('/bugsnag/notify', {
      payloadVersion: '4',
      notifier: { name: 'Bugsnag JavaScript' },
      events: [
        {
          ...event('kept'),
          severity: 'error',
          breadcrumbs: [{ name: 'click', metaData: { target: 'button' } }],
          metaData: { page: { step: 2 } },
          injected: { a: 1 },
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    const [row] = await ctx.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    const [stored] = (row.payload as { events: Record<string, unknown>[] }).events;
    expect(row.payload).toMatchObject({ payloadVersion: '4', notifier: { name: 'Bugsnag JavaScript' } });
    expect(stored).toMatchObject({
      severity: 'error',
      breadcrumbs: [{ name: 'click', metaData: { target: 'button' } }],
      metaData: { page: { step: 2 } },
    });
    expect(stored).not.toHaveProperty('injected');
  });
});

describe('listing survives any stored row', () => {
  test('/dev/errors answers 200 over rows stored before validation existed', async () => {
    const rows: unknown[] = [
      { events: [null] },
      { events: [{ exceptions: [null, 5] }] },
      { events: [{ exceptions: [{ errorClass: 5, message: null, stacktrace: [null, 'x'] }], request: null }] },
      { events: [{ exceptions: 'x', context: {}, request: { url: 7 } }] },
      { events: 'boom' },
      [1, 2],
      'text',
    ];
    await ctx.database.db.insert(errorReports).values(rows.map((payload) => ({ kind: 'notify', payload })));
    const res = await ctx.app.inject({ url: '/dev/errors?limit=50', remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(200);
    const { errors } = res.json();
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(summariesFromAnswer(res.json())).toEqual(errors);
  });

  test('summaries never throw, whatever the payload or the answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (payload) => {
        const summaries = summarizeNotify(1, new Date(0), payload);
        for (const summary of summaries) expect(typeof summary.message).toBe('string');
        expect(() => summariesFromAnswer({ errors: payload })).not.toThrow();
        expect(() => summariesFromAnswer(payload)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    const nested = { events: [{ exceptions: [{ stacktrace: [{ file: null, lineNumber: {} }] }] }] };
    expect(summarizeNotify(1, new Date(0), nested)[0].topFrame).toBe('(anonymous) ?');
  });
});
