// The embedded error-report sink (§7): the @bugsnag/js browser client's posts are stored and listed.
import { desc } from 'drizzle-orm';
import { errorReports } from '../../../server/db/schema';
import { redactEvent, type RedactableEvent } from '../../../src/lib/errorReporting/redactEvent';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => closeTestApp(ctx));

/** A notify payload as @bugsnag/js 9 sends it (payload version 4). */
function notifyPayload(message: string, apiKey = ctx.config.bugsnag.apiKey) {
  return {
    apiKey,
    payloadVersion: '4',
    notifier: { name: 'Bugsnag JavaScript', version: '9.0.0', url: 'https://github.com/bugsnag/bugsnag-js' },
    events: [
      {
        exceptions: [
          {
            errorClass: 'Error',
            message,
            type: 'browserjs',
            stacktrace: [
              {
                file: 'http://localhost:3100/assets/main.abc12345.js',
                lineNumber: 1,
                columnNumber: 4242,
                method: 'onClick',
                inProject: true,
              },
            ],
          },
        ],
        context: '/form/om-dig',
        request: { url: 'http://localhost:3100/form/om-dig?email=mette@example.dk' },
        breadcrumbs: [],
        metaData: {},
        unhandled: true,
        severity: 'error',
        app: { releaseStage: 'development' },
        device: { time: new Date().toISOString() },
      },
    ],
  };
}

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      'bugsnag-api-key': ctx.config.bugsnag.apiKey,
      'bugsnag-payload-version': '4',
      ...headers,
    },
  });
}

test('a notify post is stored (no XSRF token needed) and answered 202', async () => {
  const res = await post('/bugsnag/notify', notifyPayload('boom'));
  expect(res.statusCode).toBe(202);
  const [row] = await ctx.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
  expect(row.kind).toBe('notify');
  expect((row.payload as ReturnType<typeof notifyPayload>).events[0].exceptions[0].message).toBe('boom');
});

test('a session post is stored as a session', async () => {
  const res = await post('/bugsnag/sessions', {
    notifier: {},
    device: {},
    app: {},
    sessions: [{ id: 'abc', startedAt: new Date().toISOString(), user: {} }],
  });
  expect(res.statusCode).toBe(202);
  const [row] = await ctx.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
  expect(row.kind).toBe('session');
});

test('a post with another API key is refused', async () => {
  expect((await post('/bugsnag/notify', notifyPayload('x'), { 'bugsnag-api-key': 'f'.repeat(32) })).statusCode).toBe(
    401,
  );
  expect((await post('/bugsnag/notify', notifyPayload('x', 'e'.repeat(32)))).statusCode).toBe(401);
});

test('a body over 1 MB is refused with 413', async () => {
  const res = await post('/bugsnag/notify', notifyPayload('x'.repeat(1024 * 1024 + 10)));
  expect(res.statusCode).toBe(413);
});

test('the sink redacts again what a client left in, and /dev/errors lists the latest errors', async () => {
  await post('/bugsnag/notify', notifyPayload('failed with password=Hemmelig-kode-123 for 010190-1234'));
  const res = await ctx.app.inject('/dev/errors');
  expect(res.statusCode).toBe(200);
  const [latest] = res.json().errors;
  expect(latest).toMatchObject({
    errorClass: 'Error',
    context: '/form/om-dig',
    topFrame: 'onClick http://localhost:3100/assets/main.abc12345.js:1:4242',
  });
  expect(latest.message).toBe('failed with password=[REDACTED] for [REDACTED]');
  expect(latest.url).not.toContain('mette@example.dk');
});

test('redactEvent removes a password, a CPR number, an email address and a phone number', () => {
  const event: RedactableEvent = {
    errors: [
      {
        errorClass: 'Error',
        errorMessage: 'password=Hemmelig-kode-123 cpr 0101901234 mail mette@example.dk tlf 20 12 34 56',
      },
    ],
    breadcrumbs: [],
    request: {},
  };
  redactEvent(event);
  expect(event.errors[0].errorMessage).toBe('password=[REDACTED] cpr [REDACTED] mail [REDACTED] tlf [REDACTED]');
});
