// The durable job queue (server/jobs/jobQueue.ts) on whichever database the run uses (PGlite in memory, or
// PostgreSQL when DATABASE_URL is set): the same code, in-process on PGlite.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../../server/app';
import * as t from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { enqueueJob, JobQueue, purgeFinishedJobs } from '../../../server/jobs/jobQueue';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { waitUntil } from './waitUntil';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

const jobRow = async (id: number) => (await ctx.database.db.select().from(t.jobs).where(eq(t.jobs.id, id)))[0];
describe('a job', () => {
  test('runs in the process that enqueued it, once, and its handler’s answer is handed back', async () => {
    const seen: number[] = [];
    ctx.app.jobs.handle('test.double', async ({ n }) => {
      seen.push(n);
      return n * 2;
    });
    const { id, result } = await ctx.app.jobs.enqueue('test.double', { n: 21 });
    expect(await result).toBe(42);
    await ctx.app.jobs.drain();
    expect(seen).toEqual([21]);
    expect(await jobRow(id)).toMatchObject({ kind: 'test.double', payload: { n: 21 }, attempts: 1, lastError: null });
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
  });

  test('waits for its delay', async () => {
    let ranAt = 0;
    ctx.app.jobs.handle('test.later', async () => {
      ranAt = Date.now();
    });
    const started = Date.now();
    const { result } = await ctx.app.jobs.enqueue('test.later', {}, { delayMs: 80 });
    expect(ranAt).toBe(0);
    await result;
    expect(ranAt - started).toBeGreaterThanOrEqual(75);
  });

  test('a failing handler is retried with backoff, then given up with its last error recorded', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log, { maxAttempts: 3, retryDelayMs: () => 0 });
    let calls = 0;
    queue.handle('test.fails', async () => {
      calls += 1;
      throw new Error(`broken ${calls}`);
    });
    const id = await enqueueJob(ctx.database.db, 'test.fails', { x: 1 });
    await queue.runDueJobs();
    expect(calls).toBe(3);
    const row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 3, lastError: 'broken 3', lockedUntil: null });
    expect(row.doneAt).toBeInstanceOf(Date);
    await queue.close();
  });

  test('a failure reschedules the job by the backoff, and a later success clears the error', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log, { retryDelayMs: () => 60_000 });
    let calls = 0;
    queue.handle('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('first time');
    });
    const id = await enqueueJob(ctx.database.db, 'test.flaky', {});
    expect(await queue.runDueJobs()).toBe(1);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'first time', doneAt: null, lockedUntil: null });
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing runs. Then its time comes.
    expect(await queue.runDueJobs()).toBe(0);
    await ctx.database.db
      .update(t.jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(t.jobs.id, id));
    expect(await queue.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, lastError: null });
    await queue.close();
  });

  test('a job whose kind has no handler here is not lost: it is retried later', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log);
    const id = await enqueueJob(ctx.database.db, 'test.unknown', {});
    await queue.runDueJobs();
    expect(await jobRow(id)).toMatchObject({ doneAt: null, lastError: 'no handler for job kind test.unknown' });
    await ctx.database.db.update(t.jobs).set({ doneAt: new Date() }).where(eq(t.jobs.id, id));
  });

  test('a claim held by a live lease is left alone; once the lease ran out, another worker takes the job over', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log);
    let calls = 0;
    queue.handle('test.abandoned', async () => {
      calls += 1;
    });
    const id = await enqueueJob(ctx.database.db, 'test.abandoned', {});
    // A process claimed it and died: its lease still runs.
    await ctx.database.db
      .update(t.jobs)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(t.jobs.id, id));
    expect(await queue.runDueJobs()).toBe(0);
    await ctx.database.db
      .update(t.jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(t.jobs.id, id));
    expect(await queue.runDueJobs()).toBe(1);
    expect(calls).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2 });
    await queue.close();
  });

  test('survives a restart: enqueued, the app closes before it is due, a new app on the same database runs it', async () => {
    const ran: number[] = [];
    const first = await buildApp({ config: ctx.config, database: ctx.database });
    first.jobs.handle('test.restart', async ({ n }) => {
      ran.push(n);
    });
    await first.ready();
    const { id, result } = await first.jobs.enqueue('test.restart', { n: 7 }, { delayMs: 300 });
    await first.close();
    expect(await result).toBeNull();
    expect(ran).toEqual([]);
    expect((await jobRow(id)).doneAt).toBeNull();

    const second = await buildApp({ config: ctx.config, database: ctx.database });
    second.jobs.handle('test.restart', async ({ n }) => {
      ran.push(n);
    });
    await second.ready();
    // Outside tests every app starts its worker when ready.
    second.jobs.startWorker({ pollMs: 20 });
    try {
      await waitUntil(async () => (await jobRow(id)).doneAt !== null);
      expect(ran).toEqual([7]);
    } finally {
      await second.close();
    }
  });

  test('closing waits for the job in hand and claims nothing after', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log);
    let finished = false;
    queue.handle('test.slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    const id = await enqueueJob(ctx.database.db, 'test.slow', {});
    const next = await enqueueJob(ctx.database.db, 'test.slow', {});
    queue.startWorker({ pollMs: 10 });
    await waitUntil(async () => (await jobRow(id)).lockedUntil !== null);
    await queue.close();
    expect(finished).toBe(true);
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
    expect(await jobRow(next)).toMatchObject({ doneAt: null, attempts: 0 });
    await ctx.database.db.update(t.jobs).set({ doneAt: new Date() }).where(eq(t.jobs.id, next));
  });

  test('finished jobs are purged after a week; open ones stay', async () => {
    const old = await enqueueJob(ctx.database.db, 'test.old', {});
    const open = await enqueueJob(ctx.database.db, 'test.open', {}, { delayMs: 3_600_000 });
    await ctx.database.db
      .update(t.jobs)
      .set({ doneAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(t.jobs.id, old));
    await purgeFinishedJobs(ctx.database.db);
    expect(await jobRow(old)).toBeUndefined();
    expect(await jobRow(open)).toBeDefined();
  });
});

