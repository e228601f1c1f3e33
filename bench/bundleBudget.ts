// What a first visit downloads before the page renders: the entry chunks plus the route's lazy chunk(s), gzip
// and brotli, read from the production build (`npx webpack --mode production`, which writes dist/stats.json).
// Then the prerendered pages (dist/prerendered): bytes before they are visible (HTML + stylesheets) and before
// they are interactive (+ every script). Prints figures. With --check (CI), exits 1 when a figure exceeds its
// budget in bench/budgets.json or a package that must load on demand is in the entry chunks: byte counts are
// deterministic, unlike timings.
// Run: npx tsx bench/bundleBudget.ts [dist] [--check]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_VISIT_GROUPS } from './firstVisits';
import { PRERENDERED_DIR, PRERENDERED_PAGES, prerenderedFile, prerenderedLocales } from '../domain/prerenderedPages';

const args = process.argv.slice(2);
const CHECK = args.includes('--check');
const DIST = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
/** The one place for the byte budgets: KB gzip (1024 bytes) of JS + CSS before each first visit renders. */
const BUDGETS = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as {
  firstVisitGzipKB: Record<string, number>;
  /** A prerendered page: HTML + its stylesheets before it is visible, and with every script before it is interactive. */
  prerenderedGzipKB: Record<string, { visible: number; interactive: number }>;
};

const FIRST_VISITS = FIRST_VISIT_GROUPS;

/** Packages that must not be in what every page downloads first: each loads after the first paint or on demand. */
const KEEP_OUT_OF_ENTRY = [
  'node_modules/luxon',
  'node_modules/@bugsnag',
  'node_modules/pusher-js',
  'node_modules/laravel-echo',
  'node_modules/libphonenumber-js',
  'node_modules/@statelyai',
  // The mortgage surveillance chart: only its property page loads it.
  'node_modules/uplot',
  // Web Vitals are measured only with the visitor's statistics consent (src/lib/analytics/webVitals.ts).
  'node_modules/web-vitals',
  'translations/en.json',
];

/** What the form's start step and /login show and take input without: yup and the §5 rules, on first use. */
const KEEP_OUT_OF_ENTRY_PAGES = [
  'node_modules/yup',
  'domain/validation/rules.ts',
  'domain/validation/yupRules.ts',
  'domain/validation/steps/fieldSchemas.ts',
];

type Asset = { name: string; size?: number };
type Stats = {
  entrypoints: Record<string, { assets: Asset[] }>;
  namedChunkGroups: Record<string, { assets: Asset[] }>;
};

