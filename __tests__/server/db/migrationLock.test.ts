// Processes started together on an empty PostgreSQL migrate one at a time (an advisory lock), so neither crashes on
// drizzle's CREATE TABLE and every migration is recorded once. Needs PostgreSQL: CI runs it in the PostgreSQL
// pass; without DATABASE_URL the suite says it skipped. (PGlite is one process by design: dataDirLock.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { adminQuery, MIGRATION_LOCK_KEY, openDatabase, type Database } from '../../../server/db/client';
import { waitUntil } from '../jobs/waitUntil';

const suite = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) process.stdout.write('migrationLock.test.ts: skipped, DATABASE_URL is not set\n');

const migrationCount = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

suite('two migrators at once on an empty database', () => {
  const name = `migrate_lock_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  const opened: Database[] = [];
  let watcher: Client;

  beforeAll(async () => {
    await adminQuery(process.env.DATABASE_URL!, `create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    watcher = new Client({ connectionString: databaseUrl });
    await watcher.connect();
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await watcher?.end();
    await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${name} with (force)`);
  });

  const waiting = async () => {
    const { rows } = await watcher.query<{ n: string }>(
      `select count(*) as n from pg_locks
        where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = $1)`,
      [name],
    );
    return Number(rows[0].n);
  };

  test('both succeed, each waiting while the lock is held, and every migration is recorded once', async () => {
    // Hold the lock as a third migrator would, so both are seen waiting before either starts.
    await watcher.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const both = [1, 2].map(() => openDatabase({ databaseUrl, dataDir: '/nonexistent' }));
    await waitUntil(async () => (await waiting()) === 2, 20_000);
    await watcher.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    opened.push(...(await Promise.all(both)));
    const { rows } = await watcher.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    expect(Number(rows[0].n)).toBe(migrationCount);
    expect(await waiting()).toBe(0);
  }, 60_000);
});
