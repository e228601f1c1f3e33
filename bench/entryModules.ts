// What is in the chunks a first visit downloads, module by module: the minified bytes each source contributes to
// the entry chunks and to each first visit's own chunks (bench/bundleBudget.ts), read from the build's source maps,
// with each module's code gzipped alone (an estimate: gzip across modules compresses a little better). Lists the
// biggest of each, so a change that grows the entry shows what grew it.
// Run: npx tsx bench/entryModules.ts [dist] [--top N]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { FIRST_VISIT_GROUPS } from './firstVisits';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const TOP = topAt >= 0 ? Number(args[topAt + 1]) : 5;
const DIST = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? 'dist');

type Asset = { name: string };
type Stats = {
  entrypoints: Record<string, { assets: Asset[] }>;
  namedChunkGroups: Record<string, { assets: Asset[] }>;
};
const stats = JSON.parse(fs.readFileSync(path.join(DIST, 'stats.json'), 'utf8')) as Stats;
/** Lazy chunks are files named by id: a message bundle's is shown by its chunk group's name (i18n-da-form). */
const groupNameOf = (file: string) =>
  Object.entries(stats.namedChunkGroups).find(
    ([name, group]) => name.startsWith('i18n-') && group.assets.some((a) => a.name === file),
  )?.[0] ?? file;
const jsOf = (assets: Asset[]) => assets.map((a) => a.name).filter((n) => n.endsWith('.js'));

/** Each source's minified code in one generated file, from its source map's mappings. */
function modulesOf(file: string): Map<string, string> {
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  const mapFile = path.join(DIST, `${file}.map`);
  // A chunk without a source map is one module's (a message bundle's JSON): named by its chunk group.
  if (!fs.existsSync(mapFile)) return new Map([[groupNameOf(file), code]]);
  const lines = code.split('\n');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const consumer = new SourceMapConsumer(map);
  const segments: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((m) =>
    segments.push({
      line: m.generatedLine,
      column: m.generatedColumn,
      source: m.source ?? '(no source: message JSON, webpack glue)',
    }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const bySource = new Map<string, string>();
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const line = lines[segment.line - 1] ?? '';
    const end = next && next.line === segment.line ? next.column : line.length;
    bySource.set(segment.source, (bySource.get(segment.source) ?? '') + line.slice(segment.column, end));
  });
  return bySource;
}

const short = (source: string) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    // node_modules may be a link to another checkout's.
    .replace(/^.*?node_modules\//, 'node_modules/');

function report(title: string, files: string[]) {
  const merged = new Map<string, string>();
  for (const file of files)
    for (const [source, code] of modulesOf(file)) merged.set(source, (merged.get(source) ?? '') + code);
  const rows = [...merged]
    .map(([source, code]) => ({ source: short(source), raw: code.length, gzip: zlib.gzipSync(code).length }))
    .sort((a, b) => b.gzip - a.gzip);
  process.stdout.write(`\n${title} (${files.join(', ')}):\n`);
  for (const row of rows.slice(0, TOP))
    process.stdout.write(
      `  ${row.source.padEnd(70)} ${(row.raw / 1024).toFixed(1).padStart(6)} KB  ${(row.gzip / 1024).toFixed(1).padStart(5)} KB gzip\n`,
    );
}

const entry = jsOf(stats.entrypoints.main.assets);
report(
  'entry',
  entry.filter((f) => !/framework/.test(f)),
);
report(
  'entry framework',
  entry.filter((f) => /framework/.test(f)),
);
for (const [route, groups] of Object.entries(FIRST_VISIT_GROUPS)) {
  const own = [...new Set(groups.flatMap((g) => jsOf(stats.namedChunkGroups[g]?.assets ?? [])))].filter(
    (f) => !entry.includes(f),
  );
  report(`${route}, beyond the entry`, own);
}