function readStats(): Stats {
  const file = path.join(DIST, 'stats.json');
  if (!fs.existsSync(file)) {
    process.stderr.write(`No ${file}: build first with npx webpack --mode production\n`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Stats;
}

const isCode = (name: string) => /\.(js|css)$/.test(name);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const name of files) {
    const content = fs.readFileSync(path.join(DIST, name));
    raw += content.length;
    gzip += zlib.gzipSync(content, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(content).length;
  }
  return { raw, gzip, brotli };
}

function sourcesOf(file: string): string[] {
  const map = path.join(DIST, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

const stats = readStats();
const entry = stats.entrypoints.main.assets.map((a) => a.name).filter(isCode);

const rows: string[][] = [['first visit', 'files', 'JS gzip', 'CSS gzip', 'total gzip', 'total brotli', 'budget']];
const overBudget: string[] = [];
const firstVisitFiles: Record<string, string[]> = {};
for (const [route, groups] of Object.entries(FIRST_VISITS)) {
  const lazy = groups.flatMap((group) => {
    const found = stats.namedChunkGroups[group];
    if (!found) throw new Error(`No chunk group "${group}" in stats.json: check FIRST_VISITS against the route table`);
    return found.assets.map((a) => a.name).filter(isCode);
  });
  const files = [...new Set([...entry, ...lazy])];
  firstVisitFiles[route] = files;
  const js = sizes(files.filter((f) => f.endsWith('.js')));
  const css = sizes(files.filter((f) => f.endsWith('.css')));
  const budget = BUDGETS.firstVisitGzipKB[route];
  const over = budget !== undefined && (js.gzip + css.gzip) / 1024 > budget;
  if (over) overBudget.push(`${route}: ${kb(js.gzip + css.gzip)} > ${budget} KB`);
  rows.push([
    route,
    String(files.length),
    kb(js.gzip),
    kb(css.gzip),
    kb(js.gzip + css.gzip),
    kb(js.brotli + css.brotli),
    budget === undefined ? '–' : `${budget} KB${over ? ' OVER' : ''}`,
  ]);
}
rows.push([
  'entry only',
  String(entry.length),
  kb(sizes(entry.filter((f) => f.endsWith('.js'))).gzip),
  kb(sizes(entry.filter((f) => f.endsWith('.css'))).gzip),
  kb(sizes(entry).gzip),
  kb(sizes(entry).brotli),
  '–',
]);

function printTable(table: string[][]) {
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const row of table)
    process.stdout.write(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ') + '\n',
    );
}
printTable(rows);

/**
 * The prerendered pages, read from the HTML the build wrote: the page is visible once the HTML and the
 * stylesheets it links are in (scripts are deferred), and interactive once every script it loads or preloads is.
 */
const prerenderedRows: string[][] = [
  ['prerendered page', 'HTML gzip', 'visible (HTML+CSS)', 'interactive (+JS)', 'budget'],
];
for (const page of PRERENDERED_PAGES) {
  for (const locale of prerenderedLocales(page)) {
    const file = path.join(DIST, PRERENDERED_DIR, prerenderedFile(page.name, locale));
    if (!fs.existsSync(file)) throw new Error(`No ${file}: the production build writes it`);
    const html = fs.readFileSync(file, 'utf8');
    const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1].replace(/^\//, ''));
    const css = linked(/<link href="?([^" >]+\.css)"? rel="?stylesheet"?>/g);
    const js = [
      ...linked(/<script defer src="?([^" >]+\.js)"?>/g),
      ...linked(/<link rel="preload" href="([^"]+\.js)"/g),
    ];
    const htmlGzip = zlib.gzipSync(html, { level: 9 }).length;
    const visible = htmlGzip + sizes(css).gzip;
    const interactive = visible + sizes([...new Set(js)]).gzip;
    const budget = BUDGETS.prerenderedGzipKB[page.path];
    const over = budget && (visible / 1024 > budget.visible || interactive / 1024 > budget.interactive);
    if (over)
      overBudget.push(
        `${page.path} (${locale}) prerendered: ${kb(visible)} / ${kb(interactive)} > ${budget.visible} / ${budget.interactive} KB`,
      );
    prerenderedRows.push([
      `${page.path} (${locale})`,
      kb(htmlGzip),
      kb(visible),
      kb(interactive),
      budget ? `${budget.visible} / ${budget.interactive} KB${over ? ' OVER' : ''}` : '–',
    ]);
  }
}
process.stdout.write('\n');
printTable(prerenderedRows);

process.stdout.write('\nEntry chunks:\n');
for (const file of entry) process.stdout.write(`  ${file.padEnd(36)} ${kb(sizes([file]).gzip).padStart(9)} gzip\n`);

/** The packages and modules of `pattern` found in the sources of these files (their source maps). */
function foundIn(files: string[], patterns: string[]): string[] {
  const sources = files.filter((f) => f.endsWith('.js')).flatMap(sourcesOf);
  return patterns.filter((pattern) => sources.some((source) => source.includes(pattern)));
}

const keptOut = [
  { what: 'the entry chunks', patterns: KEEP_OUT_OF_ENTRY, found: foundIn(entry, KEEP_OUT_OF_ENTRY) },
  ...['/form/', '/login'].map((route) => ({
    what: `the first visit of ${route}`,
    patterns: KEEP_OUT_OF_ENTRY_PAGES,
    found: foundIn(firstVisitFiles[route], KEEP_OUT_OF_ENTRY_PAGES),
  })),
];
for (const { what, patterns, found } of keptOut)
  process.stdout.write(
    `\nKept out of ${what} (${patterns.map((p) => p.replace('node_modules/', '')).join(', ')}): ${found.length ? `NO, found ${found.join(', ')}` : 'yes'}`,
  );
process.stdout.write('\n');
const offenders = keptOut.flatMap(({ what, found }) => found.map((f) => `${f} in ${what}`));
if (CHECK && (overBudget.length > 0 || offenders.length > 0)) {
  process.stderr.write(
    `\nBundle budget exceeded (bench/budgets.json):\n${[...overBudget, ...offenders].map((l) => `  ${l}`).join('\n')}\n`,
  );
  process.exit(1);
}
