// The offer comparison with 30 offers in Debian's Chromium: the built app on a free port over a temporary PGlite,
// one customer's request answered by 30 lenders through the supplier API (as a real lender's system would), then
// the time from navigation to the comparison table (31 columns) being in the DOM and painted. Median of a few runs
// each, measured apart: a cold first visit (a new browser context, so an empty HTTP cache and no app in memory,
// signed in by cookie and the comparison loaded by its URL), a reload by URL with the HTTP cache warm, and the
// in-app click from rfqs/current. Each line says what the browser fetched: requests seen in all and those to the
// API, so whether the comparison's offers came from the request list's cache or over the network is observed,
// not assumed. Prints figures only.
// Run: npx tsx bench/compareOffersBench.ts [runs]   (build first: npx webpack --mode production)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { freePort, median, startBenchServer, type BenchServer } from './support/benchServer';
import { answeredRequest, CUSTOMER, OFFERS, PASSWORD, prepareDatabase } from './support/comparisonFixture';
import { signIn } from './support/httpSession';

const RUNS = Number(process.argv[2] ?? 7);

/**
 * Records, in the page, when the table first has all its column headers, and then the frame after (painted).
 * Times are from the document's navigation start (performance.now()), so they include loading the code and data.
 */
const TABLE_WATCH = `(() => {
  const columns = ${OFFERS + 1};
  const check = () => {
    if (window.__tableInDom !== undefined) return;
    if (document.querySelectorAll('table.compare-table thead th').length >= columns) {
      window.__tableInDom = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => { window.__tablePainted = performance.now(); }));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // The in-app figure runs from the customer's click as the page received it, not from the test driver's call.
  addEventListener('click', (event) => { window.__clickedAt ??= event.timeStamp; }, { capture: true });
})();`;

type Timing = { inDom: number; painted: number };

async function readTiming(page: Page, since = 0): Promise<Timing> {
  await page.waitForFunction(
    () => (window as unknown as { __tablePainted?: number }).__tablePainted !== undefined,
    null,
    { timeout: 60_000 },
  );
  const { inDom, painted } = await page.evaluate(() => {
    const w = window as unknown as { __tableInDom: number; __tablePainted: number };
    return { inDom: w.__tableInDom, painted: w.__tablePainted };
  });
  return { inDom: inDom - since, painted: painted - since };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** What the page asked the network for while `counting` is on: every request, and the API's by method and path. */
function watchRequests(page: Page) {
  let counting = false;
  const seen = { all: 0, api: [] as string[] };
  page.on('request', (request) => {
    if (!counting) return;
    seen.all += 1;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.api.push(`${request.method()} ${url.pathname}`);
  });
  return {
    start: () => {
      counting = true;
      seen.all = 0;
      seen.api = [];
    },
    stop: () => {
      counting = false;
      return { all: seen.all, api: [...seen.api] };
    },
  };
}

type Observed = { all: number; api: string[] };
type Run = Timing & { observed: Observed };

const newContext = (browser: Browser) =>
  browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });

/** A context signed in by the session cookies alone: nothing of the app is in its cache. */
async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  const { cookies } = await signIn(base, CUSTOMER, PASSWORD);
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })));
  return context;
}

/** The API calls of the runs, with how many runs made each (`GET /api/x ×3`), or "none". */
function describeApiCalls(runs: Run[]): string {
  const counts = new Map<string, number>();
  for (const call of runs.flatMap((run) => run.observed.api)) counts.set(call, (counts.get(call) ?? 0) + 1);
  return counts.size === 0 ? 'none' : [...counts].map(([call, n]) => `${call} ×${n}`).join(', ');
}

function report(label: string, runs: Run[], counted: string): string[] {
  const painted = runs.map((run) => run.painted);
  const requests = runs.map((run) => run.observed.all);
  const api = runs.map((run) => run.observed.api.length);
  return [
    `${label.padEnd(52)} in DOM ${ms(median(runs.map((run) => run.inDom))).padStart(7)}   painted ` +
      `${ms(median(painted)).padStart(7)}   (painted min ${ms(Math.min(...painted))}, max ${ms(Math.max(...painted))})`,
    `  requests the page made ${counted} (the HTTP cache may answer some): median ${median(requests)}, ` +
      `${median(api)} of them to the API; ` +
      `the API calls over ${runs.length} runs: ${describeApiCalls(runs)}`,
  ];
}

async function main() {
  if (!fs.existsSync('dist/index.html')) {
    process.stderr.write('No dist/index.html: build first with npx webpack --mode production\n');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-bench-'));
  const port = await freePort();
  let server: BenchServer | null = null;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tokens = await prepareDatabase(dataDir);
    server = await startBenchServer(port, dataDir, { LENDER_DELAY_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' });
    const { base } = server;
    const rfqId = await answeredRequest(base, tokens);
    const compareUrl = `${base}/rfqs/${rfqId}/compare-offers`;

    // Cold: every run in a context of its own, its first page the comparison by URL.
    const cold: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await signedInContext(browser, base);
      const page = await context.newPage();
      await page.addInitScript(TABLE_WATCH);
      const requests = watchRequests(page);
      requests.start();
      await page.goto(compareUrl);
      const timing = await readTiming(page);
      cold.push({ ...timing, observed: requests.stop() });
      await context.close();
    }

    // Warm: one context whose HTTP cache the first visit filled, as for a returning customer.
    const context = await signedInContext(browser, base);
    const page = await context.newPage();
    await page.addInitScript(TABLE_WATCH);
    const requests = watchRequests(page);
    await page.goto(compareUrl);
    await readTiming(page);
    const columns = await page.locator('table.compare-table thead th').count();
    const rows = await page.locator('table.compare-table tbody tr').count();

    const reloads: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      requests.start();
      await page.goto(compareUrl);
      const timing = await readTiming(page);
      reloads.push({ ...timing, observed: requests.stop() });
    }

    const clicks: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh document each time: nothing of the comparison is in memory yet, only in the HTTP cache.
      await page.goto(`${base}/rfqs/current`);
      // By address: the customer reads the app in their own language.
      const link = page.locator(`.page-header a[href="/rfqs/${rfqId}/compare-offers"]`);
      await link.waitFor();
      // The customer reads the page before choosing: what it prefetches when idle has had its chance.
      await page.waitForLoadState('networkidle');
      requests.start();
      await link.click();
      const clickedAt = await page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
      const timing = await readTiming(page, clickedAt);
      clicks.push({ ...timing, observed: requests.stop() });
    }
    await context.close();

    process.stdout.write(
      [
        `Comparison of ${OFFERS} offers: ${columns - 1} columns + own situation, ${rows} table rows, Chromium ${browser.version()}, 1280×900`,
        ...report(`cold first visit by URL (new context), median of ${RUNS}`, cold, 'from navigation to paint'),
        ...report(`reload by URL, warm HTTP cache, median of ${RUNS}`, reloads, 'from navigation to paint'),
        ...report(`in-app click from rfqs/current, median of ${RUNS}`, clicks, 'from the click to paint'),
        '',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `compareOffersBench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
