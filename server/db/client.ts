// Opens the database: PostgreSQL when a URL is configured, else embedded PGlite (a folder under DATA_DIR, or memory).
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { connectionFailureMessage } from './connectionFailure';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction's handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** node-postgres's pool counts: connections open, of them idle, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };
export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: PGlite is one connection inside the process, with no pool to report. */
  poolStats?: () => PoolStats;
  /**
   * PostgreSQL only: who hears of an idle connection that died (the app logs it, buildApp). The pool replaces it on
   * the next query, so it is a log line, not a crashed process.
   */
  onConnectionLost?: (listener: (error: Error) => void) => void;
};

const migrationsFolder = path.join(__dirname, 'migrations');

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  inMemory?: boolean;
  /** PostgreSQL only: create this database beside the configured one, use it, and drop it on close (tests). */
  throwawayDatabase?: string;
  /** Start from a copy rather than an empty database (tests: migrating and seeding once per run, not per file). */
  copyOf?: { postgresTemplate?: string; pgliteDump?: Blob };
  /** PGlite in memory only: settings of its postgres (`-c name=value`) beside PGlite's own (tests). */
  pgliteSettings?: Record<string, string>;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const throwaway = opts.throwawayDatabase;
    let connectionString = opts.databaseUrl;
    if (throwaway) {
      if (!/^[a-z_][a-z0-9_]*$/.test(throwaway)) throw new Error(`unsafe database name ${throwaway}`);
      const template = opts.copyOf?.postgresTemplate;
      if (template && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`unsafe database name ${template}`);
      await adminQuery(opts.databaseUrl, `create database ${throwaway}${template ? ` template ${template}` : ''}`);
      const url = new URL(opts.databaseUrl);
      url.pathname = `/${throwaway}`;
      connectionString = url.toString();
    }
    const pool = new Pool({ connectionString, max: 10 });
    let closing = false;
    // An idle connection can die under us (a restart, or the forced drop of a throwaway database on close). Before
    // the app is there to log it (while migrating), the failing query says it anyway.
    let connectionLost = (_error: Error) => {};
    pool.on('error', (error) => {
      if (!closing) connectionLost(error);
    });
    try {
      // One round trip first: a failure here names what to fix in DATABASE_URL, where the migrations' first query
      // would only say that it failed.
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw new Error(connectionFailureMessage(error, connectionString), { cause: error });
    }
    const db = drizzle(pool, { schema });
    await migrateAlone(pool, () => migrate(db, { migrationsFolder }));
    const close = async () => {
      closing = true;
      await pool.end();
      if (throwaway) await adminQuery(opts.databaseUrl as string, `drop database if exists ${throwaway} with (force)`);
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const onConnectionLost = (listener: (error: Error) => void) => {
      connectionLost = listener;
    };
    return { db: db as unknown as Db, driver: 'postgres', close, poolStats, onConnectionLost };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  let unlock = () => {};
  if (opts.inMemory) {
    // Loading a dump skips initdb too: faster than an empty database. A new one gets 1 MB WAL segments instead of
    // 16: a database in memory is never archived, and a dump of it (the tests' templates) is 16 MB of zeros lighter.
    const settings = Object.entries(opts.pgliteSettings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    client = new PGlite({
      ...(opts.copyOf?.pgliteDump
        ? { loadDataDir: opts.copyOf.pgliteDump }
        : { initDbStartParams: ['--wal-segsize=1'] }),
      ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
    });
  } else {
    // PGlite does not create parent folders of its data directory; the lock does, before anything is opened.
    unlock = lockDataDir(opts.dataDir);
    client = new PGlite(path.join(opts.dataDir, 'pglite'));
  }
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    unlock();
    throw error;
  }
  const close = async () => {
    await client.close();
    unlock();
  };
  return { db: db as unknown as Db, driver: 'pglite', close };
}

/**
 * The advisory lock every migrator takes on PostgreSQL: processes started together on one database migrate one
 * after the other, the later ones finding nothing left to do, where two at once both tried to create drizzle's
 * tables and one crashed. PGlite needs none: its data directory belongs to one process (dataDirLock.ts).
 */
export const MIGRATION_LOCK_KEY = 4_812_672_031;

/** Runs the migrations holding MIGRATION_LOCK_KEY on a connection of their own, waiting for it if another has it. */
async function migrateAlone(pool: import('pg').Pool, run: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await run();
  } finally {
    try {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } catch {
      // A session lock ends with its session: a connection that cannot unlock is closed, not pooled.
      broken = true;
    }
    holder.release(broken);
  }
}

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run in a pooled transaction). */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
