// What a lender keeps of a closed account's requests (its offer, notes, messages, meetings, calls) is its record
// of advice given, which it may have to keep; the customer's identity in it is not. These helpers replace the
// customer's name (whole and each part), e-mail, phone and birth date in such text, and, with the log redaction's
// patterns, any address, phone or CPR number, so the record still reads but names no one.
import { sql } from 'drizzle-orm';
import { REDACTED, redactText } from '../../domain/personalDataRedaction';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rowsOf';

export type Identity = { name: string; email: string; phone: string | null; birthDates: string[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A birth date as a caseworker may write it: 1984-05-12, 12-05-1984, 12.05.1984, 12/05/1984. */
function dateForms(iso: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return [iso];
  const [, y, m, d] = match;
  return [iso, ...['-', '.', '/'].map((separator) => [d, m, y].join(separator))];
}

export function pseudonymiseText(text: string, who: Identity): string {
  const words = [who.name, ...who.name.split(/\s+/)].filter((word) => word.length >= 2);
  const dates = who.birthDates.flatMap(dateForms);
  let out = text;
  for (const value of [who.email, ...(who.phone ? [who.phone] : []), ...dates, ...words]) {
    // Whole words only, in any case: "Mette" goes, "Metter" stays.
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(value)}(?![\\p{L}\\p{N}])`, 'giu'), REDACTED);
  }
  return redactText(out);
}

/** A free-text column and the rows of the kept requests it is read in: `by` is a lead or a request id column. */
export type TextColumn = { table: string; column: string; by: string };

/** Rewrites the column in every row whose `by` is one of `ids`, where the text names the customer. */
export async function pseudonymiseColumn(tx: Tx, target: TextColumn, ids: number[], who: Identity): Promise<void> {
  if (ids.length === 0) return;
  const table = sql.identifier(target.table);
  const column = sql.identifier(target.column);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; text: string }>(
    await tx.execute(
      sql`select id, ${column} as text from ${table} where ${sql.identifier(target.by)} in (${idList}) and ${column} is not null`,
    ),
  );
  for (const row of rows) {
    const text = pseudonymiseText(row.text, who);
    if (text !== row.text) await tx.execute(sql`update ${table} set ${column} = ${text} where id = ${row.id}`);
  }
}
