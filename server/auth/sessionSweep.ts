// Deleting what has expired: sessions, spent throttle counters and old campaign attribution, every ten minutes by
// one of the app's instances.
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { scheduleJob, slotOf } from '../jobs/schedule';
import { purgeOldAttribution } from '../rfqs/attribution';
import { purgeExpiredCounters } from './throttle';

/** How often expired sessions (and spent throttle counters) are deleted. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Deletes sessions past their expiry; the number deleted. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(t.sessions)
    .where(lt(t.sessions.expiresAt, sql`now()`))
    .returning({ idHash: t.sessions.idHash });
  return gone.length;
}

// A scheduled job: every instance ticks every SWEEP_INTERVAL_MS, and the claim of each slot in job_runs lets one
// of them sweep (server/jobs/schedule.ts). Not in tests.
export function scheduleSessionSweep(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'session-sweep',
    cron: '*/10 * * * *',
    period: slotOf(SWEEP_INTERVAL_MS),
    run: async () => {
      await Promise.all([purgeExpiredSessions(app.db), purgeExpiredCounters(app.db), purgeOldAttribution(app.db)]);
    },
  });
}
