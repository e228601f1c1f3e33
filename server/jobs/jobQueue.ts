// The durable job queue: work that must run once, possibly later, is a row in `jobs` before anyone is
// told it will happen, so it survives the process that accepted the request. Every app process runs a worker that
// polls for due jobs and claims one at a time with FOR UPDATE SKIP LOCKED and a lease (`locked_until`): with
// several processes on one PostgreSQL each job runs once; a process that dies mid-job leaves a lease that runs out,
// after which another process (or the same one, restarted) takes the job over. While a handler runs, its process
// renews the lease every third of it, so a long job is not taken over while alive. A claim is known by the job's
// `attempts` after claiming (each claim adds one), so a renewal, the completion and a failure's record only touch
// the row while it is still this run's claim. On PGlite the same code runs in the one process.
//
// Besides the worker, the process that enqueued a job runs it itself when it falls due (a timer), unless another
// process has claimed it first: that keeps a delay's meaning exact, and it is how apps without a worker (tests) run
// their jobs. A handler's failure is recorded in last_error and the job retried with backoff, up to MAX_ATTEMPTS;
// then it is done with its last_error kept. Payloads hold ids only: a handler reads the current rows itself.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rowsOf';
import { causeOf, copenhagenDay, scheduleJob } from './schedule';

export type JobPayload = Record<string, number>;
export type JobRow = { id: number; kind: string; payload: JobPayload; attempts: number };
/** What a handler returns is handed to whoever awaits the job in the process that ran it (see `enqueue`). */
export type JobHandler = (payload: JobPayload, job: JobRow) => Promise<unknown>;

/** A claim holds this long unless renewed; a job whose process stops renewing it is taken over after it. */
export const JOB_LEASE_MS = 60_000;
/** How often an idle worker looks for due jobs. */
export const JOB_POLL_MS = 250;
/** Runs of a failing job before it is given up (done, with its last_error). */
export const MAX_ATTEMPTS = 5;
/**
 * While the worker's poll keeps failing (the database is down), one log line per this long, with the cause and how
 * many failures it stands for, instead of one every JOB_POLL_MS.
 */
export const POLL_FAILURE_LOG_MS = 60_000;
/** Finished jobs (and scheduled jobs' claims) are deleted after this long. */
export const KEEP_FINISHED_DAYS = 7;

/** Wait before the next attempt of a job that failed `attempts` times: 2 s, 4 s, 8 s, … at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10 * 60_000, 1000 * 2 ** attempts);
}

const millis = (ms: number) => sql`${ms}::double precision * interval '1 millisecond'`;

/**
 * Stores a job due in `delayMs` (by the database's clock); returns its id. Inside a transaction the job exists
 * exactly when the transaction's work does; `JobQueue.follow` then runs it in this process after the commit.
 */
export async function enqueueJob(
  db: Db | Tx,
  kind: string,
  payload: JobPayload,
  opts: { delayMs?: number } = {},
): Promise<number> {
  const delayMs = Math.max(0, Math.round(opts.delayMs ?? 0));
  const result = await db.execute(sql`
    insert into jobs (kind, payload, run_at)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, now() + ${millis(delayMs)})
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0].id);
}

const CLAIMED = sql`returning id, kind, payload, attempts`;

/** Claims the job due first that nobody holds; null when none is due. */
async function claimNext(db: Db, leaseMs: number): Promise<JobRow | null> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + ${millis(leaseMs)}, attempts = attempts + 1
    where id = (
      select id from jobs
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at limit 1
      for update skip locked)
    ${CLAIMED}`);
  return rowsOf<JobRow>(result)[0] ?? null;
}

/** Claims one job by id, due or not, unless it is done or held by someone else. */
async function claimById(db: Db, id: number, leaseMs: number): Promise<JobRow | null> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + ${millis(leaseMs)}, attempts = attempts + 1
    where id = ${id} and done_at is null and (locked_until is null or locked_until < now())
    ${CLAIMED}`);
  return rowsOf<JobRow>(result)[0] ?? null;
}

/** The row while it is still this run's claim: `attempts` is the claim's own count, which a later claim changes. */
const isStillClaimed = (job: JobRow) =>
  sql`id = ${job.id} and attempts = ${job.attempts} and done_at is null and locked_until is not null`;

/** Extends this run's lease; false when the claim is no longer this run's (taken over, or finished). */
async function renewLease(db: Db, job: JobRow, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + ${millis(leaseMs)} where ${isStillClaimed(job)} returning id`);
  return rowsOf(result).length > 0;
}