describe('a job that runs longer than its lease', () => {
  // A lease of 500 ms against a handler of 2 s: without a heartbeat the lease would run out four times over. Not
  // shorter: PGlite runs on the test's own thread, and on a busy 2-core machine a 150 ms lease was missed by a
  // heartbeat that was merely late.
  const LEASE_MS = 500;
  const HANDLER_MS = 4 * LEASE_MS;

  test('is not run a second time by another worker while it still runs', async () => {
    const first = new JobQueue(ctx.database.db, ctx.app.log, { leaseMs: LEASE_MS });
    const second = new JobQueue(ctx.database.db, ctx.app.log, { leaseMs: LEASE_MS });
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
    };
    first.handle('test.long', slow);
    second.handle('test.long', slow);
    const id = await enqueueJob(ctx.database.db, 'test.long', {});
    const running = first.runDueJobs();
    await waitUntil(async () => runs === 1);
    // The second worker polls all through the first one's run, past several lengths of the original lease.
    let takenOver = 0;
    const end = Date.now() + HANDLER_MS + 100;
    while (Date.now() < end) {
      takenOver += await second.runDueJobs();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await running).toBe(1);
    expect(takenOver).toBe(0);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
    await Promise.all([first.close(), second.close()]);
  });

  test('a run that lost its claim neither marks the job done nor extends the new holder’s lease', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log, { leaseMs: LEASE_MS });
    let release: () => void = () => undefined;
    queue.handle('test.lost', () => new Promise<void>((resolve) => (release = resolve)));
    const id = await enqueueJob(ctx.database.db, 'test.lost', {});
    const running = queue.runDueJobs();
    await waitUntil(async () => (await jobRow(id)).attempts === 1);
    // Another worker took the job over (say this process stalled past its lease): a new claim, a lease of its own.
    const theirs = new Date(Date.now() + 60_000);
    await ctx.database.db.update(t.jobs).set({ attempts: 2, lockedUntil: theirs }).where(eq(t.jobs.id, id));
    // Long enough for several heartbeats of the old run.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS));
    release();
    await running;
    const row = await jobRow(id);
    expect(row.doneAt).toBeNull();
    expect(row.attempts).toBe(2);
    expect(row.lockedUntil?.getTime()).toBe(theirs.getTime());
    await queue.close();
    await ctx.database.db.update(t.jobs).set({ doneAt: new Date() }).where(eq(t.jobs.id, id));
  });

  test('a failure after the claim was lost is not recorded over the new holder’s run', async () => {
    const queue = new JobQueue(ctx.database.db, ctx.app.log, { leaseMs: LEASE_MS, retryDelayMs: () => 0 });
    let fail: (error: Error) => void = () => undefined;
    queue.handle('test.lostFailure', () => new Promise<void>((_, reject) => (fail = reject)));
    const id = await enqueueJob(ctx.database.db, 'test.lostFailure', {});
    const running = queue.runDueJobs();
    await waitUntil(async () => (await jobRow(id)).attempts === 1);
    const theirs = new Date(Date.now() + 60_000);
    await ctx.database.db.update(t.jobs).set({ attempts: 2, lockedUntil: theirs }).where(eq(t.jobs.id, id));
    fail(new Error('too late'));
    await running;
    const row = await jobRow(id);
    expect(row).toMatchObject({ doneAt: null, attempts: 2, lastError: null });
    expect(row.lockedUntil?.getTime()).toBe(theirs.getTime());
    await queue.close();
    await ctx.database.db.update(t.jobs).set({ doneAt: new Date() }).where(eq(t.jobs.id, id));
  });
});

test('a database outage: the worker’s failing polls are one line a period, with the cause, and one when they stop', async () => {
  let down = true;
  let failedPolls = 0;
  const outage = () => {
    failedPolls += 1;
    return Promise.reject(
      new Error('Failed query: update jobs …', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      }),
    );
  };
  const db = { execute: (query: never) => (down ? outage() : ctx.database.db.execute(query)) } as unknown as Db;
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const record = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push({ level, fields, message });
  const log = { ...ctx.app.log, error: record('error'), info: record('info') } as unknown as FastifyBaseLogger;
  const queue = new JobQueue(db, log, { pollFailureLogMs: 60_000 });
  queue.startWorker({ pollMs: 2 });
  await waitUntil(async () => lines.length > 0);
  // Enough failed polls for the recovery line's count below (those after the first, logged one), however busy the
  // machine: a fixed 50 ms gave only 5 at load average 30.
  await waitUntil(async () => failedPolls > 6);
  expect(lines).toEqual([
    {
      level: 'error',
      fields: {
        err: expect.objectContaining({ message: 'Failed query: update jobs …' }),
        cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
        failures: 1,
      },
      message: 'job worker poll failed',
    },
  ]);
  down = false;
  await waitUntil(async () => lines.length > 1);
  expect(lines[1]).toMatchObject({ level: 'info', message: 'job worker poll recovered' });
  expect(lines[1].fields.failuresSinceLastLine).toBeGreaterThan(5);
  await queue.close();
  expect(lines).toHaveLength(2);
});
