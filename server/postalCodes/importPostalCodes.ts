// Fills the postal_codes table from a PostNord file: new codes are added, renamed towns updated.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { parsePostNordFile } from './postNordFile';

export async function importPostalCodes(db: Db, file: string): Promise<{ imported: number }> {
  const codes = parsePostNordFile(fs.readFileSync(file, 'utf8'));
  const BATCH = 500;
  for (let i = 0; i < codes.length; i += BATCH) {
    await db
      .insert(t.postalCodes)
      .values(codes.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: t.postalCodes.code, set: { name: sql`excluded.name` } });
  }
  return { imported: codes.length };
}
