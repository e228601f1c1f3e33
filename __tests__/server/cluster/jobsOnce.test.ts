// Two app instances on one PostgreSQL, each with its job worker polling: every job runs once, whichever
// instance enqueued it. Needs PostgreSQL (two workers on one PGlite would only take turns on its one connection):
// CI runs it in the PostgreSQL pass; without DATABASE_URL the suite says it skipped.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { enqueueJob } from '../../../server/jobs/jobQueue';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { waitUntil } from '../jobs/waitUntil';

const suite = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) process.stdout.write('jobsOnce.test.ts: skipped, DATABASE_URL is not set\n');

let a: TestContext;
let b: FastifyInstance;
/** Runs of each job's handler, by job number, and which instance ran it. */
const runs = new Map<number, string[]>();

function handleOn(app: FastifyInstance, name: string) {
  app.jobs.handle('test.once', async ({ n }) => {
    runs.set(n, [...(runs.get(n) ?? []), name]);
    // Long enough for the other worker to poll meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  a = await createTestApp({ seed: false });
  b = await buildApp({ config: a.config, database: a.database });
  handleOn(a.app, 'a');
  handleOn(b, 'b');
  await b.ready();
}, 120_000);

afterAll(async () => {
  await b?.close();
  await closeTestApp(a);
});

async function openJobs(): Promise<number> {
  const result = await a.database.db.execute(sql`select count(*)::int as n from jobs where done_at is null`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

suite('two workers on one database', () => {
  test('50 jobs polled by both workers at once: each runs exactly once', async () => {
    runs.clear();
    for (let n = 1; n <= 50; n += 1) await enqueueJob(a.database.db, 'test.once', { n });
    a.app.jobs.startWorker({ pollMs: 10 });
    b.jobs.startWorker({ pollMs: 10 });
    await waitUntil(async () => (await openJobs()) === 0);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const [, by] of runs) expect(by).toHaveLength(1);
    // Both took part (each claims one job at a time, so neither can take them all while the other polls).
    const by = [...runs.values()].flat();
    expect(by).toContain('a');
    expect(by).toContain('b');
  });

  test('a job enqueued on one instance, due while both look for it, runs once', async () => {
    runs.clear();
    for (let n = 101; n <= 110; n += 1) await a.app.jobs.enqueue('test.once', { n }, { delayMs: 50 });
    await waitUntil(async () => (await openJobs()) === 0);
    await a.app.jobs.drain();
    expect(runs.size).toBe(10);
    for (const [, by] of runs) expect(by).toHaveLength(1);
  });
});
