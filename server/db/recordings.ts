// The wizard recording stored with a submitted request, for `npm run replay -- --rfq ID` and the analyst view.
import { eq } from 'drizzle-orm';
import { pseudonymizeStoredRecording } from '../../machines/auctionForm/recording';
import type { Db } from './client';
import * as t from './schema';

/**
 * The stored recording of a request, or null. Pseudonymized again on the way out (a row stored before today's rules
 * may hold a plaintext password): consistently, so equal values stay equal and distinct ones distinct, and a
 * recording pseudonymized when stored comes out unchanged. Damage is kept for the replay to report.
 */
export async function readRecording(db: Db, rfqId: number): Promise<unknown> {
  const [row] = await db.select({ recording: t.rfqs.wizardRecording }).from(t.rfqs).where(eq(t.rfqs.id, rfqId));
  return row?.recording ? pseudonymizeStoredRecording(row.recording) : null;
}
