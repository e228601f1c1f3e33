// The server's memory side by side with other builds (issue 49): this checkout and each `--base <dir>` (a built
// checkout, its node_modules beside it) serve their own copy of the 30-offer fixture with the signed-in pages
// rendered on the server, all at once. Resident memory (VmRSS) idle, then after the same load on each: N requests
// (20,000 by default) of a signed-in customer, one page GET (the four server-rendered pages in turn) to three API
// GETs, 8 at a time, in rounds that alternate which build goes first. Also whether jsdom was loaded anywhere in the
// server's process or its render worker (bench/support/jsdomWatch.cjs). The API GETs' latency during the load, and
// that of `GET /healthz` polled every 100 ms beside it: a page rendered in the server's own thread holds its event
// loop meanwhile. `--this-also KEY=VALUE` runs this checkout once more with that variable set (e.g.
// SERVER_RENDER=worker). The load average before, after each round and at the end, as the figures depend on what
// else the machine does.
// Run: npm run build && npx tsx bench/serverMemory.ts --base <dir> [--base <dir>] [--this-also KEY=VALUE]
//   [--requests 20000] [--rounds 10]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startAppProcess, type AppProcess } from './support/appProcess';
import { checkoutFixture } from './support/checkoutFixture';
import { cookieHeader, signIn } from './support/httpSession';
import { customerApiPaths, SERVER_RENDERED_ATTRIBUTE } from '../domain/signedInPage';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const BASES = process.argv.flatMap((arg, i, all) => (all[i - 1] === '--base' ? [path.resolve(arg)] : []));
// Split at the first `=` only: a value may hold one (`NODE_OPTIONS=--max-semi-space-size=32`).
const VARIANTS = process.argv.flatMap((arg, i, all) =>
  all[i - 1] === '--this-also' ? [[arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]] : [],
);
const REQUESTS = option('--requests', 20_000);
const ROUNDS = option('--rounds', 10);
const CONCURRENCY = 8;
/** After start-up and the fixture, before any load: the server and its worker have settled. */
const IDLE_AFTER_MS = 5_000;
const WATCH = path.resolve(__dirname, 'support/jsdomWatch.cjs');
const HEALTH_POLL_MS = 100;

type Side = {
  label: string;
  app: AppProcess;
  dataDir: string;
  watchFile: string;
  urls: string[];
  cookie: string;
  idleMb: number;
  errors: number;
  nonOk: number;
  /** Page GETs answered with the page rendered into it (`data-server-rendered`), and all page GETs. */
  rendered: number;
  pages: number;
  loadMs: number;
  /** Each API GET's time to its whole answer, and each /healthz poll's, during the load (ms). */
  apiMs: number[];
  healthMs: number[];
};

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

function revision(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
  } catch {
    return path.basename(cwd);
  }
}

