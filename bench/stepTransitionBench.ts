// How long the request form takes from a click on Next to the next step's heading on screen, in the built app
// served by the real server, in Debian's Chromium: the first Next after a fresh load of /form/ at 4× CPU
// throttling (median of 15 loads for each of two purposes), and Next between steps without throttling (median of
// 20). With `--compare <distDir>` a second server serves another build (SPA_DIR) and the first-Next loads alternate
// between the two, so a busy machine weighs on both alike. It does not fail.
// Run: npx webpack --mode production && npx tsx bench/stepTransitionBench.ts [--compare <distDir>]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { freePort, median, startBenchServer } from './support/benchServer';
import da from '../translations/da.json';

const MEASUREMENTS = 20;
const t = (key: string) => (da as Record<string, string>)[key];

/**
 * Clicks Next and resolves with the milliseconds until the heading `expected` is in the page and painted. The
 * page script is text: tsx names functions with a helper the page does not have.
 */
function timeNext(page: Page, expected: string): Promise<number> {
  const script = `new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(t('form.nav.next'))});
    if (!button) return reject(new Error('no Next button'));
    const start = performance.now();
    button.click();
    (function check() {
      const h1 = document.querySelector('h1');
      // One more frame after the heading is there: it has been painted.
      if (h1 && h1.textContent === ${JSON.stringify(expected)}) requestAnimationFrame(() => resolve(performance.now() - start));
      else requestAnimationFrame(check);
    })();
  })`;
  return page.evaluate(script) as Promise<number>;
}

async function back(page: Page, to: string) {
  await page.getByRole('button', { name: t('form.nav.back') }).click();
  await page.getByRole('heading', { level: 1, name: to }).waitFor();
}

/** Answers the first steps once; later rounds go back and forth over them with the answers kept. */
async function fillFirstSteps(page: Page, base: string) {
  await page.goto(`${base}/form/`);
  await page.getByRole('button', { name: t('consent.rejectAll') }).click();
  await page.getByRole('radio', { name: t('options.personaTypes.generic') }).check();
  await page.getByRole('button', { name: t('form.nav.next') }).click();
  await page.getByRole('radio', { name: t('options.residenceTypes.rented') }).check();
  await page.getByRole('button', { name: t('form.nav.next') }).click();
  await page.getByRole('radio', { name: t('form.no') }).check();
  await page.getByRole('button', { name: t('form.nav.next') }).click();
  await page.getByLabel(t('form.savings.savings'), { exact: true }).fill('25000');
  await page.getByRole('button', { name: t('form.nav.next') }).click();
  await page.getByRole('heading', { level: 1, name: t('form.steps.aboutYou') }).waitFor();
  for (const to of ['savings', 'otherAssets', 'housingSituation', 'start']) await back(page, t(`form.steps.${to}`));
}

const ROUND = ['housingSituation', 'otherAssets', 'savings', 'aboutYou'];
const FIRST_NEXT_LOADS = 15;
/** Both go to housingSituation first: a purpose with no step of its own, and the one the housing step is about. */
const FIRST_NEXT_PURPOSES = ['generic', 'property_purchaser'];
const CPU_SLOWDOWN = 4;

/**
 * A fresh visitor's first Next: /form/ loaded in a new context, hydrated and idle (the Next button is enabled once
 * hydrated, and the next step's chunk is prefetched when idle), a purpose chosen, then the CPU slowed 4× for the
 * click, as a mid-range phone.
 */
async function timeFirstNext(browser: Browser, base: string, purpose: string): Promise<number> {
  const context = await browser.newContext({ locale: 'da-DK', viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/form/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('button[type=submit]')?.hasAttribute('disabled'));
    // The cookie banner covers the purposes on a phone: the visitor answers it first.
    await page.getByRole('button', { name: t('consent.rejectAll') }).click();
    await page.getByRole('radio', { name: t(`options.personaTypes.${purpose}`) }).check();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await timeNext(page, t('form.steps.housingSituation'));
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npx webpack --mode production');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'step-bench-'));
  const compareAt = process.argv.indexOf('--compare');
  const compareDir = compareAt > 0 ? path.resolve(process.argv[compareAt + 1]) : null;
  if (compareDir && !fs.existsSync(path.join(compareDir, 'index.html'))) throw new Error(`no build in ${compareDir}`);
  const server = await startBenchServer(await freePort(), dataDir, { LENDER_DELAY_MS: '500' });
  const compareData = compareDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'step-bench-')) : null;
  const other =
    compareDir && compareData
      ? await startBenchServer(await freePort(), compareData, { LENDER_DELAY_MS: '500', SPA_DIR: compareDir })
      : null;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const builds = [{ name: 'dist', base: server.base }, ...(other ? [{ name: compareDir, base: other.base }] : [])];
    const firstTimes = new Map<string, number[]>();
    for (let i = 0; i < FIRST_NEXT_LOADS; i++) {
      for (const purpose of FIRST_NEXT_PURPOSES) {
        for (const build of builds) {
          const key = `${build.name} ${purpose}`;
          firstTimes.set(key, [...(firstTimes.get(key) ?? []), await timeFirstNext(browser, build.base, purpose)]);
        }
      }
    }
    console.log(
      `First Next after a fresh load of /form/, ${CPU_SLOWDOWN}× CPU throttling, ${FIRST_NEXT_LOADS} loads each`,
    );
    console.log(
      `  load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    for (const [key, times] of firstTimes) console.log(`  ${key}: median ${median(times).toFixed(1)} ms`);

    const page = await browser.newPage({ locale: 'da-DK', viewport: { width: 1280, height: 900 } });
    await fillFirstSteps(page, server.base);
    const times: number[] = [];
    while (times.length < MEASUREMENTS) {
      for (const step of ROUND) {
        if (times.length === MEASUREMENTS) break;
        times.push(await timeNext(page, t(`form.steps.${step}`)));
      }
      const at = ROUND[(times.length - 1) % ROUND.length];
      for (const to of ['start', 'housingSituation', 'otherAssets', 'savings']
        .slice(0, ROUND.indexOf(at) + 1)
        .reverse()) {
        await back(page, t(`form.steps.${to}`));
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`Next → next step's heading visible, ${MEASUREMENTS} clicks (Chromium, built app)`);
    console.log(
      `  median ${median(times).toFixed(1)} ms   min ${sorted[0].toFixed(1)} ms   max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await other?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (compareData) fs.rmSync(compareData, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
