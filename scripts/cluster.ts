// `npm run cluster`: N app processes on consecutive ports against one PostgreSQL and one Redis, to try on one
// machine what production runs behind a load balancer (docs/operations.md, "Running several processes").
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- [--processes 2] [--port 3000]
// The first process migrates and seeds before the others start; SIGINT or SIGTERM stops them all gracefully.
import { spawn, type ChildProcess } from 'node:child_process';
import { countOption } from '../bench/support/benchOptions';
import { loadConfig } from '../server/config';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// The settings every process will read, checked once here: a wrong value stops the cluster before it starts.
let settings;
try {
  settings = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
const argv = process.argv.slice(2);
const processes = countOption(argv, 'processes', 2);
const firstPort = countOption(argv, 'port', settings.port);

if (!process.env.DATABASE_URL) fail('npm run cluster needs DATABASE_URL: embedded PGlite belongs to one process.');
if (!process.env.REDIS_URL) fail('npm run cluster needs REDIS_URL: the processes share counters and realtime there.');

const children: ChildProcess[] = [];

async function ready(port: number, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the process on :${port} did not become ready within ${timeoutMs / 1000} s`);
}

function start(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), APP_URL: process.env.APP_URL || `http://localhost:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    process.stdout.write(`  process on :${port} exited (${signal ?? code})\n`);
  });
  children.push(child);
  return child;
}

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.once('SIGINT', () => stopAll('SIGTERM'));
process.once('SIGTERM', () => stopAll('SIGTERM'));

async function main() {
  const ports = Array.from({ length: processes }, (_, i) => firstPort + i);
  // One at a time: the first migrates and seeds; the others find the schema and the demo data in place.
  for (const port of ports) {
    start(port);
    await ready(port);
  }
  process.stdout.write(
    `\n  ${processes} processes ready: ${ports.map((p) => `http://localhost:${p}`).join(', ')}\n` +
      '  Each reports its database and Redis at /readyz; Ctrl-C stops them all.\n\n',
  );
}

main().catch((error: unknown) => {
  stopAll('SIGTERM');
  fail(`npm run cluster: ${error instanceof Error ? error.message : String(error)}`);
});
