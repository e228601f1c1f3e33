// The built app served by the real server for a browser bench: a free port, a data directory of the bench's own,
// and the process group stopped at the end. bench/run.ts runs benches with NODE_ENV=production, where the server
// insists on real secrets and seeds no demo customer, so the server runs as in development.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type BenchServer = { base: string; stop: () => Promise<void> };

/** Starts `server/main.ts` and resolves when /healthz answers. `cwd`: another checkout, built (a build to compare). */
export async function startBenchServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  cwd?: string,
): Promise<BenchServer> {
  const base = `http://localhost:${port}`;
  // detached: the server and the npx/tsx processes above it form one group, stopped together.
  const server: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    cwd,
  });
  const stop = async () => {
    if (!server.pid) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the server did not answer /healthz within two minutes');
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
