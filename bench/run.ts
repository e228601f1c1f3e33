// `npm run bench`: runs every budget in bench/ one after another and prints their figures. Budgets that need
// the built app build it first; none of them fails the run on a slow figure (they measure, tests assert).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ORDER = ['bundleBudget.ts', 'wizardBench.ts', 'stepTransitionBench.ts', 'compareOffersBench.ts', 'apiLoad.ts'];
const NEEDS_BUILD = new Set(['bundleBudget.ts', 'stepTransitionBench.ts', 'compareOffersBench.ts']);

const only = process.argv.slice(2);
const present = ORDER.filter(
  (file) => fs.existsSync(path.join(__dirname, file)) && (only.length === 0 || only.some((o) => file.startsWith(o))),
);

if (present.some((f) => NEEDS_BUILD.has(f)) && !fs.existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = 0;
for (const file of present) {
  process.stdout.write(`\n## ${file}\n`);
  const run = spawnSync('npx', ['tsx', path.join('bench', file)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) {
    failed += 1;
    process.stdout.write(`(${file} exited with ${run.status})\n`);
  }
}
process.exit(failed ? 1 : 0);
