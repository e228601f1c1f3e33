// A scheduled job's period is claimed in the database: it runs once however many processes tick at once, a failed
// run is retried at the next tick, and a claim whose lease ran out (its process died) is taken over.
import { sql } from 'drizzle-orm';
import {
  causeOf,
  copenhagenDay,
  runClaimed,
  RUNNER,
  tickScheduledJob,
  type ScheduledJob,
} from '../../../server/jobs/schedule';
import { rowsOf } from '../../../server/db/rowsOf';
import { parsePrometheusText, sampleValue } from '../../support/prometheusText';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => closeTestApp(ctx));

test('ten processes ticking at once: the period runs once, and not again when it has finished', async () => {
  let runs = 0;
  const work = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const claims = await Promise.all(
    Array.from({ length: 10 }, () => runClaimed(ctx.database.db, 'recompute', '2026-11-23', work)),
  );
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await runClaimed(ctx.database.db, 'recompute', '2026-11-23', work)).toBe(false);
  expect(runs).toBe(1);
  // The next period is a new run; another job's name is its own.
  expect(await runClaimed(ctx.database.db, 'recompute', '2026-11-24', work)).toBe(true);
  expect(await runClaimed(ctx.database.db, 'other', '2026-11-23', work)).toBe(true);
  expect(runs).toBe(3);
});

test('a failed run gives its claim back; a claim whose lease ran out is taken over', async () => {
  await expect(
    runClaimed(ctx.database.db, 'flaky', 'p', async () => {
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  let runs = 0;
  expect(await runClaimed(ctx.database.db, 'flaky', 'p', async () => void (runs += 1))).toBe(true);
  expect(runs).toBe(1);

  // A process claimed the period and died: while its lease holds nobody else runs it; after, the next one does.
  await ctx.database.db.execute(
    sql`insert into job_runs (name, period, lease_until) values ('died', 'p', now() + interval '1 hour')`,
  );
  expect(await runClaimed(ctx.database.db, 'died', 'p', async () => void (runs += 1))).toBe(false);
  await ctx.database.db.execute(sql`update job_runs set lease_until = now() - interval '1 second' where name = 'died'`);
  expect(await runClaimed(ctx.database.db, 'died', 'p', async () => void (runs += 1))).toBe(true);
  expect(runs).toBe(2);
});

describe('each run this process makes', () => {
  const job = (name: string, run: ScheduledJob['run']): ScheduledJob => ({
    name,
    cron: '* * * * *',
    period: () => 'p',
    run,
  });
  const scrape = async () => parsePrometheusText((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body);
  const runners = async (name: string) =>
    rowsOf<{ claimed_by: string }>(
      await ctx.database.db.execute(sql`select claimed_by from job_runs where name = ${name}`),
    ).map((row) => row.claimed_by);

  test('is one log line with the process that ran it, a metric, and its claim names the process', async () => {
    const info = jest.spyOn(ctx.app.log, 'info');
    await tickScheduledJob(
      ctx.app,
      job('logged-job', async () => undefined),
    );
    await tickScheduledJob(
      ctx.app,
      job('logged-job', async () => undefined),
    ); // the period is done: no run
    const lines = info.mock.calls.filter(([, message]) => message === 'scheduled job ran');
    info.mockRestore();
    expect(lines).toEqual([
      [{ job: 'logged-job', period: 'p', durationMs: expect.any(Number), runner: RUNNER }, 'scheduled job ran'],
    ]);
    expect(await runners('logged-job')).toEqual([RUNNER]);
    const samples = await scrape();
    const labels = { job: 'logged-job' };
    expect(sampleValue(samples, 'laanetorvet_scheduled_job_runs_total', { ...labels, outcome: 'succeeded' })).toBe(1);
    expect(sampleValue(samples, 'laanetorvet_scheduled_job_duration_seconds_count', labels)).toBe(1);
    const lastSuccess = sampleValue(samples, 'laanetorvet_scheduled_job_last_success_timestamp_seconds', labels);
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);
  });

  test('a failure is counted and logged with its cause, and the next tick retries', async () => {
    const error = jest.spyOn(ctx.app.log, 'error');
    const failing = job('failing-job', async () => {
      throw new Error('Failed query: select 1', { cause: new Error('connection refused') });
    });
    await tickScheduledJob(ctx.app, failing);
    await tickScheduledJob(ctx.app, failing);
    const lines = error.mock.calls.filter(([, message]) => message === 'scheduled job failed');
    error.mockRestore();
    expect(lines).toHaveLength(2);
    expect(lines[0][0]).toMatchObject({
      job: 'failing-job',
      runner: RUNNER,
      err: expect.objectContaining({ message: 'Failed query: select 1' }),
      cause: { message: 'connection refused' },
    });
    const samples = await scrape();
    const labels = { job: 'failing-job' };
    expect(sampleValue(samples, 'laanetorvet_scheduled_job_runs_total', { ...labels, outcome: 'failed' })).toBe(2);
    expect(
      samples.some(
        (s) => s.name === 'laanetorvet_scheduled_job_last_success_timestamp_seconds' && s.labels.job === 'failing-job',
      ),
    ).toBe(false);
  });
});

test('a daily period is the Danish calendar day', () => {
  expect(copenhagenDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  expect(copenhagenDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  expect(copenhagenDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
});

test('a failed query’s cause: the connection’s message, but only the code of a statement’s error', () => {
  const failed = (cause: Error) => new Error('Failed query: select …', { cause });
  const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
  const badValue = Object.assign(new Error('invalid input syntax for type integer: "kunde@example.dk"'), {
    code: '22P02',
  });
  expect(causeOf(failed(refused))).toEqual({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' });
  expect(causeOf(failed(badValue))).toEqual({ code: '22P02' });
  expect(causeOf(new Error('no cause'))).toBeUndefined();
});
