// How long the request form takes from a click on Next to the next step on screen (its heading painted, then its
// fields, and the click's Event Timing), in the built app served by the real server, in Debian's Chromium: the first Next after a fresh load of /form/ at 4× CPU
// throttling (median of 15 loads for each of two purposes), and Next between steps without throttling (median of
// 20). `--every-step`: also Next from every step of both purposes after a fresh load at that step (the form saved
// in session storage, as a reload finds it) at 4×, `--loads N` loads per step (15). With `--compare <distDir>` (one or more) a
// second server serves another build (SPA_DIR) and the loads alternate between the two, so a busy machine weighs
// on both alike. `--only-every-step`: the every-step figures alone. It does not fail.
// Run: npx webpack --mode production && npx tsx bench/stepTransitionBench.ts [--compare <distDir>] [--every-step]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { freePort, median, startBenchServer } from './support/benchServer';
import { openFormAtStep } from './support/formAtStep';
import { STEP_ORDER, type StepName } from '../__tests__/support/formContextAt';
import da from '../translations/da.json';
import { STEP_FORM_ID } from '../src/features/form/stepFormId';

const MEASUREMENTS = 20;
const t = (key: string) => (da as Record<string, string>)[key];

/** A Next, timed two ways from the click's own timestamp (a trusted click, as a person's). */
type NextTiming = {
  /** Until one frame after the next step's heading is in the page: its frame has been painted. */
  painted: number;
  /** Until one frame after the next step's form (its fields and Next) is in the page. */
  complete: number;
  /** The browser's Event Timing duration of the click (what INP is made of): until the next frame is presented. */
  event: number | null;
  /**
   * The longest entry's parts: waiting for the main thread (input delay), its handlers (processing), and from
   * their end to the frame presented (the render the click caused, style, layout, paint).
   */
  parts: { delay: number; processing: number; presentation: number } | null;
};

/** How long a person's finger rests on the button between press and release (a quick click). */
const PRESS_MS = 60;

/**
 * A click as a person makes it, through Chromium's input (trusted events): the pointer comes to rest on the
 * button first (its move and hover are handled then, in their own frame), then the press, then the release. Not
 * Playwright's `click()`, which sends all of these at once and runs its own listeners on the page to check where
 * the click lands: their work was part of every click's input delay (docs/benchmarks.md, "Every Next at 4× CPU,
 * second pass"), work a person's click never brings. The button is scrolled into view and measured first.
 */
async function pressLikeAPerson(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}

/**
 * Clicks Next as a person does and resolves when the heading `expected` is in the page and painted. The page
 * scripts are text: tsx names functions with a helper the page does not have.
 */
async function timeNext(page: Page, expected: string): Promise<NextTiming> {
  await page.evaluate(`(() => {
    const next = (window.__benchNext = { clickAt: null, event: null, parts: null, observer: null });
    document.addEventListener('click', (e) => { if (next.clickAt === null) next.clickAt = e.timeStamp; }, { capture: true, once: true });
    next.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        // Of entries ending with the same frame, the last (the click, after pointerdown and pointerup) has its handlers' work.
        if (!e.interactionId || (next.event !== null && e.duration < next.event)) continue;
        next.event = e.duration;
        next.parts = {
          delay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
          presentation: e.startTime + e.duration - e.processingEnd,
        };
      }
    });
    next.observer.observe({ type: 'event', durationThreshold: 16 });
  })()`);
  await pressLikeAPerson(page, page.getByRole('button', { name: t('form.nav.next'), exact: true }));
  return (await page.evaluate(`new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no step ' + ${JSON.stringify(expected)} + ' within 20 s')), 20000);
    const next = window.__benchNext;
    let painted = null;
    (function check() {
      const h1 = document.querySelector('h1');
      const shown = h1 && h1.textContent === ${JSON.stringify(expected)};
      if (shown && painted === null) requestAnimationFrame(() => { painted = performance.now() - next.clickAt; });
      const form = document.getElementById(${JSON.stringify(STEP_FORM_ID)});
      // The step left stays in the page, hidden, until the new one's fields come.
      if (shown && form && !form.closest('[hidden]')) {
        requestAnimationFrame(() => {
          const complete = performance.now() - next.clickAt;
          // Event Timing entries are delivered some time after the frame they end with.
          setTimeout(() => { next.observer.disconnect(); resolve({ painted: painted ?? complete, complete, event: next.event, parts: next.parts }); }, 300);
        });
      } else requestAnimationFrame(check);
    })();
  })`)) as NextTiming;
}

