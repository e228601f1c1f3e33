// One app and one database per test file (PGlite in memory, or PostgreSQL when DATABASE_URL is set), each a copy
// of a database migrated and seeded once per run (databaseTemplates.ts).
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { DocumentStorage } from '../../server/documents/documentStorage';
import { throttleCounters } from '../../server/db/schema';
import { openTestDatabase } from './databaseTemplates';

export type RouteInfo = { method: string; url: string; hidden: boolean };
export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  spaDir: string;
  routes: RouteInfo[];
};

/** A stand-in for the built SPA: an index.html and hashed, precompressed assets. */
export function makeFakeSpa(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const js = 'console.log("app")';
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123abcd.js'), js);
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123abcd.js.gz'), gzipSync(js));
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123abcd.js.br'), brotliCompressSync(js));
  return dir;
}

let databaseCounter = 0;

export async function createTestApp(
  opts: { seed?: boolean; config?: Partial<Config>; documentStorage?: DocumentStorage } = {},
): Promise<TestContext> {
  const spaDir = makeFakeSpa();
  const config = testConfig({ spaDir, ...opts.config });
  // On PostgreSQL every test app gets a database of its own, dropped on close: files and apps never share tables.
  // pid and a random part: jest gives every test file a fresh module registry, so a counter alone would repeat.
  const throwawayDatabase = `test_${process.pid}_${(databaseCounter += 1)}_${randomBytes(4).toString('hex')}`;
  const database = await openTestDatabase(config, {
    kind: opts.seed === false ? 'empty' : 'seeded',
    throwawayDatabase,
  });
  const routes: RouteInfo[] = [];
  const app = await buildApp({
    config,
    database,
    onRoute: (r) => routes.push(r),
    documentStorage: opts.documentStorage,
  });
  await app.ready();
  return { app, database, config, spaDir, routes };
}

export async function closeTestApp(ctx: TestContext | undefined): Promise<void> {
  if (!ctx) return;
  await ctx.app.close();
  await ctx.database.close();
  fs.rmSync(ctx.spaDir, { recursive: true, force: true });
}

export async function resetThrottles(ctx: TestContext): Promise<void> {
  await ctx.database.db.delete(throttleCounters);
}
