// The client side of bench/apiLoad.ts, run in a child process of its own so the clients do not share the
// server's event loop (which would make the server look slower and starve some requests). It imports nothing of
// the server, so the child starts quickly. Jobs run one after another; each warms up, then fires up to
// `requests` requests (or for `maxSeconds`) over `concurrency` connections.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export type LoadJob = {
  label: string;
  url: string;
  /** Several servers: connection i sends to urls[i % n] (a load balancer's round robin); default [url]. */
  urls?: string[];
  cookie: string | null;
  concurrency: number;
  requests: number;
  maxSeconds: number;
};
export type LoadResult = {
  /** Milliseconds from sending to the whole body read, sorted ascending. */
  latencies: number[];
  seconds: number;
  /** Size of the last response body. */
  bytes: number;
  statuses: Record<string, number>;
};

/** Several runs of one job as one: their requests, their seconds added up. */
export function mergeResults(results: LoadResult[]): LoadResult {
  const statuses: Record<string, number> = {};
  for (const result of results)
    for (const [status, count] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    latencies: results.flatMap((result) => result.latencies).sort((a, b) => a - b),
    seconds: results.reduce((sum, result) => sum + result.seconds, 0),
    bytes: results.at(-1)?.bytes ?? 0,
    statuses,
  };
}

const JOBS_VARIABLE = 'LOAD_GENERATOR_JOBS';
/** Requests of each job that are not measured (at least one per connection). */
export const WARM_UP_REQUESTS = 200;

async function runJob({ url, urls, cookie, concurrency, requests, maxSeconds }: LoadJob): Promise<LoadResult> {
  const headers: Record<string, string> = { accept: 'application/json', ...(cookie ? { cookie } : {}) };
  const targets = urls ?? [url];
  let bytes = 0;
  // A refused or broken connection (a server killed mid-run) is counted as an error, not a crash of the run.
  const fire = async (connection: number) => {
    const started = performance.now();
    try {
      const res = await fetch(targets[connection % targets.length], { headers });
      bytes = (await res.arrayBuffer()).byteLength;
      return { ms: performance.now() - started, status: String(res.status) };
    } catch {
      return { ms: performance.now() - started, status: 'error' };
    }
  };
  // Rounds on every connection until WARM_UP_REQUESTS have gone, so the figures are steady-state requests
  // (connections open, code compiled by the JIT, caches warm) rather than a storm of handshakes and cold code.
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += concurrency) {
    await Promise.all(Array.from({ length: concurrency }, (_, connection) => fire(connection)));
  }
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let issued = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, connection) => {
      while (issued < requests && performance.now() < deadline) {
        issued += 1;
        const { ms, status } = await fire(connection);
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), seconds, bytes, statuses };
}

/** Runs the jobs in a child process and resolves with one result per job, in order. */
export function runLoad(jobs: LoadJob[]): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    // Same loader flags (tsx) as this process, so the child can run TypeScript.
    const child = fork(__filename, [], {
      execArgv: process.execArgv,
      env: { ...process.env, [JOBS_VARIABLE]: JSON.stringify(jobs) },
    });
    child.once('message', (results) => resolve(results as LoadResult[]));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function childMain(jobs: LoadJob[]): Promise<void> {
  const results: LoadResult[] = [];
  for (const job of jobs) results.push(await runJob(job));
  await new Promise<void>((done) => process.send?.(results, () => done()));
  process.disconnect?.();
}

if (process.env[JOBS_VARIABLE] && process.send) {
  childMain(JSON.parse(process.env[JOBS_VARIABLE]) as LoadJob[]).catch((error: unknown) => {
    process.stderr.write(`load generator failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
