// API latency under load: the dashboard's heaviest read, GET /api/customer/users/{id}/rfqs (requests, leads,
// offers and products), fired by 200 concurrent clients at the real app on a loopback port over a seeded
// in-memory PGlite. A bounded run (2,000 requests after a warm-up on every connection) that stops by itself; prints figures only.
// The load comes from a child process, so the clients do not share the server's event loop (which would make
// the server look slower and starve some requests). Run: npx tsx bench/apiLoad.ts [total] [concurrency]
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { cookieHeader, signIn } from './support/httpSession';

const TOTAL = Number(process.argv[2] ?? 2_000);
const CONCURRENCY = Number(process.argv[3] ?? 200);
const WARM_UP_ROUNDS = 2;
const CLIENT_FLAG = '--load-generator';

type LoadJob = { url: string; cookie: string; total: number; concurrency: number };
type LoadResult = { latencies: number[]; seconds: number; bytes: number; statuses: Record<string, number> };

/** The client side, run in the child process: warm up, then `total` requests over `concurrency` connections. */
async function generateLoad({ url, cookie, total, concurrency }: LoadJob): Promise<LoadResult> {
  const headers = { accept: 'application/json', cookie };
  let bytes = 0;
  const fire = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, status: res.status };
  };
  // Warm up with every connection the run will use, so the figures are steady-state requests rather than a
  // storm of 200 simultaneous TCP handshakes.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) await Promise.all(Array.from({ length: concurrency }, fire));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const { ms, status } = await fire();
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, bytes, statuses };
}

function runClients(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Same loader flags (tsx) as this process, so the child runs this very file.
    const child = fork(__filename, [CLIENT_FLAG], {
      execArgv: process.execArgv,
      env: { ...process.env, API_LOAD_JOB: JSON.stringify(job) },
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  // The bench measures the API, not the per-user rate limit (a real dashboard makes a few calls a minute).
  const config = {
    ...loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: String(10 * (TOTAL + WARM_UP_ROUNDS * CONCURRENCY)),
      LENDER_DELAY_MS: '0',
    }),
    inMemoryDb: true,
  };
  // PGlite in memory by default; with DATABASE_URL, a throwaway PostgreSQL database beside the configured one.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: true,
    throwawayDatabase: `bench_${process.pid}`,
  });
  const engine = config.databaseUrl ? 'PostgreSQL' : 'PGlite in memory';
  await seed(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  try {
    const { cookies, userId } = await signIn(base, 'kunde@example.dk');
    const url = `${base}/api/customer/users/${userId}/rfqs`;
    const result = await runClients({ url, cookie: cookieHeader(cookies), total: TOTAL, concurrency: CONCURRENCY });
    const { latencies, seconds } = result;
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    process.stdout.write(
      [
        `GET /api/customer/users/{id}/rfqs — ${TOTAL} requests, ${CONCURRENCY} concurrent, loopback, ${engine} (${result.bytes} bytes a response)`,
        `  p50 ${f(percentile(latencies, 50))}   p90 ${f(percentile(latencies, 90))}   p99 ${f(percentile(latencies, 99))}   max ${f(latencies[latencies.length - 1])}`,
        `  throughput ${(TOTAL / seconds).toFixed(0)} requests/s over ${seconds.toFixed(2)} s`,
        `  statuses ${Object.entries(result.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(', ')}`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const run = process.argv.includes(CLIENT_FLAG)
  ? generateLoad(JSON.parse(process.env.API_LOAD_JOB ?? '{}') as LoadJob).then(
      (result) =>
        new Promise<void>((done) =>
          process.send?.(result, () => {
            process.disconnect?.();
            done();
          }),
        ),
    )
  : main();
run.catch((error: unknown) => {
  process.stderr.write(`apiLoad failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
