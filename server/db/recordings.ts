// The wizard recording stored with a submitted request, for `npm run replay -- --rfq ID`.
import { eq } from 'drizzle-orm';
import { redact } from '../../machines/auctionForm/redaction';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import * as t from './schema';

export async function loadRecording(rfqId: number): Promise<unknown> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [row] = await database.db
      .select({ recording: t.rfqs.wizardRecording })
      .from(t.rfqs)
      .where(eq(t.rfqs.id, rfqId));
    // Redacted again on the way out: a row stored before today's rules (a plaintext password) is not shown as is.
    return row?.recording ? redact(row.recording) : null;
  } finally {
    await database.close();
  }
}
