// Request ids are UUIDs, or the caller's X-Request-Id when it is a safe token, and every answer carries its id
// back; health probes log one line at debug instead of two at info.
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../../support/databaseTemplates';
import { makeFakeSpa } from '../../support/testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase(testConfig(), {
    kind: 'empty',
    throwawayDatabase: `test_reqlog_${process.pid}_${Date.now()}`,
  });
}, 120_000);
afterAll(() => database?.close());

/** An app logging at `level` into an array of parsed lines. */
async function appLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const config = testConfig({ spaDir: makeFakeSpa(), logLevel: level });
  const app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  await app.ready();
  return { app, lines };
}

test('without an X-Request-Id each request gets a UUID of its own, logged and returned', async () => {
  const { app, lines } = await appLogging('info');
  const ids: unknown[] = [];
  for (let i = 0; i < 2; i += 1) {
    const res = await app.inject('/api/users/current/auth');
    ids.push(res.headers['x-request-id']);
  }
  expect(ids[0]).toMatch(UUID);
  expect(ids[1]).toMatch(UUID);
  expect(ids[0]).not.toBe(ids[1]);
  expect(lines.filter((line) => line.reqId === ids[0]).map((line) => line.msg)).toEqual([
    'incoming request',
    'request completed',
  ]);
  await app.close();
});

test.each(['req-42', 'a1B2.c3_d4-e5', 'x'.repeat(128)])('an incoming X-Request-Id %s is kept', async (given) => {
  const { app, lines } = await appLogging('info');
  const res = await app.inject({ url: '/api/users/current/auth', headers: { 'x-request-id': given } });
  expect(res.headers['x-request-id']).toBe(given);
  expect(lines.some((line) => line.reqId === given)).toBe(true);
  await app.close();
});

test.each(['x'.repeat(129), 'a b', 'id\\nforged', '<script>', 'ø'])(
  'an unsafe X-Request-Id (%s) is replaced by a UUID',
  async (given) => {
    const { app } = await appLogging('silent');
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    await app.close();
  },
);

test('health probes write nothing at info, and one line each at debug', async () => {
  const info = await appLogging('info');
  await info.app.inject('/healthz');
  await info.app.inject('/readyz?from=balancer');
  expect(info.lines.filter((line) => typeof line.reqId === 'string')).toEqual([]);
  await info.app.close();

  const debug = await appLogging('debug');
  await debug.app.inject('/healthz');
  await debug.app.inject('/readyz');
  const probeLines = debug.lines.filter((line) => typeof line.reqId === 'string');
  expect(probeLines.map((line) => [line.level, line.msg])).toEqual([
    [20, 'health probe answered'],
    [20, 'health probe answered'],
  ]);
  expect(probeLines.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([200, 200]);
  await debug.app.close();
});
