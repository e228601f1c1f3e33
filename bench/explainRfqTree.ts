// EXPLAIN ANALYZE of every statement one GET /api/customer/users/{id}/rfqs issues: the session and
// user read, and the RFQ tree of server/rfqs/customerViews.ts and leadParts.ts, on a database seeded like the
// load bench's (`--other-requests`, default 20,000, besides the demo customer's). The statements are captured
// with a query logger on the app's own connection while the signed-in demo customer's request runs over real
// HTTP, so the list is what the route issues today, however its code changes; then each read is explained with
// the same parameters. Prints the statements and their plans, and flags sequential scans. Diagnostics, not a
// budget: bench/run.ts runs it only when named.
// Run: npm run bench -- explain [--other-requests 20000]
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { Pool } from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database, Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { describeSeed, openBenchDatabase } from './support/benchDatabase';
import { countOption } from './support/benchOptions';
import { cookieHeader, signIn } from './support/httpSession';

const OTHER_REQUESTS = countOption(process.argv.slice(2), 'other-requests', 20_000);
/** Tables that stay small (a few lenders): read whole by any sensible plan, so their scans are not flagged. */
const SMALL_TABLES = new Set(['suppliers', 'postal_codes']);

type Statement = { query: string; params: unknown[] };
/** What node-postgres's pool and PGlite have in common: a parameterised query answering rows. */
type Client = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

/** A drizzle handle on the same connection (pool or PGlite) as `database.db`, logging every statement. */
async function loggingDb(database: Database, logger: Logger): Promise<Db> {
  // drizzle keeps the client it was made with; a second handle on it shares connections, not state.
  const client = (database.db as unknown as { $client: Pool | PGlite }).$client;
  if (database.driver === 'postgres') {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    return drizzle(client as Pool, { schema, logger }) as unknown as Db;
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  return drizzle(client as PGlite, { schema, logger }) as unknown as Db;
}

async function explain(client: Client, { query, params }: Statement): Promise<string[]> {
  const result = await client.query(`explain (analyze, buffers) ${query}`, params);
  return (result.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']);
}

/** The statement as it was written, with the indentation of the source taken out. */
const tidy = (query: string) =>
  query
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n  ');

async function main() {
  const config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', LENDER_DELAY_MS: '0' }),
    inMemoryDb: true,
  };
  const bench = await openBenchDatabase(config.databaseUrl, OTHER_REQUESTS);
  const captured: Statement[] = [];
  let capturing = false;
  const db = await loggingDb(bench.database, {
    logQuery: (query, params) => {
      if (capturing) captured.push({ query, params });
    },
  });
  // Built inside the try: whatever fails, the throwaway database is dropped.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp({ config, database: { ...bench.database, db } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { cookies, userId } = await signIn(base, 'kunde@example.dk');
    const get = () =>
      fetch(`${base}/api/customer/users/${userId}/rfqs`, {
        headers: { accept: 'application/json', cookie: cookieHeader(cookies) },
      });
    // The first request warms caches and connections; the second is the one captured.
    await (await get()).arrayBuffer();
    capturing = true;
    const response = await get();
    const body = (await response.json()) as { leads: unknown[] }[];
    capturing = false;

    const client = (bench.database.db as unknown as { $client: Client }).$client;
    const out: string[] = [
      `EXPLAIN (ANALYZE, BUFFERS) of GET /api/customer/users/{id}/rfqs on ${bench.engine}`,
      `  ${describeSeed(bench, OTHER_REQUESTS)}`,
      `  the demo customer's answer: ${response.status}, ${body.length} request(s), ` +
        `${body.reduce((n, rfq) => n + rfq.leads.length, 0)} leads; ${captured.length} statements`,
    ];
    const summary: string[] = [];
    for (const [i, statement] of captured.entries()) {
      out.push('', `### statement ${i + 1} of ${captured.length}`, `  ${tidy(statement.query)}`);
      out.push(`  parameters: ${JSON.stringify(statement.params)}`);
      if (!/^\s*(select|with)\b/i.test(statement.query)) {
        out.push('  (a write: not explained, EXPLAIN ANALYZE would run it)');
        summary.push(`  ${i + 1}. write, not explained`);
        continue;
      }
      const plan = await explain(client, statement);
      out.push('', ...plan.map((line) => `  ${line}`));
      const scans = [...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
      const bigScans = scans.filter((table) => !SMALL_TABLES.has(table));
      const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
      const first = tidy(statement.query).split('\n')[0].slice(0, 70);
      summary.push(
        `  ${i + 1}. ${time}` +
          (bigScans.length ? `; sequential scan of ${bigScans.join(', ')}` : '; index scans only (lenders aside)') +
          `: ${first}…`,
      );
    }
    out.push('', 'summary (execution time in the database, per statement):', ...summary, '');
    process.stdout.write(out.join('\n'));
  } finally {
    await app?.close();
    await bench.database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`explainRfqTree failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
