// The app as `npm run serve` runs it (`tsx server/main.ts`), in a child process on a free loopback port: the
// benches that load it over HTTP measure the server as it ships, not an app built inside the bench's own process.
// Node is started directly with tsx's loader, so the process that serves is the one a signal or a `--cpu-prof`
// reaches (the tsx command would put a process of its own in between).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type AppProcess = {
  port: number;
  base: string;
  process: ChildProcess;
  /** SIGTERM, then waits for the exit (a CPU profile is written then); SIGKILL if it takes over 15 s. */
  stop: () => Promise<void>;
};

export type AppProcessOptions = {
  /** The whole environment of the child (PORT, HOST and APP_URL are set here). */
  env: NodeJS.ProcessEnv;
  port?: number;
  /** The name the bench and the app use for the server: the browser benches' cookies are for localhost. */
  hostName?: 'localhost' | '127.0.0.1';
  /** Flags for node itself, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Where the server's stdout (its log lines) goes: a file descriptor, or nowhere. */
  stdout?: number | 'ignore';
  /** Another checkout to run, built (a build to compare against); this one by default. */
  cwd?: string;
  /** How long to wait for /readyz before giving up (and killing the process); two minutes by default. */
  readyWithinMs?: number;
};

const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * The flags a checkout serves with (its server/nodeFlags.ts): an older release without that file ran with none, and
 * is measured as it shipped.
 */
async function serverNodeFlags(cwd: string | undefined): Promise<readonly string[]> {
  if (!cwd || path.resolve(cwd) === process.cwd()) return SERVER_NODE_FLAGS;
  const file = path.join(cwd, 'server/nodeFlags.ts');
  if (!fs.existsSync(file)) return [];
  return ((await import(file)) as { SERVER_NODE_FLAGS: readonly string[] }).SERVER_NODE_FLAGS;
}

/** Starts the server and resolves once /readyz answers 200. */
export async function startAppProcess({
  env,
  port: wanted,
  hostName = '127.0.0.1',
  nodeArgs = [],
  stdout = 'ignore',
  cwd,
  readyWithinMs = READY_WITHIN_MS,
}: AppProcessOptions): Promise<AppProcess> {
  const port = wanted ?? (await freePort());
  const base = `http://${hostName}:${port}`;
  const child = spawn(
    process.execPath,
    [...(await serverNodeFlags(cwd)), ...nodeArgs, '--import', 'tsx', 'server/main.ts'],
    {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base },
      stdio: ['ignore', stdout, 'inherit'],
      cwd,
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await exited(child, STOP_WITHIN_MS))) child.kill('SIGKILL');
  };
  const end = Date.now() + readyWithinMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server on :${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { port, base, process: child, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server on :${port} did not become ready within ${readyWithinMs / 1000} s`);
}
