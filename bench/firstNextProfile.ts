// Where the main thread spends the first Next after a fresh load of /form/ at 4× CPU: a CPU profile (CDP
// Profiler) around the click, summed by function over several loads, with the self time of the top functions.
// `--at <purpose>:<step>`: Next from that step after a reload there instead (as the step bench's --every-step).
// Run: npm run build && npx tsx bench/firstNextProfile.ts [loads] [--at property_purchaser:housingSituation]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { freePort, startBenchServer } from './support/benchServer';
import { openFormAtStep } from './support/formAtStep';
import { STEP_ORDER, type StepName } from '../__tests__/support/formContextAt';
import da from '../translations/da.json';

const t = (key: string) => (da as Record<string, string>)[key];
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const maps = new Map<string, SourceMapConsumer | null>();
/** The original module (and function) of a frame of the built bundle, from its source map. */
function original(f: Node['callFrame']): string {
  const file = f.url.split('/').pop()?.split('?')[0] ?? '';
  if (!file.endsWith('.js')) return `${f.functionName || '(program)'} ${file}`;
  if (!maps.has(file)) {
    const mapPath = path.join('dist/assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapPath, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return `${f.functionName} ${file}`;
  const at = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  const source = (at.source ?? '?').replace(/^.*node_modules\//, 'nm/').replace(/^webpack:\/\/[^/]*\//, '');
  return `${source.replace(/^\.\//, '')} (${f.functionName || at.name || 'anon'})`;
}

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
  ts: number;
  tid: number;
  args?: { data?: { type?: string } };
};
/**
 * Main-thread work by kind, counted from the click's event to the end of the trace: wall time, and thread time
 * (the CPU the thread got; on a busy machine the wall time also holds the waits for a core).
 */
const timeline = new Map<string, number>();
const threadTime = new Map<string, number>();
const KINDS = [
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.evaluateModule',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'ParseHTML',
  'MinorGC',
  'MajorGC',
];
function addTimeline(events: TraceEvent[]): { from: number; to: number } | null {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return null;
  const main = events.filter((e) => e.tid === click.tid && e.ph === 'X' && e.ts >= click.ts && KINDS.includes(e.name));
  // Only outermost events of these kinds, so nested ones are not counted twice.
  let end = 0;
  for (const e of main.sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    timeline.set(e.name, (timeline.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    threadTime.set(e.name, (threadTime.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
  }
  return { from: click.ts, to: click.ts + (click.dur ?? 0) };
}

/** A fresh visitor on /form/ with the cookie choice made and the generic purpose chosen. */
async function openFirstStep(browser: Browser, base: string) {
  const context = await browser.newContext({ locale: 'da-DK', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${base}/form/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('button[type=submit]')?.hasAttribute('disabled'));
  // The cookie banner covers the purposes on a phone: the visitor answers it first.
  await page.getByRole('button', { name: t('consent.rejectAll') }).click();
  await page.getByRole('radio', { name: t('options.personaTypes.generic') }).check();
  return { context, page };
}

function startingPoint(): { purpose: string; step: StepName } | null {
  const at = process.argv.indexOf('--at');
  if (at < 0) return null;
  const [purpose, step] = (process.argv[at + 1] ?? '').split(':');
  if (!STEP_ORDER.includes(step as StepName) || step === 'profile')
    throw new Error(`--at <purpose>:<step>, not ${process.argv[at + 1]}`);
  return { purpose, step: step as StepName };
}

async function main() {
  const loads = Number(process.argv[2]?.startsWith('--') ? 5 : (process.argv[2] ?? 5));
  const at = startingPoint();
  const expected = t(`form.steps.${at ? STEP_ORDER[STEP_ORDER.indexOf(at.step) + 1] : 'housingSituation'}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-bench-'));
  const server = await startBenchServer(await freePort(), dataDir, { LENDER_DELAY_MS: '500' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const self = new Map<string, number>();
  let total = 0;
  /** Self time by module while the click's own event is dispatched (its handlers and the render they cause). */
  const inClick = new Map<string, number>();
  const inClickFunctions = new Map<string, number>();
  let inClickTotal = 0;
  try {
    for (let i = 0; i < loads; i++) {
      const { context, page } = at
        ? await openFormAtStep(browser, server.base, at.purpose, at.step)
        : await openFirstStep(browser, server.base);
      await page.waitForTimeout(300);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const ms = await page.evaluate(`new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(t('form.nav.next'))});
        const start = performance.now();
        button.click();
        (function check() {
          const h1 = document.querySelector('h1');
          if (h1 && h1.textContent === ${JSON.stringify(expected)}) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        })();
      })`);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      console.log(`load ${i + 1}: ${(ms as number).toFixed(1)} ms`);
      const click = addTimeline(JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[]);
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      // Sample times and trace timestamps are on the same clock (microseconds).
      let sampledAt = profile.startTime;
      profile.samples.forEach((id, k) => {
        sampledAt += profile.timeDeltas[k];
        const n = byId.get(id)!;
        const f = n.callFrame;
        const key = original(f);
        const dt = profile.timeDeltas[k] / 1000;
        total += dt;
        self.set(key, (self.get(key) ?? 0) + dt);
        if (click && sampledAt >= click.from && sampledAt <= click.to) {
          inClickTotal += dt;
          const module = key.replace(/ \(.*\)$/, '');
          inClick.set(module, (inClick.get(module) ?? 0) + dt);
          inClickFunctions.set(key, (inClickFunctions.get(key) ?? 0) + dt);
        }
      });
      await context.close();
    }
    console.log('main thread from the click, outermost events by kind, ms per load: wall, thread');
    for (const [kind, ms] of [...timeline].sort((a, b) => b[1] - a[1])) {
      console.log(
        `${(ms / loads).toFixed(1).padStart(7)} ${((threadTime.get(kind) ?? 0) / loads).toFixed(1).padStart(7)}  ${kind}`,
      );
    }
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / loads;
    console.log(`${sum(timeline).toFixed(1).padStart(7)} ${sum(threadTime).toFixed(1).padStart(7)}  all`);
    const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
    console.log(`self time per load (ms), of ${(total / loads).toFixed(1)} ms profiled per load`);
    for (const [key, ms] of rows) console.log(`${(ms / loads).toFixed(1).padStart(7)}  ${key}`);
    console.log(`in the click's dispatch, self time by module per load, of ${(inClickTotal / loads).toFixed(1)} ms`);
    for (const [key, ms] of [...inClick].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`${(ms / loads).toFixed(1).padStart(7)}  ${key}`);
    }
    console.log(`in the click's dispatch, self time by function per load`);
    for (const [key, ms] of [...inClickFunctions].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`${(ms / loads).toFixed(1).padStart(7)}  ${key}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
