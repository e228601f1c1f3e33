// API latency under load: the dashboard's heaviest read, GET /api/customer/users/{id}/rfqs (requests,
// leads, offers and products of the signed-in demo customer), side by side with GET /readyz (one `select 1`, the
// cheapest call that still reaches the database; the figures before 2026-11-29 are of /healthz, which asked the
// same then), in one run, at each concurrency. The server is the app as `npm run serve` runs it, in a process of
// its own (support/appProcess.ts) with the log level it ships with
// (LOG_LEVEL unset: info, two lines per request), its log written to a file; the load comes from another child
// process (support/loadGenerator.ts). PostgreSQL only (DATABASE_URL): the server and the bench must share the
// database, in a throwaway database holding `--other-requests` other customers' requests besides the demo
// customer's, so the read shows whether it stays fast as data grows. Bounded: `--requests` per measurement after a
// warm-up, or `--max-seconds`, whichever ends first, in `--rounds` slices that alternate with the other endpoint's.
// `--cpu-prof DIR` writes the server's V8 CPU profile there.
// Prints figures only.
// Run: DATABASE_URL=postgres://… npm run bench -- api [--requests 2000] [--concurrency 50,200]
//   [--other-requests 20000] [--max-seconds 20] [--rounds 5] [--cpu-prof DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess, type AppProcess } from './support/appProcess';
import { describeSeed, openBenchDatabase } from './support/benchDatabase';
import { countListOption, countOption, optionValue } from './support/benchOptions';
import { cookieHeader, signIn } from './support/httpSession';
import { mergeResults, runLoad, WARM_UP_REQUESTS, type LoadJob } from './support/loadGenerator';
import { loadAverage, loadTable, summarise } from './support/loadTable';

const argv = process.argv.slice(2);
const REQUESTS = countOption(argv, 'requests', 2_000, 1);
const CONCURRENCY = countListOption(argv, 'concurrency', [50, 200]);
const OTHER_REQUESTS = countOption(argv, 'other-requests', 20_000);
const MAX_SECONDS = countOption(argv, 'max-seconds', 20, 1);
const ROUNDS = countOption(argv, 'rounds', 5, 1);
const CPU_PROFILE_DIR = optionValue(argv, 'cpu-prof');
/** The aims: the read at this share of /readyz's throughput or more, and p99 under this many p50s. */
const AIM_RATIO = 0.4;
const AIM_TAIL = 4;
/** Unmeasured requests of each endpoint sent to the new server process before the measured ones. */
const SERVER_WARM_UP = { requests: 1_000, concurrency: 50, maxSeconds: 15 };

/** The server's environment: as shipped, but for the database, the demo seed and the limits a bench must lift. */
function serverEnvironment(databaseUrl: string, throwaway: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  url.pathname = `/${throwaway}`;
  // bench/run.ts sets NODE_ENV=production, which refuses the demo secrets and seeds no demo customer.
  const { LOG_LEVEL: _shippedLevelInstead, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'development',
    DATABASE_URL: url.toString(),
    // The bench measures the API, not the per-user or per-address rate limit (the limit still counts each request).
    RATE_LIMIT_PER_MINUTE: '100000000',
    LENDER_DELAY_MS: '0',
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the API bench needs DATABASE_URL: its server process shares the database');
  const bench = await openBenchDatabase(databaseUrl, OTHER_REQUESTS);
  const logFile = path.join(os.tmpdir(), `api-bench-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  let server: AppProcess | undefined;
  try {
    server = await startAppProcess({
      env: serverEnvironment(databaseUrl, bench.throwaway),
      stdout: log,
      nodeArgs: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : [],
    });
    const { base } = server;
    const { cookies, userId } = await signIn(base, 'kunde@example.dk');
    const rfqs = `${base}/api/customer/users/${userId}/rfqs`;
    // /readyz as a probe calls it: no session. Each concurrency measures both back to back, so a change in the
    // machine's load between the two affects the ratio as little as possible.
    const pair = (concurrency: number, requests: number, maxSeconds: number): LoadJob[] => [
      { label: 'GET /readyz', url: `${base}/readyz`, cookie: null, concurrency, requests, maxSeconds },
      {
        label: 'GET /api/customer/users/{id}/rfqs',
        url: rfqs,
        cookie: cookieHeader(cookies),
        concurrency,
        requests,
        maxSeconds,
      },
    ];
    // A new process has run none of its code yet: a round of both, unmeasured, before the first figure.
    const warmUp = pair(SERVER_WARM_UP.concurrency, SERVER_WARM_UP.requests, SERVER_WARM_UP.maxSeconds);
    // Each line is ROUNDS slices taking turns with the other endpoint's, so the machine's load, which other jobs
    // change from minute to minute, weighs on both endpoints alike.
    const slice = { requests: Math.ceil(REQUESTS / ROUNDS), seconds: MAX_SECONDS / ROUNDS };
    const lines = CONCURRENCY.flatMap((concurrency) => pair(concurrency, REQUESTS, MAX_SECONDS));
    const slices = CONCURRENCY.flatMap((concurrency) =>
      Array.from({ length: ROUNDS }, () => pair(concurrency, slice.requests, slice.seconds)).flat(),
    );
    const loadBefore = loadAverage();
    const results = (await runLoad([...warmUp, ...slices])).slice(warmUp.length);
    const rows = lines.map((line) =>
      summarise(
        line,
        mergeResults(
          results.filter((_, i) => slices[i].url === line.url && slices[i].concurrency === line.concurrency),
        ),
      ),
    );
    const loadAfter = loadAverage();
    const ratios = CONCURRENCY.map((concurrency) => {
      const [health, read] = rows.filter((r) => r.job.concurrency === concurrency);
      const ratio = read.perSecond / health.perSecond;
      return `  at ${concurrency} concurrent: ${ratio.toFixed(2)} (aim ≥ ${AIM_RATIO}: ${ratio >= AIM_RATIO ? 'met' : 'not met'})`;
    });
    const [readRow] = rows.filter((r) => r.job.url === rfqs);
    await server.stop();
    const logLines = fs.readFileSync(logFile, 'utf8').split('\n').length - 1;
    process.stdout.write(
      [
        `API under load on ${bench.engine}, loopback, ${os.cpus().length} cores; the server in a process of its own ` +
          `(node --import tsx server/main.ts, as npm run serve) at its shipped log level, ` +
          `${logLines.toLocaleString('en-GB')} log lines written to a file (deleted at the end)`,
        `  ${describeSeed(bench, OTHER_REQUESTS)}`,
        `  first ${SERVER_WARM_UP.requests} unmeasured requests of each endpoint to the new process; then up to ` +
          `${REQUESTS} requests (or ${MAX_SECONDS} s) per line, in ${ROUNDS} slices taking turns with the other ` +
          `endpoint's, each after ${WARM_UP_REQUESTS} or more unmeasured requests; ` +
          `GET …/rfqs answers ${readRow.result.bytes} bytes (the demo customer's tree)`,
        `  RATE_LIMIT_PER_MINUTE=100000000 for the bench, so the per-user and per-address limit never refuses`,
        `  load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`,
        ...(CPU_PROFILE_DIR ? [`  the server's CPU profile: ${path.resolve(CPU_PROFILE_DIR)}`] : []),
        '',
        loadTable(rows, AIM_TAIL),
        '',
        "throughput of GET …/rfqs as a share of GET /readyz's:",
        ...ratios,
        '',
      ].join('\n'),
    );
  } finally {
    await server?.stop();
    fs.closeSync(log);
    fs.rmSync(logFile, { force: true });
    await bench.database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`apiLoad failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
