// Lighthouse (the npm package, its default mobile profile with simulated throttling) against the built app in
// Debian's Chromium: performance score, TBT, LCP and FCP of `/form/`, `/login`, `/beregner` and the 30-offer comparison (signed
// in), the median of five runs each, and the element of the largest paint. A guest's browser has never seen the
// site, so the cookie banner is up on `/form/` and `/login`. Prints figures only; the targets are beside them.
// With `--compare <distDir>` (another build's dist/, served by this checkout's server as SPA_DIR, as
// stepTransitionBench does: an older server may not start on today's node_modules), `/form/` and `/login` of both
// builds, run after run, alternating which goes first: on a machine that other work loads, interleaving is what
// makes the two comparable.
// `--only <page>` (e.g. `--only /form/`) audits that page alone: more runs of one page where two builds are close.
// Run: npx webpack --mode production && npx tsx bench/lighthouseBench.ts [runs] [--compare <distDir>] [--only <page>]
//      (CHROME_PATH, default chromium)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { freePort, median, mostOften, startBenchServer, type BenchServer } from './support/benchServer';
import { answeredRequest, CUSTOMER, PASSWORD, prepareDatabase } from './support/comparisonFixture';
import { cookieHeader, signIn } from './support/httpSession';
import { audit, type Figures } from './support/lighthouseAudit';

const compareAt = process.argv.indexOf('--compare');
const COMPARE_DIR = compareAt > 0 ? path.resolve(process.argv[compareAt + 1] ?? '') : null;
const RUNS = Number(process.argv.slice(2).find((arg, i, all) => /^\d+$/.test(arg) && all[i - 1] !== '--compare') ?? 5);
const onlyAt = process.argv.indexOf('--only');
const ONLY = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '') : null;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SERVER_ENV = { LENDER_DELAY_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' };

type Page = { label: string; url: string; cookie: string | null };
/** One build's server and what it serves; each side's figures are collected per page. */
type Side = { label: string; server: BenchServer; dataDir: string; pages: Page[] };

const guestPages = (base: string): Page[] => [
  { label: '/form/', url: `${base}/form/`, cookie: null },
  { label: '/login', url: `${base}/login`, cookie: null },
  { label: '/beregner', url: `${base}/beregner`, cookie: null },
];

const say = (...lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** `spaDir`: the build to serve (this checkout's dist/ by default); the signed-in comparison only without --compare. */
async function startSide(label: string, spaDir: string | null): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const tokens = COMPARE_DIR ? null : await prepareDatabase(dataDir);
  const server = await startBenchServer(await freePort(), dataDir, {
    ...SERVER_ENV,
    ...(spaDir ? { SPA_DIR: spaDir } : {}),
  });
  try {
    const pages = guestPages(server.base);
    if (tokens) {
      const rfqId = await answeredRequest(server.base, tokens);
      const { cookies } = await signIn(server.base, CUSTOMER, PASSWORD);
      pages.push({
        label: 'comparison (30 offers)',
        url: `${server.base}/rfqs/${rfqId}/compare-offers`,
        cookie: cookieHeader(cookies),
      });
    }
    return { label, server, dataDir, pages };
  } catch (error) {
    // The server is a process group of its own: it would outlive this process.
    await server.stop();
    throw error;
  }
}

async function main() {
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npx webpack --mode production');
  if (COMPARE_DIR && !fs.existsSync(path.join(COMPARE_DIR, 'index.html')))
    throw new Error(`--compare ${COMPARE_DIR}: not a build (its index.html is missing)`);
  const loadBefore = load();
  const sides: Side[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    if (COMPARE_DIR) sides.push(await startSide('before', COMPARE_DIR));
    sides.push(await startSide(COMPARE_DIR ? 'after' : 'this', null));
    say(
      `Lighthouse ${JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile ` +
        `profile (simulated throttling), Chromium at ${CHROME_PATH}, median of ${RUNS} runs` +
        (COMPARE_DIR ? ` per build, interleaved; before = ${COMPARE_DIR}` : '') +
        '; target: score ≥ 90, TBT ≤ 200 ms',
      `${'page'.padEnd(24)} ${'build'.padEnd(6)} ${'score'.padStart(5)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ` +
        `${'FCP'.padStart(8)}   scores   largest paint (most often)`,
    );
    if (ONLY !== null && !sides[0].pages.some((page) => page.label === ONLY))
      throw new Error(`--only ${ONLY}: no such page (${sides[0].pages.map((page) => page.label).join(', ')})`);
    for (const [index, { label }] of sides[0].pages.entries()) {
      if (ONLY !== null && label !== ONLY) continue;
      const runs = new Map<Side, Figures[]>(sides.map((side) => [side, []]));
      for (let run = 0; run < RUNS; run += 1) {
        const order = run % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          const page = side.pages[index];
          runs.get(side)!.push(await audit(page.url, chrome.port, page.cookie));
        }
      }
      for (const side of sides) {
        const figures = runs.get(side)!;
        const ms = (pick: (f: Figures) => number) => `${median(figures.map(pick)).toFixed(0)} ms`.padStart(8);
        // Printed as they come: a long run on a busy machine shows what it has if it is stopped.
        say(
          `${label.padEnd(24)} ${side.label.padEnd(6)} ${String(median(figures.map((r) => r.score))).padStart(5)} ` +
            `${ms((r) => r.tbt)} ${ms((r) => r.lcp)} ${ms((r) => r.fcp)}   ${figures.map((r) => r.score).join(' ')}` +
            `   ${mostOften(figures.map((f) => f.lcpElement))}`,
        );
      }
    }
    say('', `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}; ${os.cpus().length} cores`);
  } finally {
    chrome.kill();
    for (const side of sides) {
      await side.server.stop();
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lighthouseBench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
