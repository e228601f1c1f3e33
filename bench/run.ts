// `npm run bench`: runs every budget in bench/ one after another and prints their figures. Budgets that need
// the built app build it first; none of them fails the run on a slow figure (they measure, tests assert).
// Bare words pick benches by the start of their file name (`npm run bench -- api`); `--name value` options are
// passed to the picked benches that take them (`npm run bench -- api --other-requests 5000`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ORDER = [
  'bundleBudget.ts',
  'wizardBench.ts',
  'stepTransitionBench.ts',
  'compareOffersBench.ts',
  'lighthouseBench.ts',
  'apiLoad.ts',
  'explainRfqTree.ts',
  'clusterLoad.ts',
  'attacks.ts',
  'passwordHashBench.ts',
];
const NEEDS_BUILD = new Set([
  'bundleBudget.ts',
  'stepTransitionBench.ts',
  'compareOffersBench.ts',
  'lighthouseBench.ts',
]);
/**
 * Diagnostics (query plans) and benches that need PostgreSQL (the API load; the cluster and the attacks on a
 * running app, with Redis): run only when named.
 */
const ON_REQUEST = new Set(['apiLoad.ts', 'explainRfqTree.ts', 'clusterLoad.ts', 'attacks.ts']);
/** Benches that read `--name value` options; the others take positional arguments of their own. */
const TAKES_OPTIONS = new Set(['apiLoad.ts', 'explainRfqTree.ts', 'clusterLoad.ts', 'attacks.ts']);

const only: string[] = [];
const options: string[] = [];
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  if (!arg.startsWith('--')) only.push(arg);
  else if (arg.includes('=') || i + 1 >= process.argv.length) options.push(arg);
  else options.push(arg, process.argv[(i += 1)]);
}
const present = ORDER.filter(
  (file) =>
    fs.existsSync(path.join(__dirname, file)) &&
    (only.length === 0 ? !ON_REQUEST.has(file) : only.some((o) => file.startsWith(o))),
);

if (present.some((f) => NEEDS_BUILD.has(f)) && !fs.existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = 0;
for (const file of present) {
  process.stdout.write(`\n## ${file}\n`);
  const run = spawnSync('npx', ['tsx', path.join('bench', file), ...(TAKES_OPTIONS.has(file) ? options : [])], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) {
    failed += 1;
    process.stdout.write(`(${file} exited with ${run.status})\n`);
  }
}
process.exit(failed ? 1 : 0);
