// The offer comparison with 30 offers in Debian's Chromium: the built app on a free port over a temporary PGlite,
// one customer's request answered by 30 lenders through the supplier API (as a real lender's system would), then
// the time from navigation to the comparison table (31 columns) being in the DOM and painted. Median of a few runs,
// for a full page load and for the in-app click from rfqs/current. Prints figures only.
// Run: npx tsx bench/compareOffersBench.ts [runs]   (build first: npx webpack --mode production)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { freePort, median, startBenchServer, type BenchServer } from './support/benchServer';
import { answeredRequest, CUSTOMER, OFFERS, PASSWORD, prepareDatabase } from './support/comparisonFixture';

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

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
    });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill(CUSTOMER);
    await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL(/\/home$/);
    await page.addInitScript(TABLE_WATCH);
    const compareUrl = `${base}/rfqs/${rfqId}/compare-offers`;

    // A first visit fills the browser's HTTP cache with the code, as for a returning customer.
    await page.goto(compareUrl);
    const warm = await readTiming(page);
    const columns = await page.locator('table.compare-table thead th').count();
    const rows = await page.locator('table.compare-table tbody tr').count();

    const fullLoads: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(compareUrl);
      fullLoads.push(await readTiming(page));
    }

    const inApp: Timing[] = [];
    // Requests the click itself waits for: none when the request list already holds the request's offers.
    let requestsAfterClick = 0;
    let clicking = false;
    page.on('request', (request) => {
      if (clicking && request.url().includes('/api/')) requestsAfterClick += 1;
    });
    for (let run = 0; run < RUNS; run++) {
      // A fresh document each time: nothing of the comparison is in memory yet, only in the HTTP cache.
      await page.goto(`${base}/rfqs/current`);
      // By address: the customer reads the app in their own language.
      const link = page.locator(`.page-header a[href="/rfqs/${rfqId}/compare-offers"]`);
      await link.waitFor();
      // The customer reads the page before choosing: what it prefetches when idle has had its chance.
      await page.waitForLoadState('networkidle');
      clicking = true;
      await link.click();
      const clickedAt = await page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
      inApp.push(await readTiming(page, clickedAt));
      clicking = false;
    }

    const report = (label: string, timings: Timing[]) =>
      `${label.padEnd(44)} in DOM ${ms(median(timings.map((t) => t.inDom))).padStart(7)}   painted ${ms(median(timings.map((t) => t.painted))).padStart(7)}   (painted min ${ms(Math.min(...timings.map((t) => t.painted)))}, max ${ms(Math.max(...timings.map((t) => t.painted)))})`;
    process.stdout.write(
      [
        `Comparison of ${OFFERS} offers: ${columns - 1} columns + own situation, ${rows} table rows, Chromium ${browser.version()}, 1280×900`,
        `first visit (cold HTTP cache)               painted ${ms(warm.painted)}`,
        report(`full page load, median of ${RUNS}`, fullLoads),
        report(`in-app click from rfqs/current, median of ${RUNS}`, inApp),
        `  API requests the clicks waited for: ${requestsAfterClick} in ${RUNS} clicks (the request list holds the offers)`,
        '',
      ].join('\n'),
    );
    await context.close();
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
