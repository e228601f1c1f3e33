// Expand-then-contract, checked: the previous release's server code (the commit in deploy/previous-release) must
// keep working on a database migrated by this release, as it does during a rolling deploy and after a rollback
// (docs/operations.md, "Rollback"). This release migrates and seeds a fresh database; the previous release's
// server, taken from git into a temporary folder (`git archive`, with this checkout's node_modules linked), is
// started on it and must find nothing to migrate, answer /readyz, sign in the demo customer and serve her pages'
// API, and log no error. Exits 1 otherwise.
//   [DATABASE_URL=postgres://…] npx tsx scripts/previousReleaseCheck.ts [--commit REV] [--port 3175]
// With DATABASE_URL: a throwaway database beside it (dropped at the end); without: PGlite in a temporary DATA_DIR.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { countOption, optionValue } from '../bench/support/benchOptions';
import { jsonHeaders, signIn } from '../bench/support/httpSession';
import { openDatabase, type Database } from '../server/db/client';
import { seed } from '../server/seed/seed';

const argv = process.argv.slice(2);
const PORT = countOption(argv, 'port', 3175, 1);
const ROOT = path.resolve(__dirname, '..');
const RELEASE_FILE = path.join(ROOT, 'deploy/previous-release');
const READY_WITHIN_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit to check: `--commit`, else the first word of deploy/previous-release (comments start with #). */
function previousRelease(): string {
  const named =
    optionValue(argv, 'commit') ??
    fs
      .readFileSync(RELEASE_FILE, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .find(Boolean);
  if (!named) throw new Error('deploy/previous-release names no commit');
  try {
    return git('rev-parse', '--verify', `${named}^{commit}`);
  } catch {
    throw new Error(`${named} is not a commit of this clone (a shallow clone lacks it: git fetch --unshallow)`);
  }
}

/** The release's files in `dir`, as `git archive` gives them, beside this checkout's installed packages. */
function checkOut(commit: string, dir: string): void {
  const archive = path.join(dir, '..', `release-${commit.slice(0, 12)}.tar`);
  execFileSync('git', ['archive', '--format=tar', `--output=${archive}`, commit], { cwd: ROOT });
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  fs.rmSync(archive);
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
}

async function startOldServer(dir: string, env: NodeJS.ProcessEnv, lines: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', APP_URL: `http://localhost:${PORT}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  const keep = (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete.filter(Boolean));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const end = Date.now() + READY_WITHIN_MS;
  while (Date.now() < end) {
    if (child.exitCode !== null) {
      throw new Error(`the previous release's server exited with ${child.exitCode}:\n${lines.slice(-10).join('\n')}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the previous release's server was not ready within ${READY_WITHIN_MS / 1000} s`);
}

/**
 * A log line at error level or above (pino's 50, 60), or a plain-text line of an error or its stack: older
 * releases printed their start banner as plain text, which is no error.
 */
function errorLine(line: string): boolean {
  try {
    return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
  } catch {
    return /\b\w*Error\b|^\s+at /.test(line);
  }
}

async function main() {
  const began = performance.now();
  const commit = previousRelease();
  const head = git('rev-parse', 'HEAD');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'laanetorvet-previous-'));
  const releaseDir = path.join(tmp, 'release');
  fs.mkdirSync(releaseDir);
  const databaseUrl = process.env.DATABASE_URL || null;
  const throwaway = `previous_release_${process.pid}`;
  const dataDir = path.join(tmp, 'data');
  let database: Database | undefined;
  let server: ChildProcess | undefined;
  const lines: string[] = [];
  const problems: string[] = [];
  try {
    checkOut(commit, releaseDir);
    const newMigrations = fs.readdirSync(path.join(ROOT, 'server/db/migrations')).filter((f) => f.endsWith('.sql'));
    const oldMigrations = new Set(
      fs.readdirSync(path.join(releaseDir, 'server/db/migrations')).filter((f) => f.endsWith('.sql')),
    );
    const ahead = newMigrations.filter((f) => !oldMigrations.has(f));

    // This release migrates and seeds, as the first process of a deploy would.
    database = await openDatabase({ databaseUrl, dataDir, throwawayDatabase: databaseUrl ? throwaway : undefined });
    await seed(database.db, { demo: true });
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info' };
    delete env.REDIS_URL;
    if (databaseUrl) {
      const url = new URL(databaseUrl);
      url.pathname = `/${throwaway}`;
      env.DATABASE_URL = url.toString();
    } else {
      // PGlite's folder belongs to one process: this one lets go before the old server opens it.
      await database.close();
      database = undefined;
      env.DATA_DIR = dataDir;
      delete env.DATABASE_URL;
      delete env.DB_IN_MEMORY;
    }

    server = await startOldServer(releaseDir, env, lines);
    const base = `http://127.0.0.1:${PORT}`;
    const { cookies, userId } = await signIn(base, 'kunde@example.dk');
    const pages = [
      '/api/users/current/auth',
      `/api/customer/users/${userId}/rfqs`,
      `/api/customer/users/${userId}/economic-profiles`,
      `/api/customer/users/${userId}/documents`,
      '/api/config',
    ];
    const answers: string[] = [];
    for (const page of pages) {
      const res = await fetch(`${base}${page}`, { headers: jsonHeaders(cookies) });
      answers.push(`${page} ${res.status}`);
      if (res.status !== 200) problems.push(`GET ${page} answered ${res.status}`);
    }
    const errors = lines.filter(errorLine);
    if (errors.length > 0) problems.push(`the previous release logged ${errors.length} errors:\n${errors.join('\n')}`);
    process.stdout.write(
      [
        `Previous release ${commit.slice(0, 12)} on the schema of ${head.slice(0, 12)} ` +
          `(${databaseUrl ? `PostgreSQL, database ${throwaway}` : 'PGlite'}; ` +
          `${ahead.length} migrations ahead of it${ahead.length ? `: ${ahead.join(', ')}` : ''})`,
        `  /readyz 200; the demo customer signed in; ${answers.join(', ')}; ${errors.length} error lines; ` +
          `${((performance.now() - began) / 1000).toFixed(1)} s`,
        '',
      ].join('\n'),
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await database?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    process.stderr.write(`previousReleaseCheck: ${problems.join('; ')}\n`);
    process.exit(1);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`previousReleaseCheck: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
