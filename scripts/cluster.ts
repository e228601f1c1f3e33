// `npm run cluster`: N app processes on consecutive ports against one PostgreSQL and one Redis, to try on one
// machine what production runs behind a load balancer (docs/operations.md, "Running several processes").
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- [--processes 2] [--port 3000]
// The first process migrates and seeds before the others start; a process that dies is started again
// (scripts/clusterSupervisor.ts); SIGINT or SIGTERM stops them all gracefully. Every line it writes is JSON.
import { spawn } from 'node:child_process';
import { countOption } from '../bench/support/benchOptions';
import { loadConfig } from '../server/config';
import { SERVER_NODE_FLAGS } from '../server/nodeFlags';
import { failedToStartLine, processLogLine } from '../server/processLog';
import { superviseWorker, type Supervised } from './clusterSupervisor';

function fail(error: unknown): never {
  process.stderr.write(failedToStartLine(error));
  process.exit(1);
}

// The settings every process will read, checked once here: a wrong value stops the cluster before it starts.
let settings;
try {
  settings = loadConfig();
} catch (error) {
  fail(error);
}
const argv = process.argv.slice(2);
const processes = countOption(argv, 'processes', 2);
const firstPort = countOption(argv, 'port', settings.port);

if (!process.env.DATABASE_URL) fail('npm run cluster needs DATABASE_URL: embedded PGlite belongs to one process.');
if (!process.env.REDIS_URL) fail('npm run cluster needs REDIS_URL: the processes share counters and realtime there.');

const workers: Supervised[] = [];

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

function start(port: number): void {
  workers.push(
    superviseWorker({
      worker: `:${port}`,
      spawnWorker: () =>
        spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
          env: { ...process.env, PORT: String(port), APP_URL: process.env.APP_URL || `http://localhost:${port}` },
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
    }),
  );
}

let stopping = false;
async function stopAll(signal: NodeJS.Signals, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(processLogLine('info', 'cluster stopping', { signal, workers: workers.length }));
  await Promise.all(workers.map((worker) => worker.stop('SIGTERM')));
  process.exit(exitCode);
}
process.once('SIGINT', () => void stopAll('SIGINT'));
process.once('SIGTERM', () => void stopAll('SIGTERM'));

async function main() {
  const ports = Array.from({ length: processes }, (_, i) => firstPort + i);
  // One at a time: the first migrates and seeds; the others find the schema and the demo data in place.
  for (const port of ports) {
    start(port);
    await ready(port);
  }
  process.stdout.write(
    processLogLine('info', 'cluster ready', { urls: ports.map((p) => `http://localhost:${p}`), processes }),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(processLogLine('fatal', 'cluster failed to start', { err: { message } }));
  void stopAll('SIGTERM', 1);
});
