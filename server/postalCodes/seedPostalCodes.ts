// The reference postal codes every install knows from its first start (the list shipped in dkPostalCodes.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { dkPostalCodes } from './dkPostalCodes';

const rowsAsJson = JSON.stringify(dkPostalCodes.map(([code, name]) => ({ code, name })));

/**
 * Adds the codes the table lacks; a town renamed by a later import of a newer PostNord file is kept. One statement
 * with one JSON parameter: every start and every test app runs it, and 1,121 bound rows cost far more.
 */
export async function seedPostalCodes(db: Db): Promise<void> {
  await db.execute(
    sql`insert into ${t.postalCodes} (code, name)
        select code, name from json_to_recordset(${rowsAsJson}::json) as listed(code text, name text)
        on conflict do nothing`,
  );
}
