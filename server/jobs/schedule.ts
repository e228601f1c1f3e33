// Scheduled jobs (the daily mortgage recomputation, …): every app process keeps a croner timer, and at each tick
// the processes race to claim the job's period in `job_runs`; the one whose claim lands runs it, the others skip.
// So a job runs once per period however many processes are started, on PGlite (one process) and PostgreSQL alike,
// and a process that died mid-run leaves a claim whose lease runs out, after which the next tick takes it over.
// Every run this process makes is one log line and a figure on /metrics, and its claim names the process.
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { copenhagenDate, isoDate } from '../../domain/validation/dates';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rowsOf';

/** How long a claim holds before another process may take the period over (a run that died). */
export const DEFAULT_LEASE_MS = 15 * 60_000;

/**
 * Which process ran a job, `hostname:pid` (a host runs several processes): its claim's `claimed_by` and its log
 * line's `runner`, so the one leads to the other (pino's own `hostname` and `pid` are on every line as well).
 */
export const RUNNER = `${hostname()}:${process.pid}`;

/** The Danish calendar day of `now` (YYYY-MM-DD): the period of a daily job. */
export function copenhagenDay(now: Date): string {
  return isoDate(copenhagenDate(now));
}

/** The period of a job run every `ms` (a 30-second slot, …): the start of the slot the tick falls in, in UTC. */
export function slotOf(ms: number): (now: Date) => string {
  return (now) => new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}

/**
 * Claims (name, period) and runs `work` if the claim is ours; false when another process has it or finished it.
 * A failed run gives its claim back at once, so the next tick retries.
 */
export async function runClaimed(
  db: Db,
  name: string,
  period: string,
  work: () => Promise<void>,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<boolean> {
  const leaseUntil = new Date(Date.now() + leaseMs).toISOString();
  const claimed = await db.execute(sql`
    insert into job_runs (name, period, lease_until, claimed_by) values (${name}, ${period}, ${leaseUntil}, ${RUNNER})
    on conflict (name, period) do update
      set claimed_at = now(), lease_until = excluded.lease_until, claimed_by = excluded.claimed_by
      where job_runs.finished_at is null and job_runs.lease_until < now()
    returning name`);
  if (rowsOf(claimed).length === 0) return false;
  try {
    await work();
  } catch (error) {
    // Free at once: `now()` alone can equal the next claim's `now()` on a clock that ticks coarser than two statements.
    await db.execute(
      sql`update job_runs set lease_until = now() - interval '1 second' where name = ${name} and period = ${period}`,
    );
    throw error;
  }
  await db.execute(sql`update job_runs set finished_at = now() where name = ${name} and period = ${period}`);
  return true;
}

export type ScheduledJob = {
  name: string;
  /** A cron pattern, read in Danish time. */
  cron: string;
  /** The period one run covers, from the tick's time (a daily job: copenhagenDay). */
  period: (now: Date) => string;
  run: (app: FastifyInstance) => Promise<void>;
};

/**
 * One tick of the job in this process: claims the period and, when the claim is ours, runs the job, writes one log
 * line (the job, the period, how long, which process) and files the run in the metrics. Never throws: a failure is
 * that line at error level, and the next tick retries.
 */
export async function tickScheduledJob(app: FastifyInstance, job: ScheduledJob, now = new Date()): Promise<void> {
  const period = job.period(now);
  const started = performance.now();
  const line = () => ({ job: job.name, period, durationMs: Math.round(performance.now() - started), runner: RUNNER });
  try {
    if (!(await runClaimed(app.db, job.name, period, () => job.run(app)))) return;
    app.metrics.observeScheduledJob(job.name, 'succeeded', (performance.now() - started) / 1000);
    app.log.info(line(), 'scheduled job ran');
  } catch (error) {
    app.metrics.observeScheduledJob(job.name, 'failed', (performance.now() - started) / 1000);
    // The error itself: the log's redaction reduces it to what may be logged (server/http/logRedaction.ts).
    app.log.error({ ...line(), err: error, cause: causeOf(error) }, 'scheduled job failed');
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What lies behind a failed query, which Drizzle's own message ("Failed query: …") does not say, and which the log's
 * redaction drops with that message: the driver's code, and its message when it is about the connection
 * (`connect ECONNREFUSED …`), not a statement's (an SQLSTATE error's message may quote a value).
 */
export function causeOf(error: unknown): { code?: string; message?: string } | undefined {
  const { cause } = (error ?? {}) as { cause?: unknown };
  if (!(cause instanceof Error)) return undefined;
  const { code } = cause as { code?: unknown };
  if (typeof code === 'string' && SQLSTATE.test(code)) return { code };
  return { ...(typeof code === 'string' ? { code } : {}), message: cause.message };
}

/** Starts the job's timer in this process (not in tests: they call the job's work themselves). */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  if (app.config.env === 'test') return;
  let running: Promise<void> | null = null;
  const timer = new Cron(job.cron, { timezone: 'Europe/Copenhagen', protect: true, unref: true }, () => {
    running = tickScheduledJob(app, job).finally(() => {
      running = null;
    });
    return running;
  });
  app.addHook('onClose', async () => {
    timer.stop();
    await running;
  });
}
