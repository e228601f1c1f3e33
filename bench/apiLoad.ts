// API latency under load: the dashboard's heaviest read, GET /api/customer/users/{id}/rfqs (requests,
// leads, offers and products of the signed-in demo customer), side by side with GET /healthz (one `select 1`, the
// cheapest call that still reaches the database), in one run, at each concurrency, against the real app on a
// loopback port. The database holds `--other-requests` other customers' requests besides the demo customer's, so
// the read shows whether it stays fast as data grows. PostgreSQL in a throwaway database when DATABASE_URL is
// set, else PGlite in memory. Bounded: `--requests` per measurement after a warm-up, or `--max-seconds`, whichever
// ends first. Prints figures only.
// The load comes from a child process (support/loadGenerator.ts).
// Run: npm run bench -- api [--requests 2000] [--concurrency 50,200] [--other-requests 20000] [--max-seconds 20]
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { describeSeed, openBenchDatabase } from './support/benchDatabase';
import { countListOption, countOption } from './support/benchOptions';
import { cookieHeader, signIn } from './support/httpSession';
import { runLoad, WARM_UP_REQUESTS, type LoadJob } from './support/loadGenerator';
import { loadAverage, loadTable, summarise } from './support/loadTable';

const argv = process.argv.slice(2);
const REQUESTS = countOption(argv, 'requests', 2_000, 1);
const CONCURRENCY = countListOption(argv, 'concurrency', [50, 200]);
const OTHER_REQUESTS = countOption(argv, 'other-requests', 20_000);
const MAX_SECONDS = countOption(argv, 'max-seconds', 20, 1);
/** The aims: the read at this share of /healthz's throughput or more, and p99 under this many p50s. */
const AIM_RATIO = 0.4;
const AIM_TAIL = 4;

async function main() {
  // The bench measures the API, not the per-user or per-address rate limit.
  const config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', LENDER_DELAY_MS: '0' }),
    inMemoryDb: true,
  };
  const bench = await openBenchDatabase(config.databaseUrl, OTHER_REQUESTS);
  // Built inside the try: whatever fails, the throwaway database is dropped.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp({ config, database: bench.database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { cookies, userId } = await signIn(base, 'kunde@example.dk');
    const rfqs = `${base}/api/customer/users/${userId}/rfqs`;
    // /healthz as a probe calls it: no session. Each concurrency measures both back to back, so a change in the
    // machine's load between the two affects the ratio as little as possible.
    const bounds = { requests: REQUESTS, maxSeconds: MAX_SECONDS };
    const jobs: LoadJob[] = CONCURRENCY.flatMap((concurrency) => [
      { label: 'GET /healthz', url: `${base}/healthz`, cookie: null, concurrency, ...bounds },
      { label: 'GET /api/customer/users/{id}/rfqs', url: rfqs, cookie: cookieHeader(cookies), concurrency, ...bounds },
    ]);
    const loadBefore = loadAverage();
    const rows = (await runLoad(jobs)).map((result, i) => summarise(jobs[i], result));
    const loadAfter = loadAverage();
    const ratios = CONCURRENCY.map((concurrency) => {
      const [health, read] = rows.filter((r) => r.job.concurrency === concurrency);
      const ratio = read.perSecond / health.perSecond;
      return `  at ${concurrency} concurrent: ${ratio.toFixed(2)} (aim ≥ ${AIM_RATIO}: ${ratio >= AIM_RATIO ? 'met' : 'not met'})`;
    });
    const [readRow] = rows.filter((r) => r.job.url === rfqs);
    process.stdout.write(
      [
        `API under load on ${bench.engine}, loopback, ${os.cpus().length} cores`,
        `  ${describeSeed(bench, OTHER_REQUESTS)}`,
        `  up to ${REQUESTS} requests (or ${MAX_SECONDS} s) per line, after ${WARM_UP_REQUESTS} or more unmeasured ones; ` +
          `GET …/rfqs answers ${readRow.result.bytes} bytes (the demo customer's tree)`,
        `  load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`,
        '',
        loadTable(rows, AIM_TAIL),
        '',
        "throughput of GET …/rfqs as a share of GET /healthz's:",
        ...ratios,
        '',
      ].join('\n'),
    );
  } finally {
    await app?.close();
    await bench.database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`apiLoad failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