async function startSide(cwd: string, variant: Record<string, string> = {}): Promise<Side> {
  const set = Object.entries(variant).map(([key, value]) => `, ${key}=${value}`);
  const label = `${revision(cwd)}${cwd === process.cwd() ? ` (this checkout${set.join('')})` : ''}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-memory-'));
  const watchFile = path.join(dataDir, 'jsdom-loads.txt');
  fs.writeFileSync(watchFile, '');
  // Each checkout seeds its own database with its own fixture: an older release's schema and demo password differ.
  const fixture = checkoutFixture(cwd);
  const tokens = await fixture.prepare(dataDir);
  const { login } = fixture;
  const app = await startAppProcess({
    port: await freePort(),
    hostName: 'localhost',
    nodeArgs: ['--require', WATCH],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LENDER_DELAY_MS: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SERVER_RENDER: 'on',
      JSDOM_WATCH_FILE: watchFile,
      ...variant,
    },
    cwd,
  });
  try {
    const rfqId = await fixture.answer(app.base, tokens);
    const { cookies, userId } = await signIn(app.base, login.customer, login.password);
    const cookie = cookieHeader(cookies);
    const rfq = (await (
      await fetch(`${app.base}/api/customer/rfqs/${rfqId}`, { headers: { Accept: 'application/json', Cookie: cookie } })
    ).json()) as { leads: { id: number }[] };
    const leadId = rfq.leads[0].id;
    const pages = [
      '/home',
      '/rfqs/current',
      `/rfqs/${rfqId}/compare-offers`,
      `/rfqs/${rfqId}/leads/${leadId}/messages`,
    ];
    const apis = [customerApiPaths.rfqs(userId), customerApiPaths.rfq(rfqId), customerApiPaths.leadMessages(leadId)];
    // One page to three API reads, the pages and reads in turn: the same sequence for every build.
    const urls = pages.flatMap((page, i) => [page, apis[i % 3], apis[(i + 1) % 3], apis[(i + 2) % 3]]);
    return {
      label,
      app,
      dataDir,
      watchFile,
      urls,
      cookie,
      idleMb: 0,
      errors: 0,
      nonOk: 0,
      rendered: 0,
      pages: 0,
      loadMs: 0,
      apiMs: [],
      healthMs: [],
    };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** Polls `GET /healthz` every HEALTH_POLL_MS (a poll goes out on time even while the last has not answered). */
function pollHealth(side: Side): () => Promise<void> {
  const polls: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    polls.push(
      fetch(`${side.app.base}/healthz`)
        .then((response) => response.arrayBuffer())
        .then(
          () => void side.healthMs.push(performance.now() - sent),
          () => void (side.errors += 1),
        ),
    );
  }, HEALTH_POLL_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(polls);
  };
}

async function load(side: Side, requests: number, offset: number): Promise<void> {
  let next = 0;
  const started = performance.now();
  const stopPolling = pollHealth(side);
  const worker = async () => {
    while (next < requests) {
      const url = side.urls[(offset + next++) % side.urls.length];
      const sent = performance.now();
      try {
        const response = await fetch(`${side.app.base}${url}`, {
          headers: {
            Cookie: side.cookie,
            Accept: url.startsWith('/api/') ? 'application/json' : 'text/html',
          },
        });
        if (!response.ok) side.nonOk += 1;
        if (url.startsWith('/api/')) {
          await response.arrayBuffer();
          side.apiMs.push(performance.now() - sent);
        } else {
          side.pages += 1;
          if ((await response.text()).includes(`${SERVER_RENDERED_ATTRIBUTE}=`)) side.rendered += 1;
        }
      } catch {
        side.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  side.loadMs += performance.now() - started;
  await stopPolling();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ratio = (value: number, of: number) => (of ? `${(value / of).toFixed(2)}×` : '-');
const percentile = (values: number[], share: number) =>
  Math.round([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0);

async function main() {
  if (!fs.existsSync('build/prerender/renderWorker.js')) throw new Error('build first: npm run build');
  console.log(`load average before: ${loadavg()}`);
  const sides: Side[] = [];
  try {
    sides.push(await startSide(process.cwd()));
    for (const [key, value] of VARIANTS) sides.push(await startSide(process.cwd(), { [key]: value }));
    for (const cwd of BASES) {
      try {
        sides.push(await startSide(cwd));
      } catch (error) {
        // An older build may not take this fixture: the others are still measured.
        console.log(`${cwd} not measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await sleep(IDLE_AFTER_MS);
    for (const side of sides) side.idleMb = statusMb(side.app.process.pid ?? 0, 'VmRSS');
    console.log(`idle: ${sides.map((side) => `${side.label} ${side.idleMb} MB`).join(', ')}`);
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      // Which build goes first turns each round: none always meets the machine fresher.
      const order = sides.map((_, i) => sides[(i + round) % sides.length]);
      for (const side of order) await load(side, perRound, round * perRound);
      const rss = sides.map((side) => `${side.label.split(' ')[0]} ${statusMb(side.app.process.pid ?? 0, 'VmRSS')} MB`);
      console.log(`round ${round + 1}/${ROUNDS}: ${rss.join(', ')}; load average ${loadavg()}`);
    }
    await sleep(IDLE_AFTER_MS);
    const rows = sides.map((side) => {
      const pid = side.app.process.pid ?? 0;
      const jsdom = fs.readFileSync(side.watchFile, 'utf8').trim().split('\n').filter(Boolean);
      return { side, after: statusMb(pid, 'VmRSS'), peak: statusMb(pid, 'VmHWM'), jsdom };
    });
    const [mine] = rows;
    console.log(`\n${perRound * ROUNDS} requests each (1 signed-in page GET : 3 API GETs, ${CONCURRENCY} at a time)`);
    console.log(
      'build | RSS idle | RSS after | peak (VmHWM) | this checkout idle / after as a share | pages rendered | requests/s | failed | jsdom loaded | API GET p50 / p99 | /healthz p50 / p99 / max',
    );
    for (const { side, after, peak, jsdom } of rows) {
      const share = side === mine.side ? '-' : `${ratio(mine.side.idleMb, side.idleMb)} / ${ratio(mine.after, after)}`;
      const loaded = jsdom.length ? `yes (${jsdom.length}, first: ${jsdom[0]})` : 'no';
      console.log(
        `${side.label} | ${side.idleMb} MB | ${after} MB | ${peak} MB | ${share} | ${side.rendered} of ${side.pages} | ${Math.round(((perRound * ROUNDS) / side.loadMs) * 1000)} | ${side.errors + side.nonOk} | ${loaded} | ${percentile(side.apiMs, 0.5)} / ${percentile(side.apiMs, 0.99)} ms | ${percentile(side.healthMs, 0.5)} / ${percentile(side.healthMs, 0.99)} / ${percentile(side.healthMs, 1)} ms`,
      );
    }
    console.log(`load average after: ${loadavg()}`);
  } finally {
    for (const side of sides) {
      await side.app.stop();
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
