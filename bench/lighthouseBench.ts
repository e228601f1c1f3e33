// Lighthouse (the npm package, its default mobile profile with simulated throttling) against the built app in
// Debian's Chromium: performance score, TBT, LCP and FCP of `/form/`, `/login` and the 30-offer comparison (signed
// in), the median of five runs each. Prints figures only; the targets are beside them.
// Run: npx webpack --mode production && npx tsx bench/lighthouseBench.ts [runs]   (CHROME_PATH, default chromium)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { freePort, median, startBenchServer } from './support/benchServer';
import { answeredRequest, CUSTOMER, PASSWORD, prepareDatabase } from './support/comparisonFixture';
import { cookieHeader, signIn } from './support/httpSession';
import { audit, type Figures } from './support/lighthouseAudit';

const RUNS = Number(process.argv[2] ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function main() {
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npx webpack --mode production');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const tokens = await prepareDatabase(dataDir);
  const server = await startBenchServer(await freePort(), dataDir, {
    LENDER_DELAY_MS: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const rfqId = await answeredRequest(server.base, tokens);
    const { cookies } = await signIn(server.base, CUSTOMER, PASSWORD);
    const pages: { label: string; url: string; cookie: string | null }[] = [
      { label: '/form/', url: `${server.base}/form/`, cookie: null },
      { label: '/login', url: `${server.base}/login`, cookie: null },
      {
        label: 'comparison (30 offers)',
        url: `${server.base}/rfqs/${rfqId}/compare-offers`,
        cookie: cookieHeader(cookies),
      },
    ];
    const lines = [
      `Lighthouse ${JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile ` +
        `profile (simulated throttling), Chromium at ${CHROME_PATH}, median of ${RUNS} runs; target: score ≥ 90, TBT ≤ 200 ms`,
      `${'page'.padEnd(24)} ${'score'.padStart(5)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)}   scores`,
    ];
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(page.url, chrome.port, page.cookie));
      const ms = (pick: (f: Figures) => number) => `${median(runs.map(pick)).toFixed(0)} ms`.padStart(8);
      lines.push(
        `${page.label.padEnd(24)} ${String(median(runs.map((r) => r.score))).padStart(5)} ${ms((r) => r.tbt)} ` +
          `${ms((r) => r.lcp)} ${ms((r) => r.fcp)}   ${runs.map((r) => r.score).join(' ')}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lighthouseBench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
