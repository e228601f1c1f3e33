// The analyst's reads: stored wizard recordings and the figures per step across them.
import { desc, isNotNull, sql } from 'drizzle-orm';
import type { RecordingListBody, StepStatisticsBody } from '../../contract/analyst';
import { recordingStatistics } from '../../machines/analysis';
import { requireUser } from '../auth/currentUser';
import type { Db } from '../db/client';
import { readRecording } from '../db/recordings';
import * as t from '../db/schema';

/** How many of the latest recordings the figures are computed from; each is replayed. */
export const STATISTICS_SAMPLE = 1000;

/** A route's onRequest guard: signed in (401) and holding the analyst role (403); customers, lenders and admins without it get 403. */
export const requireAnalyst = requireUser((user) => user.isAnalyst);

export async function listRecordings(db: Db, limit: number): Promise<RecordingListBody> {
  const events = sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${t.rfqs.wizardRecording}) = 'array'
    then ${t.rfqs.wizardRecording} when jsonb_typeof(${t.rfqs.wizardRecording}->'events') = 'array'
    then ${t.rfqs.wizardRecording}->'events' end), 0)`;
  const rows = await db
    .select({ id: t.rfqs.id, createdAt: t.rfqs.createdAt, purpose: t.rfqs.purpose, events })
    .from(t.rfqs)
    .where(isNotNull(t.rfqs.wizardRecording))
    .orderBy(desc(t.rfqs.id))
    .limit(limit);
  return {
    recordings: rows.map((row) => ({
      rfq_id: row.id,
      created_at: row.createdAt.toISOString(),
      purpose: row.purpose,
      events: Number(row.events),
    })),
  };
}

export async function storedRecording(db: Db, rfqId: number): Promise<object | null> {
  const recording = await readRecording(db, rfqId);
  return recording !== null && typeof recording === 'object' ? recording : null;
}

export async function stepStatistics(db: Db): Promise<StepStatisticsBody> {
  const rows = await db
    .select({ recording: t.rfqs.wizardRecording })
    .from(t.rfqs)
    .where(isNotNull(t.rfqs.wizardRecording))
    .orderBy(desc(t.rfqs.id))
    .limit(STATISTICS_SAMPLE);
  const figures = recordingStatistics(rows.map((row) => row.recording));
  return {
    sessions: figures.sessions,
    unreadable: figures.unreadable,
    steps: figures.steps.map((s) => ({
      step: s.step,
      reached: s.reached,
      moved_on: s.movedOn,
      went_back: s.wentBack,
      ended_here: s.endedHere,
      median_ms: s.medianMs === null ? null : Math.max(0, Math.round(s.medianMs)),
    })),
  };
}