/** Deletes jobs and scheduled jobs' claims finished more than `days` ago. */
export async function purgeFinishedJobs(db: Db, days = KEEP_FINISHED_DAYS): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < now() - ${days}::int * interval '1 day'`);
  await db.execute(sql`delete from job_runs where finished_at < now() - ${days}::int * interval '1 day'`);
}

type Waiter = { resolve: (value: unknown) => void; timer: NodeJS.Timeout | null };

export type JobQueueOptions = {
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
  /** The wait before the next attempt after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
  pollFailureLogMs?: number;
};

/** One app's side of the queue: its handlers, its worker, and the jobs it enqueued and still waits for. */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly untilDone = new Set<string>();
  private readonly waiters = new Map<number, Waiter>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly running = new Set<Promise<void>>();
  /** Ids of the jobs this process is running. */
  private readonly inHand = new Set<number>();
  private poller: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private closed = false;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempts: number) => number;
  private readonly pollFailureLogMs: number;
  /** The poll failures since the last line logged about them, and when that was. */
  private pollFailures = { count: 0, loggedAt: -Infinity };

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    opts: JobQueueOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
    this.pollMs = opts.pollMs ?? JOB_POLL_MS;
    this.maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
    this.retryDelayMs = opts.retryDelayMs ?? retryDelayMs;
    this.pollFailureLogMs = opts.pollFailureLogMs ?? POLL_FAILURE_LOG_MS;
  }

  /**
   * Registers the handler of a kind of job (once per app, while it is built). `untilDone`: the job is never given
   * up after MAX_ATTEMPTS but retried at the longest backoff until it succeeds, for work that must happen in the
   * end whatever fails on the way (erasing a closed account's files).
   */
  handle(kind: string, handler: JobHandler, opts: { untilDone?: boolean } = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler);
    if (opts.untilDone) this.untilDone.add(kind);
  }

  /**
   * Stores a job and, in this process, runs it when it falls due unless another process claims it first. `result`
   * settles with the handler's answer when this process ran it, else with null (another process ran it, it failed,
   * or the app closed first; the job then stays in the table for another process or the next start).
   */
  async enqueue(
    kind: string,
    payload: JobPayload,
    opts: { delayMs?: number } = {},
  ): Promise<{ id: number; result: Promise<unknown> }> {
    const id = await enqueueJob(this.db, kind, payload, opts);
    return { id, result: this.follow(id, opts) };
  }

  /**
   * Runs a job already stored (by `enqueueJob` in a transaction) in this process when it falls due, unless another
   * process claims it first; settles like `enqueue`'s `result`.
   */
  follow(id: number, opts: { delayMs?: number } = {}): Promise<unknown> {
    if (this.closed) return Promise.resolve(null);
    const result = new Promise<unknown>((resolve) => {
      const waiter: Waiter = { resolve, timer: null };
      this.waiters.set(id, waiter);
      const delayMs = opts.delayMs ?? 0;
      if (delayMs <= 0) {
        this.track(this.runById(id));
      } else {
        waiter.timer = setTimeout(() => {
          waiter.timer = null;
          this.track(this.runById(id));
        }, delayMs);
        // A job waiting for its time must not keep a process (a script, a test run) alive: the row keeps it.
        waiter.timer.unref();
      }
    });
    this.pending.add(result);
    void result.finally(() => this.pending.delete(result));
    return result;
  }

  /** Starts polling for due jobs (every app process outside tests; a test may start it itself). */
  startWorker(opts: { pollMs?: number } = {}): void {
    if (this.poller || this.closed) return;
    const pollMs = opts.pollMs ?? this.pollMs;
    const tick = () => {
      this.polling = this.runDueJobs()
        .then(() => this.pollSucceeded())
        .catch((error: unknown) => this.pollFailed(error))
        .finally(() => {
          this.polling = null;
          if (!this.closed) this.poller = setTimeout(tick, pollMs).unref();
        });
    };
    this.poller = setTimeout(tick, 0).unref();
  }

  /** Runs due jobs in this process, one at a time, until none is due; how many ran. */
  async runDueJobs(): Promise<number> {
    let ran = 0;
    while (!this.closed) {
      const job = await claimNext(this.db, this.leaseMs);
      if (!job) break;
      await this.track(this.execute(job));
      ran += 1;
    }
    return ran;
  }

  /** Waits until every job this app enqueued has run (or was dropped) and no job is due. */
  async drain(): Promise<void> {
    do {
      while (this.pending.size > 0 || this.running.size > 0) {
        await Promise.all([...this.pending, ...this.running]);
      }
    } while ((await this.runDueJobs()) > 0 || this.pending.size > 0);
  }

  /**
   * Stops claiming: the worker ends, jobs waiting for their time are left to the table (their `result` settles
   * with null), and the jobs in hand are finished.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearTimeout(this.poller);
    this.poller = null;
    for (const [id, waiter] of [...this.waiters]) {
      if (!waiter.timer) continue;
      clearTimeout(waiter.timer);
      this.settle(id, null);
    }
    await this.polling;
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private pollFailed(error: unknown): void {
    const failures = this.pollFailures;
    failures.count += 1;
    const now = performance.now();
    if (now - failures.loggedAt < this.pollFailureLogMs) return;
    this.log.error({ err: error, cause: causeOf(error), failures: failures.count }, 'job worker poll failed');
    this.pollFailures = { count: 0, loggedAt: now };
  }

  private pollSucceeded(): void {
    if (this.pollFailures.loggedAt === -Infinity) return;
    const { count } = this.pollFailures;
    this.pollFailures = { count: 0, loggedAt: -Infinity };
    this.log.info({ failuresSinceLastLine: count }, 'job worker poll recovered');
  }

  private track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return run;
  }

  private settle(id: number, value: unknown) {
    const waiter = this.waiters.get(id);
    if (!waiter) return;
    this.waiters.delete(id);
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.resolve(value);
  }

  private async runById(id: number): Promise<void> {
    try {
      const job = this.closed ? null : await claimById(this.db, id, this.leaseMs);
      if (job) return await this.execute(job);
    } catch (error) {
      this.log.error({ err: errorOf(error), jobId: id }, 'job claim failed');
    }
    // Done or held elsewhere (another process's worker got there first), or the app is closing; when this
    // process's own worker has it, that run settles it.
    if (!this.inHand.has(id)) this.settle(id, null);
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    this.inHand.add(job.id);
    const heartbeat = this.keepLease(job);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const value = await handler(job.payload, job);
      await heartbeat.stop();
      const done = await this.db.execute(
        sql`update jobs set done_at = now(), locked_until = null, last_error = null
            where ${isStillClaimed(job)} returning id`,
      );
      if (rowsOf(done).length === 0) {
        // Another worker holds the job now and will run it (again): its run decides the outcome, not this one.
        this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job finished after losing its claim');
        this.settle(job.id, null);
        return;
      }
      this.settle(job.id, value ?? null);
    } catch (error) {
      await heartbeat.stop();
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= this.maxAttempts && !this.untilDone.has(job.kind);
      this.log.error(
        { err: errorOf(error), jobId: job.id, kind: job.kind, attempts: job.attempts },
        last ? 'job failed, given up' : 'job failed, will retry',
      );
      await this.db
        .execute(
          last
            ? sql`update jobs set done_at = now(), locked_until = null, last_error = ${message}
                  where ${isStillClaimed(job)}`
            : sql`update jobs set locked_until = null, last_error = ${message},
                  run_at = now() + ${millis(this.retryDelayMs(job.attempts))} where ${isStillClaimed(job)}`,
        )
        .catch((recordError: unknown) =>
          this.log.error({ err: errorOf(recordError), jobId: job.id }, 'job failure not recorded'),
        );
      this.settle(job.id, null);
    } finally {
      this.inHand.delete(job.id);
    }
  }

  /**
   * Renews the job's lease every third of it while the handler runs, so that two renewals can fail (a slow
   * database) before the lease runs out. Stops by itself once the claim is lost; `stop` waits for a renewal in
   * flight, so none lands after the completion.
   */
  private keepLease(job: JobRow): { stop(): Promise<void> } {
    let timer: NodeJS.Timeout | null = null;
    let renewing: Promise<void> = Promise.resolve();
    let stopped = false;
    const beat = () => {
      timer = null;
      renewing = renewLease(this.db, job, this.leaseMs)
        .then((held) => {
          if (held) return true;
          this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job lost its claim while running');
          return false;
        })
        .catch((error: unknown) => {
          // A failed renewal is retried at the next beat; the lease still has two thirds to run.
          this.log.warn({ err: errorOf(error), jobId: job.id }, 'job lease renewal failed');
          return true;
        })
        .then((keepGoing) => {
          if (keepGoing && !stopped) schedule();
        });
    };
    const schedule = () => {
      timer = setTimeout(beat, Math.max(1, Math.floor(this.leaseMs / 3)));
      timer.unref();
    };
    schedule();
    return {
      async stop() {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = null;
        await renewing;
      },
    };
  }
}

function errorOf(error: unknown) {
  return error instanceof Error ? { message: error.message, stack: error.stack } : String(error);
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Gives the app its queue (`app.jobs`; on the root, so every plugin registers its handlers on the same one), starts
 * the worker once the app is ready (not in tests: they drain the queue themselves), stops it on close, and
 * deletes old finished jobs once a day.
 */
export function installJobQueue(app: FastifyInstance, opts: JobQueueOptions = {}): void {
  const queue = new JobQueue(app.db, app.log, opts);
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => {
    if (app.config.env !== 'test') queue.startWorker();
  });
  app.addHook('onClose', () => queue.close());
  scheduleJob(app, {
    name: 'purge-finished-jobs',
    cron: '40 3 * * *',
    period: copenhagenDay,
    run: () => purgeFinishedJobs(app.db),
  });
}
