// The database a read bench runs on: PostgreSQL when DATABASE_URL is set, in a throwaway database of its own that
// is created beside the configured one and dropped at the end (as the tests do), else PGlite in memory. Seeded
// with the demo (lenders, logins, the demo customer's request) and `otherRequests` other customers' requests.
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/seed/seed';
import { seedOtherRequests, type OtherRequestCounts } from './otherRequests';

export type BenchDatabase = {
  database: Database;
  /** Which engine, for the printed figures. */
  engine: string;
  /** The throwaway PostgreSQL database's name (another process may open it too). */
  throwaway: string;
  counts: OtherRequestCounts;
  seedSeconds: number;
};

export async function openBenchDatabase(databaseUrl: string | null, otherRequests: number): Promise<BenchDatabase> {
  const throwaway = `bench_${process.pid}`;
  const database = await openDatabase({ databaseUrl, dataDir: 'data', inMemory: true, throwawayDatabase: throwaway });
  // Ctrl-C during a long run must not leave the throwaway database behind on a shared server.
  const dropOnSignal = () => {
    void database.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', dropOnSignal);
  process.once('SIGTERM', dropOnSignal);
  try {
    const started = performance.now();
    await seed(database.db);
    const counts = await seedOtherRequests(database.db, otherRequests);
    return {
      database,
      engine: databaseUrl ? `PostgreSQL (throwaway database ${throwaway})` : 'PGlite in memory',
      throwaway,
      counts,
      seedSeconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export function describeSeed({ counts, seedSeconds }: BenchDatabase, otherRequests: number): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  return (
    `${n(otherRequests)} other customers' requests besides the demo customer's, seeded in ${seedSeconds.toFixed(1)} s ` +
    `(in all: ${n(counts.requests)} requests, ${n(counts.leads)} leads, ${n(counts.offers)} offers, ` +
    `${n(counts.offerProducts)} offer products, ${n(counts.messages)} messages, ${n(counts.meetings)} meetings)`
  );
}
