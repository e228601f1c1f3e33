// The attacks of the privacy-and-limits review repeated on a running app (a production server process of its own,
// bench/support/attackServer.ts), each with a GET /healthz probe every 100 ms beside it: what was sent, what came
// back, how long it took and the slowest /healthz meanwhile. Prints Markdown for docs/benchmarks.md. Figures only:
// nothing here fails on a number.
// Run: npm run bench -- attacks [--shipped-timeouts] (DATABASE_URL: the PostgreSQL server to make a throwaway
// database on, by default postgres://postgres@127.0.0.1:5432/postgres; redis-server must be on the PATH).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../server/seed/users';
import {
  attackTable,
  describeProbe,
  formatTally,
  ms,
  tally,
  underProbe,
  type AttackOutcome,
} from './support/attackReport';
import { startAttackServer, type AttackServer } from './support/attackServer';
import { startHealthProbe } from './support/healthProbe';
import { bigBodiesToAdminRoute, deepStep, guestCookies, supplierFlood, uploadsPastQuota } from './support/httpAttacks';
import { cookieHeader, jsonHeaders, signIn } from './support/httpSession';
import { loadAverage } from './support/loadTable';
import { realtimeAbuse } from './support/realtimeAttacks';
import { slowClients } from './support/slowClients';

const argv = process.argv.slice(2);
const SHIPPED_TIMEOUTS = argv.includes('--shipped-timeouts');
/** The shipped timeouts over four, so that attack 11 takes half a minute, not two. */
const SHORT_TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_MS: '5000',
  HTTP_REQUEST_TIMEOUT_MS: '30000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '18000',
  HTTP_IDLE_TIMEOUT_MS: '30000',
};
const TRICKLE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const res = await request();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') };
}

const describeTimed = (results: Awaited<ReturnType<typeof timed>>[]) => {
  const times = results.map((r) => r.ms);
  const retry = results.filter((r) => r.retryAfter !== null).map((r) => r.retryAfter);
  return (
    `${formatTally(tally(results.map((r) => r.status)))}, ${ms(Math.min(...times))}–${ms(Math.max(...times))}` +
    (retry.length ? `, Retry-After ${formatTally(tally(retry as string[]))} s` : '')
  );
};

/** 10: Redis is killed; a signed-in customer keeps calling the API, someone signs in, the balancer asks /readyz. */
async function redisDies(server: AttackServer): Promise<AttackOutcome> {
  const { base } = server;
  const { cookies, userId } = await signIn(base, 'kunde@example.dk', DEMO_PASSWORD);
  const guest = await guestCookies(base);
  server.killRedis();
  const rounds = 5;
  const api: Awaited<ReturnType<typeof timed>>[] = [];
  const signIns: typeof api = [];
  const ready: typeof api = [];
  for (let round = 0; round < rounds; round += 1) {
    api.push(
      await timed(() =>
        fetch(`${base}/api/customer/users/${userId}/rfqs`, {
          headers: { cookie: cookieHeader(cookies), accept: 'application/json' },
        }),
      ),
    );
    signIns.push(
      await timed(() =>
        fetch(`${base}/login`, {
          method: 'POST',
          headers: jsonHeaders(guest),
          body: JSON.stringify({ email: 'kunde2@example.dk', password: DEMO_PASSWORD }),
        }),
      ),
    );
    ready.push(await timed(() => fetch(`${base}/readyz`)));
    await sleep(1000);
  }
  return {
    requests: `redis-server killed (SIGKILL); then ${rounds} rounds a second apart of: a signed-in GET, a sign-in, GET /readyz`,
    answers:
      `signed-in GET ${formatTally(tally(api.map((r) => r.status)))}; sign-in ` +
      `${formatTally(tally(signIns.map((r) => r.status)))}; /readyz ${formatTally(tally(ready.map((r) => r.status)))}`,
    rows: [
      ['signed-in GET /api/customer/users/{id}/rfqs', describeTimed(api)],
      ['POST /login (right password)', describeTimed(signIns)],
      ['GET /readyz', describeTimed(ready)],
    ],
  };
}

/** What the server's own log says: its 5xx answers and its error lines (pino levels 50 and up). */
function serverLogSummary(logFile: string): string {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const answers5xx: string[] = [];
  const errors: string[] = [];
  for (const line of lines) {
    let entry: { level?: number; msg?: string; res?: { statusCode?: number } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    const status = entry.res?.statusCode ?? 0;
    if (status >= 500) answers5xx.push(String(status));
    if ((entry.level ?? 0) >= 50) errors.push(entry.msg ?? '?');
  }
  return (
    `server log (${lines.length} lines, ${logFile}): 5xx answers ${formatTally(tally(answers5xx))}; ` +
    `error lines ${formatTally(tally(errors))}`
  );
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const timeouts = SHIPPED_TIMEOUTS ? {} : SHORT_TIMEOUTS;
  const timeoutWords = SHIPPED_TIMEOUTS
    ? 'as shipped (headers 20 s, request 120 s, keep-alive 72 s, idle 120 s)'
    : 'shortened for the run, a quarter of the shipped ones (headers 5 s, request 30 s, keep-alive 18 s, idle 30 s; ' +
      '`--shipped-timeouts` runs with 20, 120, 72 and 120 s)';
  const loadBefore = loadAverage();
  const started = new Date();
  const server = await startAttackServer(databaseUrl, timeouts);
  process.once('SIGINT', () => void server.stop().finally(() => process.exit(130)));
  try {
    const baselineProbe = startHealthProbe(server.base);
    await sleep(3000);
    const baseline = await baselineProbe.stop();
    const results = [];
    results.push(await underProbe(server, '6. A form step nested 3,000 deep', () => deepStep(server.base, 50)));
    results.push(
      await underProbe(server, "7. Guests' 16 MB bodies to an admin route", () =>
        bigBodiesToAdminRoute(server.base, server.port, 40, server.memory),
      ),
    );
    results.push(await underProbe(server, '8. Uploads past the quota', () => uploadsPastQuota(server.base, 12)));
    results.push(
      await underProbe(server, '9. The realtime broker', () => realtimeAbuse(server.port, server.pusherKey)),
    );
    results.push(
      await underProbe(server, '11. Slow and silent clients', () =>
        slowClients(server.port, 5, TRICKLE_MS, (SHIPPED_TIMEOUTS ? 200 : 60) * 1000, timeoutWords),
      ),
    );
    results.push(
      await underProbe(server, '12. The supplier API past its rate limit', () => supplierFlood(server.base, 3000, 12)),
    );
    results.push(await underProbe(server, '10. Redis dies at runtime', () => redisDies(server)));
    const lines = [
      `Attacks on a running app, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
        `\`npm run bench -- attacks${SHIPPED_TIMEOUTS ? ' --shipped-timeouts' : ''}\``,
      '',
      `- machine: ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB; load average (1, 5, 15 min) ` +
        `${loadBefore} before, ${loadAverage()} after`,
      '- server: `server/main.ts` in a process of its own, NODE_ENV=production, logging as shipped (info), no SPA ' +
        'built; a throwaway PostgreSQL database and a redis-server of its own; the demo seeded (SEED_DEMO=1)',
      `- HTTP timeouts: ${timeoutWords}`,
      `- GET /healthz baseline (3 s before the attacks, no attack running): slowest ${describeProbe(baseline)}`,
      '',
      ...results.flatMap((result) => [attackTable(result), '']),
      `- ${serverLogSummary(server.logFile)}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`attacks failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
