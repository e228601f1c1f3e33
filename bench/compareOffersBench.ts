// The offer comparison with 30 offers in Debian's Chromium: the built app on a free port over a temporary PGlite,
// one customer's request answered by 30 lenders through the supplier API (as a real lender's system would), then
// the time from navigation to the comparison table (31 columns) being in the DOM and painted. Median of a few runs,
// for a full page load and for the in-app click from rfqs/current. Prints figures only.
// Run: npx tsx bench/compareOffersBench.ts [runs]   (build first: npx webpack --mode production)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { openDatabase } from '../server/db/client';
import * as t from '../server/db/schema';
import { seed } from '../server/db/seed';
import { issueSupplierToken } from '../server/lenders/supplierTokens';
import { chromiumLaunchOptions } from '../e2e/chromiumLaunch';
import { jsonHeaders, signIn } from './support/httpSession';

const OFFERS = 30;
const RUNS = Number(process.argv[2] ?? 7);
const CUSTOMER = 'kunde2@example.dk';
const PASSWORD = 'Demo1234!';
const LOGOS = [
  'oresund-bank',
  'kattegat-realkredit',
  'skovby-sparekasse',
  'limfjord-kredit',
  'boelge-bank',
  'hedeland-andelskasse',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Seeds the demo data, then adds 30 lenders of our own (with supplier-API tokens) that serve the customer's subjects. */
async function prepareDatabase(dataDir: string): Promise<Map<number, string>> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await seed(database.db);
    // Only the bench's lenders get leads, so the request has exactly 30 answers and no demo lender answers by itself.
    await database.db.update(t.suppliers).set({ serves: [] });
    const tokens = new Map<number, string>();
    for (let i = 1; i <= OFFERS; i++) {
      const slug = `bench-bank-${i}`;
      const [row] = await database.db
        .insert(t.suppliers)
        .values({
          slug,
          name: `Benchmark Bank ${i} A/S`,
          shortName: `Bench ${i}`,
          kind: 'bank',
          logo: `/logos/${LOGOS[i % LOGOS.length]}.svg`,
          serves: ['deposits', 'student_loans', 'loans'],
        })
        .returning({ id: t.suppliers.id });
      const token = await issueSupplierToken(database.db, slug);
      if (!token) throw new Error(`no token for ${slug}`);
      tokens.set(row.id, token);
    }
    const [customer] = await database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, CUSTOMER));
    if (!customer) throw new Error(`the seed has no ${CUSTOMER}`);
    return tokens;
  } finally {
    await database.close();
  }
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // bench/run.ts runs benches with NODE_ENV=production, where the server insists on real secrets.
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LENDER_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

/** Signs in over HTTP and starts a request from the saved profile; returns the request's id and leads. */
async function startRequest(base: string): Promise<{ rfqId: number; leads: { id: number; supplierId: number }[] }> {
  const { cookies, userId } = await signIn(base, CUSTOMER, PASSWORD);
  const created = await fetch(`${base}/api/customer/users/${userId}/rfqs`, {
    method: 'POST',
    headers: jsonHeaders(cookies),
    body: '{}',
  });
  if (created.status !== 201) throw new Error(`starting the request failed: ${created.status} ${await created.text()}`);
  const rfq = (await created.json()) as { id: number; leads: { id: number; supplier: { id: number } }[] };
  return { rfqId: rfq.id, leads: rfq.leads.map((lead) => ({ id: lead.id, supplierId: lead.supplier.id })) };
}

