// The signed-in pages side by side with another build: this checkout and `--base <dir>` (a built checkout of the
// code to compare with, its node_modules beside it) each serve their own copy of the 30-offer fixture, and every
// run visits both, alternating which goes first. Lighthouse (mobile profile, simulated throttling) on the
// dashboard, the current request, the comparison and a lead's messages; then a first visit of the comparison
// (fresh browser context, so nothing cached) in Chromium at 1280 px, timed to the full table being painted, and a
// click from a cold dashboard: the dashboard loaded in a fresh context, its link to the comparison clicked as soon as
// it is painted (before hydration where the server rendered it), timed from the click to the full table painted.
// Medians of the runs; the load average before and after, as the figures depend on what else the machine does.
// Run: npx webpack --mode production && npx tsx bench/signedInPagesBench.ts --base <dir> [runs] [--no-cookie-choice]
//   [--first-visit-only] [--no-click] [--unrendered-link]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { freePort, median, mostOften, startBenchServer, type BenchServer } from './support/benchServer';
import { checkoutFixture } from './support/checkoutFixture';
import { OFFERS } from './support/comparisonFixture';
import { cookieHeader, signIn, type Cookies } from './support/httpSession';
import { audit, type Figures } from './support/lighthouseAudit';
import { consentRecord } from '../domain/cookieConsent';
import { CONSENT_STORAGE_KEY } from '../store/browser/cookieConsent';

const baseAt = process.argv.indexOf('--base');
const BASE_DIR = baseAt > 0 ? path.resolve(process.argv[baseAt + 1] ?? '') : null;
const RUNS = Number(process.argv.slice(2).find((arg, i, all) => /^\d+$/.test(arg) && all[i - 1] !== '--base') ?? 5);
/** `--first-visit-only`: the comparison's first visit without the Lighthouse runs. */
const LIGHTHOUSE = !process.argv.includes('--first-visit-only');
/** `--no-click`: without the click from a cold dashboard to the comparison. */
const CLICK = !process.argv.includes('--no-click');
/**
 * `--unrendered-link`: also a link to a page the server does not render (the profile), clicked before hydration,
 * once as the browser follows it and once as a held click replayed after hydration would, to choose between them.
 */
const UNRENDERED_LINK = process.argv.includes('--unrendered-link');
/**
 * A signed-in customer has been to the site before (they signed in there) and has answered the cookie banner: the
 * browser holds that choice, and no banner covers the page. `--no-cookie-choice`: a browser that never answered
 * it, where the banner, fetched after the first paint, is the largest paint on a phone.
 */
const COOKIE_CHOICE = !process.argv.includes('--no-cookie-choice');
const STORAGE = COOKIE_CHOICE
  ? {
      [CONSENT_STORAGE_KEY]: JSON.stringify(consentRecord('bench', { statistics: true, marketing: false }, new Date())),
    }
  : null;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Side = {
  label: string;
  server: BenchServer;
  dataDir: string;
  cookies: Cookies;
  pages: { label: string; path: string }[];
};

const pagesOf = (rfqId: number, leadId: number) => [
  { label: 'dashboard (/home)', path: '/home' },
  { label: 'request (/rfqs/current)', path: '/rfqs/current' },
  { label: 'comparison (30 offers)', path: `/rfqs/${rfqId}/compare-offers` },
  { label: "a lead's messages", path: `/rfqs/${rfqId}/leads/${leadId}/messages` },
];

async function startSide(label: string, cwd: string | undefined): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signed-in-bench-'));
  // Each checkout seeds its own database with its own fixture: an older release's schema and demo password differ.
  const fixture = checkoutFixture(cwd);
  const tokens = await fixture.prepare(dataDir);
  const server = await startBenchServer(
    await freePort(),
    dataDir,
    // The signed-in pages rendered on the server where the build can (a base build of c6f85aa or 2ff3524 had it opt-in).
    { LENDER_DELAY_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', SERVER_RENDER: 'on' },
    cwd,
  );
  try {
    const rfqId = await fixture.answer(server.base, tokens);
    const { cookies } = await signIn(server.base, fixture.login.customer, fixture.login.password);
    const rfq = (await (
      await fetch(`${server.base}/api/customer/rfqs/${rfqId}`, {
        headers: { Accept: 'application/json', Cookie: cookieHeader(cookies) },
      })
    ).json()) as { leads: { id: number }[] };
    const leadId = rfq.leads[0].id;
    return { label, server, dataDir, cookies, pages: pagesOf(rfqId, leadId) };
  } catch (error) {
    // The server is a process group of its own: it would outlive this process.
    await server.stop();
    throw error;
  }
}

