// One Lighthouse run (the npm package's CLI, its default mobile profile with simulated throttling, performance
// only) on a Chromium already started on `port`: score, TBT, LCP and FCP, and what the largest paint was.
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

export type Figures = { score: number; tbt: number; lcp: number; fcp: number; lcpElement: string };

type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { type?: string; selector?: string }[] } } | undefined
  >;
};

/**
 * The origin's localStorage as a returning visitor's browser has it, and nothing in the HTTP cache: Lighthouse is
 * then run without its own storage reset (which would clear the storage too), so the page is still a first visit.
 */
async function prepareBrowser(url: string, port: number, storage: Readonly<Record<string, string>>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(new URL('/healthz', url).href);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, close() disconnects and leaves the browser running.
    await browser.close();
  }
}

/**
 * One run of Lighthouse’s own CLI in plain node, on the Chromium the caller started: under tsx, the functions Lighthouse
 * sends into the page carry tsx's `__name` helper, which the page does not have. `storage`: localStorage the origin
 * has when the page loads (a cookie choice made on an earlier visit); without it, a browser that never saw the site.
 */
export async function audit(
  url: string,
  port: number,
  cookie: string | null,
  storage: Readonly<Record<string, string>> | null = null,
  attempt = 1,
): Promise<Figures> {
  if (storage) await prepareBrowser(url, port, storage);
  const run = spawnSync(
    'node',
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      `--port=${port}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      ...(storage ? ['--disable-storage-reset'] : []),
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    // Lighthouse now and then loses the trace's navigation start on a busy machine and asks to be run again.
    if (attempt < 3 && run.stderr.includes('NO_NAVSTART')) return audit(url, port, cookie, storage, attempt + 1);
    throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  }
  const lhr = JSON.parse(run.stdout) as Report;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpNode = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    lcpElement: lcpNode?.selector ?? '?',
  };
}