/** Each lender answers with a loan and a savings account at its own rates, so every row has a best value. */
async function answerAll(base: string, leads: { id: number; supplierId: number }[], tokens: Map<number, string>) {
  await Promise.all(
    leads.map(async (lead, i) => {
      const token = tokens.get(lead.supplierId);
      if (!token) throw new Error(`lead ${lead.id} is not a bench lender's`);
      const body = {
        comment: `Tilbud nr. ${i + 1}`,
        products: [
          {
            product_type: 'loan',
            product_sub_type: 'consumer_loan',
            amount: 86000,
            interest_rate: 3.5 + i * 0.05,
            term_months: 120,
            fees: 500 + i * 25,
          },
          {
            product_type: 'deposit',
            product_sub_type: 'savings_account',
            amount: 95000,
            interest_rate: 0.75 + i * 0.02,
            replaces: ['deposits.0'],
          },
        ],
      };
      const res = await fetch(`${base}/supplier-api/v1/leads/${lead.id}/offer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`offer on lead ${lead.id} failed: ${res.status} ${await res.text()}`);
    }),
  );
}

/**
 * Records, in the page, when the table first has all its column headers, and then the frame after (painted).
 * Times are from the document's navigation start (performance.now()), so they include loading the code and data.
 */
const TABLE_WATCH = `(() => {
  const columns = ${OFFERS + 1};
  const check = () => {
    if (window.__tableInDom !== undefined) return;
    if (document.querySelectorAll('table.compare-table thead th').length >= columns) {
      window.__tableInDom = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => { window.__tablePainted = performance.now(); }));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

type Timing = { inDom: number; painted: number };

async function readTiming(page: Page, since = 0): Promise<Timing> {
  await page.waitForFunction(
    () => (window as unknown as { __tablePainted?: number }).__tablePainted !== undefined,
    null,
    { timeout: 60_000 },
  );
  const { inDom, painted } = await page.evaluate(() => {
    const w = window as unknown as { __tableInDom: number; __tablePainted: number };
    return { inDom: w.__tableInDom, painted: w.__tablePainted };
  });
  return { inDom: inDom - since, painted: painted - since };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  if (!fs.existsSync('dist/index.html')) {
    process.stderr.write('No dist/index.html: build first with npx webpack --mode production\n');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-bench-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  let server: ChildProcess | null = null;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tokens = await prepareDatabase(dataDir);
    server = startServer(port, dataDir);
    await waitForHealth(base);
    const { rfqId, leads } = await startRequest(base);
    await answerAll(base, leads, tokens);

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
    });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill(CUSTOMER);
    await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL(/\/home$/);
    await page.addInitScript(TABLE_WATCH);
    const compareUrl = `${base}/rfqs/${rfqId}/compare-offers`;

    // A first visit fills the browser's HTTP cache with the code, as for a returning customer.
    await page.goto(compareUrl);
    const warm = await readTiming(page);
    const columns = await page.locator('table.compare-table thead th').count();
    const rows = await page.locator('table.compare-table tbody tr').count();

    const fullLoads: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(compareUrl);
      fullLoads.push(await readTiming(page));
    }

    const inApp: Timing[] = [];
    // How much of the in-app figure is the request's answer (GET /api/customer/rfqs/{id}, 30 leads with offers).
    const apiTimes: number[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith(`/api/customer/rfqs/${rfqId}`)) apiTimes.push(request.timing().responseEnd);
    });
    for (let run = 0; run < RUNS; run++) {
      // A fresh document each time, so the request's answer is not in the API cache yet.
      await page.goto(`${base}/rfqs/current`);
      // By address: the customer reads the app in their own language.
      const link = page.locator(`.page-header a[href="/rfqs/${rfqId}/compare-offers"]`);
      await link.waitFor();
      const clickedAt = await page.evaluate(() => performance.now());
      await link.click();
      inApp.push(await readTiming(page, clickedAt));
    }

    const report = (label: string, timings: Timing[]) =>
      `${label.padEnd(44)} in DOM ${ms(median(timings.map((t) => t.inDom))).padStart(7)}   painted ${ms(median(timings.map((t) => t.painted))).padStart(7)}   (painted min ${ms(Math.min(...timings.map((t) => t.painted)))}, max ${ms(Math.max(...timings.map((t) => t.painted)))})`;
    process.stdout.write(
      [
        `Comparison of ${OFFERS} offers: ${columns - 1} columns + own situation, ${rows} table rows, Chromium ${browser.version()}, 1280×900`,
        `first visit (cold HTTP cache)               painted ${ms(warm.painted)}`,
        report(`full page load, median of ${RUNS}`, fullLoads),
        report(`in-app click from rfqs/current, median of ${RUNS}`, inApp),
        `  of which GET /api/customer/rfqs/${rfqId} (request start to last byte), median  ${ms(median(apiTimes))}`,
        '',
      ].join('\n'),
    );
    await context.close();
  } finally {
    await browser.close();
    if (server?.pid) {
      // The server runs in its own process group (npx → tsx → node): end the group this bench started.
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `compareOffersBench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