/** Where the comparison's first visit notes the frame after its full table is in the page (window global). */
const TABLE_PAINTED = 'benchTablePainted';

/**
 * Milliseconds from navigation start to the frame after the comparison's head has all its columns: `painted`, seen
 * by an observer from the document's start (a table the server rendered is painted as the HTML is parsed, before
 * the load event and hydration), and `afterLoad`, that frame not looked for before the load event, as this bench
 * measured until the second pass of issue 49 item 2 (docs/benchmarks.md).
 */
type FirstVisitFigures = { painted: number; afterLoad: number };

async function firstVisit(browser: Browser, side: Side): Promise<FirstVisitFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'da-DK' });
  await context.addCookies([...side.cookies].map(([name, value]) => ({ name, value, url: side.server.base })));
  // A string, not a function (as for the click below). requestAnimationFrame's callbacks wait for the frame, which
  // waits for the render-blocking styles: two of them make the time the frame after the table's first one.
  await context.addInitScript(`(function () {
    var seen = false;
    function complete() {
      return document.querySelectorAll('table.compare-table thead th').length >= ${OFFERS + 1};
    }
    var observer = new MutationObserver(function () {
      if (seen || !complete()) return;
      seen = true;
      observer.disconnect();
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { window[${JSON.stringify(TABLE_PAINTED)}] = performance.now(); });
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  })();`);
  const page = await context.newPage();
  await page.goto(`${side.server.base}${side.pages[2].path}`);
  await page.waitForFunction(
    (columns) => document.querySelectorAll('table.compare-table thead th').length >= columns,
    OFFERS + 1,
    { timeout: 60_000, polling: 'raf' },
  );
  const afterLoad = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
  const painted = await page.waitForFunction(
    (key) => (window as unknown as Record<string, number>)[key],
    TABLE_PAINTED,
    {
      timeout: 60_000,
    },
  );
  const figures = { painted: (await painted.jsonValue()) as number, afterLoad };
  await context.close();
  return figures;
}

/** Where the click's time is kept across a navigation the browser makes itself (the tab's sessionStorage). */
const CLICKED_AT = 'bench:clickedAt';

/** A link of the dashboard and what shows that its page is on screen (run in the page; true when painted). */
type Destination = { href: string; shown: (expected: number) => boolean; expected: number };

const theComparison = (side: Side): Destination => ({
  href: side.pages[2].path,
  shown: (columns) => document.querySelectorAll('table.compare-table thead th').length >= columns,
  expected: OFFERS + 1,
});

/** The profile, a page the server does not render: its facts about the customer (from the signed-in user). */
const theProfile = (): Destination => ({
  href: '/profile',
  shown: () => document.querySelector('#root dl.profile-facts dd') !== null,
  expected: 0,
});

/**
 * Milliseconds from the click to the destination painted, and from the dashboard's navigation start; where the
 * browser navigated itself, from the click to the new document's navigation start and to its answer's first byte.
 */
type ClickFigures = {
  click: number;
  total: number;
  navigationStart: number | null;
  responseStart: number | null;
  /** From the click to the frame after the destination is first shown, seen by an observer in every document. */
  observed: number;
};

/**
 * From a cold dashboard to `destination`: the dashboard in a fresh context, the link clicked as soon as it is
 * painted; milliseconds from the click to the frame after the destination is shown, and from the dashboard's
 * navigation start to that frame. The click's time is taken in the page, by the first listener to see it, so a
 * click the page holds and a navigation of the browser's own are timed alike. `afterHydration`: the click the
 * page would hold and replay once hydrated, as that replay makes it (timed from when the link was painted).
 */
