// Every test database starts as a copy of one of two databases made once per jest run (the server project's
// globalSetup): migrated and empty, or migrated and seeded. Migrating and seeding took 10-15 s per server suite
// on this 2-core machine; loading a copy takes under a second. PGlite's copies are dumps of its data directory in
// a temporary folder; PostgreSQL's are template databases beside the configured one (CREATE DATABASE … TEMPLATE).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../server/config';
import { adminQuery, openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/seed/seed';

export type TemplateKind = 'empty' | 'seeded';

/** Where the copies are; passed from globalSetup to the test files in the environment (jest's workers inherit it). */
export type Templates = { pgliteDir: string } | { postgres: Record<TemplateKind, string> };
const ENV = 'TEST_DATABASE_TEMPLATES';

export function templatesFromEnv(): Templates | null {
  const json = process.env[ENV];
  return json ? (JSON.parse(json) as Templates) : null;
}

export function templatesToEnv(templates: Templates | null): void {
  if (templates) process.env[ENV] = JSON.stringify(templates);
  else delete process.env[ENV];
}

/**
 * The postgres settings of every test database in PGlite. Its default buffer pool, 128 MB, is memory the process
 * zeroes and holds beside the files (MEMFS, itself in memory), for databases of a few MB: opening the seeded copy
 * took 1.07 s of CPU with it and 0.53 s with 16 MB, which still holds the whole seeded database (docs/benchmarks.md,
 * "Tests under two minutes, second pass").
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

export async function resetDatabase(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> '__drizzle_migrations'`,
  );
  const names = (Array.isArray(rows) ? rows : (rows as { rows: { tablename: string }[] }).rows).map(
    (r) => `"${r.tablename}"`,
  );
  if (names.length) await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

/** The slow way, as every suite did before the templates: migrate an empty database, truncate, maybe seed. */
async function buildFromScratch(config: Config, kind: TemplateKind, throwawayDatabase?: string): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: true,
    throwawayDatabase,
    pgliteSettings: TEST_PGLITE_SETTINGS,
  });
  await resetDatabase(database);
  if (kind === 'seeded') await seed(database.db);
  return database;
}

/**
 * globalSetup: migrate once, keep that as the empty copy, seed it and keep that as the seeded one. The seed's
 * "3 days ago" is then counted from the start of the run rather than of the suite.
 */
export async function createTemplates(config: Config): Promise<Templates> {
  return config.databaseUrl ? createPostgresTemplates(config.databaseUrl) : createPgliteTemplates(config);
}

async function createPgliteTemplates(config: Config): Promise<Templates> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-templates-'));
  const database = await buildFromScratch(config, 'empty');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // PGlite cannot CREATE DATABASE, so its template0 and template1 are never used: without them a copy is 640
  // files instead of 1,250, and every suite's open of it costs about a fifth less CPU.
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('checkpoint');
  const keep = async (kind: TemplateKind) => {
    // Uncompressed: gunzipping 40 MB in every suite would cost more than reading it.
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(path.join(pgliteDir, `${kind}.tar`), Buffer.from(await dump.arrayBuffer()));
  };
  await keep('empty');
  await seed(database.db);
  await keep('seeded');
  await database.close();
  return { pgliteDir };
}

async function createPostgresTemplates(databaseUrl: string): Promise<Templates> {
  const postgres: Record<TemplateKind, string> = {
    empty: `test_template_${process.pid}_empty`,
    seeded: `test_template_${process.pid}_seeded`,
  };
  // Opened by URL rather than as throwaway databases, which are dropped on close.
  const open = (name: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  };
  for (const name of Object.values(postgres))
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(databaseUrl, `create database ${postgres.empty}`);
  const empty = await open(postgres.empty);
  await resetDatabase(empty);
  // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
  await empty.close();
  await adminQuery(databaseUrl, `create database ${postgres.seeded} template ${postgres.empty}`);
  const seeded = await open(postgres.seeded);
  await seed(seeded.db);
  await seeded.close();
  return { postgres };
}

/** globalTeardown. */
export async function dropTemplates(config: Config, templates: Templates): Promise<void> {
  if ('pgliteDir' in templates) {
    fs.rmSync(templates.pgliteDir, { recursive: true, force: true });
    return;
  }
  for (const name of Object.values(templates.postgres)) {
    await adminQuery(config.databaseUrl as string, `drop database if exists ${name} with (force)`);
  }
}

/**
 * For a server process a test starts on a data directory of its own: that directory with the migrated, empty
 * database already in it (PGlite's own layout, `<dataDir>/pglite`), so the process skips initdb and the migrations.
 * False when the run has no PGlite templates; the process then creates its database as in production.
 */
export function unpackEmptyTemplate(dataDir: string): boolean {
  const templates = templatesFromEnv();
  if (!templates || !('pgliteDir' in templates)) return false;
  const target = path.join(dataDir, 'pglite');
  fs.mkdirSync(target, { recursive: true });
  // The dump's names start with "/"; tar strips that and says so on stderr, which is piped away here.
  const untar = spawnSync('tar', ['-xf', path.join(templates.pgliteDir, 'empty.tar'), '-C', target]);
  if (untar.status !== 0) throw new Error(`tar could not unpack the empty template: ${untar.stderr.toString()}`);
  return true;
}

// Read once per test file: a file that opens several apps reads the dump once.
const dumps = new Map<TemplateKind, Blob>();
function pgliteDump(dir: string, kind: TemplateKind): Blob {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = new Blob([fs.readFileSync(path.join(dir, `${kind}.tar`))]);
    dumps.set(kind, dump);
  }
  return dump;
}

/**
 * A database of the test's own (a copy: a test may change it freely), migrated and empty or seeded. Without the
 * templates (a run that skipped globalSetup) it is built from scratch as before.
 */
export async function openTestDatabase(
  config: Config,
  { kind, throwawayDatabase }: { kind: TemplateKind; throwawayDatabase: string },
): Promise<Database> {
  const templates = templatesFromEnv();
  if (!templates || Boolean(config.databaseUrl) !== 'postgres' in templates) {
    return buildFromScratch(config, kind, throwawayDatabase);
  }
  const copyOf =
    'postgres' in templates
      ? { postgresTemplate: templates.postgres[kind] }
      : { pgliteDump: pgliteDump(templates.pgliteDir, kind) };
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: true,
    throwawayDatabase,
    copyOf,
    pgliteSettings: TEST_PGLITE_SETTINGS,
  });
}