/** Medians of both timings; an Event Timing under 16 ms is not reported by the browser and counts as 16. */
function medians(timings: readonly NextTiming[]): string {
  const painted = median(timings.map((timing) => timing.painted));
  const complete = median(timings.map((timing) => timing.complete));
  const event = median(timings.map((timing) => timing.event ?? 16));
  const measured = timings.flatMap((timing) => (timing.parts ? [timing.parts] : []));
  const part = (name: keyof NonNullable<NextTiming['parts']>) =>
    median(measured.map((parts) => parts[name])).toFixed(0);
  const parts = measured.length
    ? ` (delay ${part('delay')}, processing ${part('processing')}, presentation ${part('presentation')})`
    : '';
  return `painted ${painted.toFixed(1)} ms, complete ${complete.toFixed(1)} ms, event ${event.toFixed(0)} ms${parts}`;
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
async function timeFirstNext(browser: Browser, base: string, purpose: string): Promise<NextTiming> {
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

/** The steps Next leaves (profile's button sends the form instead). */
const EVERY_STEP = STEP_ORDER.filter((step) => step !== 'profile');
const heading = (step: string) => t(`form.steps.${step}`);

/**
 * Next from `step` after a fresh load of it: the form saved in session storage at that step with valid answers and
 * the cookie choice made (as a returning visitor's reload finds them), hydrated and idle, then the CPU slowed 4×.
 */
async function timeNextAfterLoad(browser: Browser, base: string, purpose: string, step: StepName): Promise<NextTiming> {
  const { context, page } = await openFormAtStep(browser, base, purpose, step);
  try {
    await page.getByRole('heading', { level: 1, name: heading(step) }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await timeNext(page, heading(STEP_ORDER[STEP_ORDER.indexOf(step) + 1]));
  } finally {
    await context.close();
  }
}

const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`;

async function timeEveryStep(browser: Browser, builds: { name: string; base: string }[]) {
  const loadsAt = process.argv.indexOf('--loads');
  const loads = loadsAt > 0 ? Number(process.argv[loadsAt + 1]) : FIRST_NEXT_LOADS;
  const times = new Map<string, NextTiming[]>();
  const before = loadAverage();
  for (let i = 0; i < loads; i++) {
    for (const purpose of FIRST_NEXT_PURPOSES) {
      for (const step of EVERY_STEP) {
        // Alternating which build goes first, so neither always follows the other's load.
        for (const build of i % 2 ? [...builds].reverse() : builds) {
          const key = `${purpose} ${step} ${build.name}`;
          times.set(key, [...(times.get(key) ?? []), await timeNextAfterLoad(browser, build.base, purpose, step)]);
        }
      }
    }
  }
  console.log(`Next from every step after a fresh load of it, ${CPU_SLOWDOWN}× CPU throttling, ${loads} loads each`);
  console.log(`  before: ${before}; after: ${loadAverage()}`);
  for (const purpose of FIRST_NEXT_PURPOSES) {
    for (const step of EVERY_STEP) {
      const row = builds.map(
        (build) => `${build.name}: ${medians(times.get(`${purpose} ${step} ${build.name}`) ?? [])}`,
      );
      console.log(`  ${purpose.padEnd(18)} ${step.padEnd(17)} ${row.join('   ')}`);
    }
  }
  // The aim (issue 49): the median over every step of both purposes, of each step's median.
  for (const build of builds) {
    const stepMedians = (key: keyof Pick<NextTiming, 'painted' | 'complete'>) =>
      FIRST_NEXT_PURPOSES.flatMap((purpose) =>
        EVERY_STEP.map((step) => median((times.get(`${purpose} ${step} ${build.name}`) ?? []).map((t) => t[key]))),
      );
    const events = FIRST_NEXT_PURPOSES.flatMap((purpose) =>
      EVERY_STEP.map((step) => median((times.get(`${purpose} ${step} ${build.name}`) ?? []).map((t) => t.event ?? 16))),
    );
    console.log(
      `  median over every step, ${build.name}: painted ${median(stepMedians('painted')).toFixed(1)} ms, complete ${median(stepMedians('complete')).toFixed(1)} ms, event ${median(events).toFixed(0)} ms`,
    );
  }
}

async function main() {
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npx webpack --mode production');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'step-bench-'));
  // Each `--compare <distDir>` is one more build, served by a server of its own.
  const compareDirs = process.argv.flatMap((arg, i) =>
    arg === '--compare' && process.argv[i + 1] ? [path.resolve(process.argv[i + 1])] : [],
  );
  for (const dir of compareDirs)
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
  const server = await startBenchServer(await freePort(), dataDir, { LENDER_DELAY_MS: '500' });
  const others = [] as { name: string; dataDir: string; server: Awaited<ReturnType<typeof startBenchServer>> }[];
  for (const dir of compareDirs) {
    const otherData = fs.mkdtempSync(path.join(os.tmpdir(), 'step-bench-'));
    const other = await startBenchServer(await freePort(), otherData, { LENDER_DELAY_MS: '500', SPA_DIR: dir });
    others.push({ name: dir, dataDir: otherData, server: other });
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const onlyEveryStep = process.argv.includes('--only-every-step');
  try {
    const builds = [
      { name: 'dist', base: server.base },
      ...others.map((other) => ({ name: other.name, base: other.server.base })),
    ];
    const firstTimes = new Map<string, NextTiming[]>();
    for (let i = 0; i < (onlyEveryStep ? 0 : FIRST_NEXT_LOADS); i++) {
      for (const purpose of FIRST_NEXT_PURPOSES) {
        for (const build of builds) {
          const key = `${build.name} ${purpose}`;
          firstTimes.set(key, [...(firstTimes.get(key) ?? []), await timeFirstNext(browser, build.base, purpose)]);
        }
      }
    }
    if (!onlyEveryStep) {
      console.log(
        `First Next after a fresh load of /form/, ${CPU_SLOWDOWN}× CPU throttling, ${FIRST_NEXT_LOADS} loads each`,
      );
      console.log(`  ${loadAverage()}`);
      for (const [key, times] of firstTimes) console.log(`  ${key}: medians: ${medians(times)}`);
    }
    if (process.argv.includes('--every-step') || onlyEveryStep) await timeEveryStep(browser, builds);
    if (onlyEveryStep) return;

    const page = await browser.newPage({ locale: 'da-DK', viewport: { width: 1280, height: 900 } });
    await fillFirstSteps(page, server.base);
    const times: NextTiming[] = [];
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
    const painted = times.map((timing) => timing.painted).sort((a, b) => a - b);
    console.log(`Next → next step's heading visible, ${MEASUREMENTS} clicks (Chromium, built app)`);
    console.log(
      `  medians: ${medians(times)}   painted min ${painted[0].toFixed(1)} ms, max ${painted[painted.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
    for (const other of others) await other.server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const other of others) fs.rmSync(other.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