async function clickFromDashboard(
  browser: Browser,
  side: Side,
  destination: Destination,
  afterHydration = false,
): Promise<ClickFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'da-DK' });
  await context.addCookies([...side.cookies].map(([name, value]) => ({ name, value, url: side.server.base })));
  // A string, not a function: tsx would wrap an inner function in a helper the page does not have.
  await context.addInitScript(`window.benchClick = function () {
    if (sessionStorage.getItem(${JSON.stringify(CLICKED_AT)}) !== null) return;
    sessionStorage.setItem(${JSON.stringify(CLICKED_AT)}, String(performance.timeOrigin + performance.now()));
    sessionStorage.setItem(${JSON.stringify(`${CLICKED_AT}:origin`)}, String(performance.timeOrigin));
  };
  window.addEventListener('click', window.benchClick, true);`);
  // As the first visit's observer: in every document of the context (the dashboard, and the new document where the
  // browser navigates itself), the frame after the one in which the destination is first shown, kept in the tab's
  // sessionStorage. Playwright's own look (below) waits behind whatever the page runs after that frame (hydration).
  await context.addInitScript(`(function () {
    var shown = ${destination.shown.toString()};
    var seen = false;
    var observer = new MutationObserver(function () {
      if (seen || sessionStorage.getItem(${JSON.stringify(CLICKED_AT)}) === null || !shown(${destination.expected})) return;
      seen = true;
      observer.disconnect();
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          sessionStorage.setItem(${JSON.stringify(`${CLICKED_AT}:observed`)}, String(performance.timeOrigin + performance.now()));
        });
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  })();`);
  // The cookie banner, if the browser has no choice, must not be what the click lands on.
  if (STORAGE)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, STORAGE);
  const page = await context.newPage();
  // Not to the load event: on a server-rendered dashboard the link is on screen long before it.
  await page.goto(`${side.server.base}${side.pages[0].path}`, { waitUntil: 'commit' });
  const link = page.locator(`#root a[href="${destination.href}"]`).first();
  await link.waitFor({ state: 'visible', timeout: 60_000 });
  if (afterHydration) {
    await page.evaluate(() => (window as unknown as { benchClick: () => void }).benchClick());
    await page.waitForFunction(
      (href) => {
        const a = document.querySelector(`#root a[href="${href}"]`);
        return a !== null && Object.keys(a).some((key) => key.startsWith('__reactProps'));
      },
      destination.href,
      { timeout: 60_000, polling: 'raf' },
    );
  }
  await link.click({ noWaitAfter: true });
  // The comparison may name its columns in the path once it is the app's (`/compare-offers/<ids>`).
  await page.waitForURL((url) => url.pathname.startsWith(destination.href), { timeout: 60_000, waitUntil: 'commit' });
  await page.waitForFunction(destination.shown, destination.expected, { timeout: 60_000, polling: 'raf' });
  const observedAt = await page.waitForFunction((key) => sessionStorage.getItem(key), `${CLICKED_AT}:observed`, {
    timeout: 60_000,
  });
  const observed = Number(await observedAt.jsonValue());
  const figures = await page.evaluate(
    (key) =>
      new Promise<Omit<ClickFigures, 'observed'> & { clickedAt: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const painted = performance.timeOrigin + performance.now();
            const clicked = Number(sessionStorage.getItem(key));
            const origin = Number(sessionStorage.getItem(`${key}:origin`));
            // A navigation of the browser's own: when the new document's request went and its answer began.
            const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            const ownNavigation = performance.timeOrigin !== origin;
            resolve({
              clickedAt: clicked,
              click: painted - clicked,
              total: painted - origin,
              navigationStart: ownNavigation ? performance.timeOrigin - clicked : null,
              responseStart: ownNavigation ? performance.timeOrigin + entry.responseStart - clicked : null,
            });
          }),
        ),
      ),
    CLICKED_AT,
  );
  await context.close();
  return { ...figures, observed: observed - Number(figures.clickedAt) };
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** Figures are printed as they come: a long run on a busy machine shows what it has if it is stopped. */
const say = (...lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

async function lighthouseRuns(sides: Side[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  say(
    `Lighthouse ${JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile profile ` +
      `(simulated throttling), median of ${RUNS} runs per build, interleaved; before = ${BASE_DIR}; ` +
      (COOKIE_CHOICE ? 'the browser has made its cookie choice' : 'the browser never answered the cookie banner'),
    `${'page'.padEnd(26)} ${'build'.padEnd(6)} ${'score'.padStart(5)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ` +
      `${'FCP'.padStart(8)}   scores   largest paint (most often)`,
  );
  try {
    for (const [index] of sides[0].pages.entries()) {
      const runs = new Map<Side, Figures[]>(sides.map((side) => [side, []]));
      for (let run = 0; run < RUNS; run += 1) {
        const order = run % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order)
          runs
            .get(side)!
            .push(
              await audit(
                `${side.server.base}${side.pages[index].path}`,
                chrome.port,
                cookieHeader(side.cookies),
                STORAGE,
              ),
            );
      }
      for (const side of sides) {
        const figures = runs.get(side)!;
        const pick = (f: (figure: Figures) => number) => median(figures.map(f));
        say(
          `${side.pages[index].label.padEnd(26)} ${side.label.padEnd(6)} ${String(pick((f) => f.score)).padStart(5)} ` +
            `${ms(pick((f) => f.tbt))} ${ms(pick((f) => f.lcp))} ${ms(pick((f) => f.fcp))}   ` +
            figures.map((f) => f.score).join(' ') +
            `   ${mostOften(figures.map((f) => f.lcpElement))}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!BASE_DIR || !fs.existsSync(path.join(BASE_DIR, 'dist/index.html')))
    throw new Error('--base <dir>: a built checkout to compare with (its dist/index.html is missing)');
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npx webpack --mode production');
  const loadBefore = load();
  const before = await startSide('before', BASE_DIR);
  // Each server is a process group of its own: one started would outlive this process if the other failed.
  const after = await startSide('after', undefined).catch(async (error: unknown) => {
    await before.server.stop();
    throw error;
  });
  const sides = [before, after];
  if (LIGHTHOUSE) await lighthouseRuns(sides);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const visits = new Map<Side, FirstVisitFigures[]>(sides.map((side) => [side, []]));
    const clicks = new Map<Side, ClickFigures[]>(sides.map((side) => [side, []]));
    const unrendered = new Map<string, number[]>(
      ['before native', 'after native', 'after held'].map((key) => [key, []]),
    );
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) visits.get(side)!.push(await firstVisit(browser, side));
      if (CLICK)
        for (const side of order) clicks.get(side)!.push(await clickFromDashboard(browser, side, theComparison(side)));
      if (UNRENDERED_LINK)
        for (const side of order)
          for (const [label, afterHydration] of [
            ['native', false],
            ['held', true],
          ] as const)
            // The base renders in the browser only: its link is the app's from the moment it is painted.
            if (side.label === 'after' || !afterHydration)
              unrendered
                .get(`${side.label} ${label}`)!
                .push((await clickFromDashboard(browser, side, theProfile(), afterHydration)).click);
    }
    const runsOf = (times: number[]) =>
      `median ${ms(median(times))}   runs ${times.map((t) => t.toFixed(0)).join(' ')}`;
    say('', `First visit of the comparison (no cache, 1280 px), navigation start to the full table painted:`);
    for (const side of sides) say(`  ${side.label.padEnd(6)} ${runsOf(visits.get(side)!.map((v) => v.painted))}`);
    say('  the same, that frame looked for only from the load event (as measured before the second pass)');
    for (const side of sides) say(`  ${side.label.padEnd(6)} ${runsOf(visits.get(side)!.map((v) => v.afterLoad))}`);
    if (CLICK) {
      say('', `From a cold dashboard (no cache, 1280 px), its link to the comparison clicked as soon as painted:`);
      say('  the click to the full table painted, seen by an observer in the page');
      for (const side of sides) say(`  ${side.label.padEnd(6)} ${runsOf(clicks.get(side)!.map((c) => c.observed))}`);
      say('  the same, that frame looked for by Playwright (as measured before the third pass)');
      for (const side of sides) say(`  ${side.label.padEnd(6)} ${runsOf(clicks.get(side)!.map((c) => c.click))}`);
      say("  the dashboard's navigation start to the full table painted");
      for (const side of sides) say(`  ${side.label.padEnd(6)} ${runsOf(clicks.get(side)!.map((c) => c.total))}`);
      say("  where the browser navigated itself: the click to the new document's start, and to its first byte");
      for (const side of sides) {
        const own = clicks.get(side)!.filter((c) => c.navigationStart !== null && c.responseStart !== null);
        if (own.length)
          say(
            `  ${side.label.padEnd(6)} ${runsOf(own.map((c) => c.navigationStart!))};` +
              ` ${runsOf(own.map((c) => c.responseStart!))}`,
          );
      }
    }
    if (UNRENDERED_LINK) {
      say('', `From a cold dashboard to the profile (not server-rendered), the click to its heading and data painted,`);
      say('  the browser navigating at once (native) or the click held and replayed after hydration (held):');
      for (const [key, times] of unrendered) say(`  ${key.padEnd(13)} ${runsOf(times)}`);
    }
  } finally {
    await browser.close();
    for (const side of sides) {
      await side.server.stop();
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
  say('', `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}; ${os.cpus().length} cores`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `signedInPagesBench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
