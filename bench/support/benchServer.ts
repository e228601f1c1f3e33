// The built app served by the real server for a browser bench: a free port, a data directory of the bench's own,
// and the server stopped at the end. bench/run.ts runs benches with NODE_ENV=production, where the server insists
// on real secrets and seeds no demo customer, so the server runs as in development.
import { startAppProcess } from './appProcess';

export { freePort } from './appProcess';

export type BenchServer = { base: string; stop: () => Promise<void> };

/** Starts `server/main.ts` and resolves when it is ready. `cwd`: another checkout, built (a build to compare). */
export async function startBenchServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  cwd?: string,
): Promise<BenchServer> {
  const { base, stop } = await startAppProcess({
    port,
    hostName: 'localhost',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    cwd,
  });
  return { base, stop };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value found most often (the largest paint's element over the runs); '?' for none. */
export function mostOften(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}
