// The wizard recording stored with a submitted request, for `npm run replay -- --rfq ID`.
import { eq } from 'drizzle-orm';
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
    return row?.recording ?? null;
  } finally {
    await database.close();
  }
}
