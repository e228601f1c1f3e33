// The error reports about one customer, for her export and her erasure. A Bugsnag event or session carries a
// `user` ({ id, name, email }) when the client sets one; the sink stores it as sent (the e-mail redacted). A report
// is hers when one of its events or sessions names her id, or her name without any id. Other reports may still
// mention her in their text (a breadcrumb, metaData): erasure rewrites those with the closed account's
// pseudonymisation.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rowsOf';
import * as t from '../db/schema';
import { pseudonymiseText, type Identity } from '../users/pseudonymise';

type Queryable = Db | Tx;

/** The ids of the reports whose events or sessions carry her as their user. */
export async function errorReportIdsOf(db: Queryable, user: { id: number; name: string }): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select r.id from ${t.errorReports} r
      where exists (
        select 1 from jsonb_array_elements(
          case
            when jsonb_typeof(r.payload -> 'events') = 'array' then r.payload -> 'events'
            when jsonb_typeof(r.payload -> 'sessions') = 'array' then r.payload -> 'sessions'
            else '[]'::jsonb
          end
        ) as entry
        where entry -> 'user' ->> 'id' = ${String(user.id)}
          or (entry -> 'user' -> 'id' is null and lower(entry -> 'user' ->> 'name') = ${user.name.toLowerCase()})
      )
      order by r.id`),
  );
  return rows.map((row) => Number(row.id));
}

/** Every string in a JSON value, rewritten. */
function mapStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rewrite));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, rewrite)]));
  return value;
}

/**
 * Erasure (closing the account): her own reports are deleted; any other report whose text names her (her e-mail,
 * her full name, her birth date) keeps its stack and breadcrumbs with her identity replaced.
 */
export async function eraseErrorReportsOf(tx: Tx, user: { id: number }, who: Identity): Promise<void> {
  const own = await errorReportIdsOf(tx, { id: user.id, name: who.name });
  if (own.length) await tx.delete(t.errorReports).where(inArray(t.errorReports.id, own));
  const patterns = [who.email, who.name, ...who.birthDates].filter(Boolean).map((text) => `%${text}%`);
  const mentions = await tx
    .select({ id: t.errorReports.id, payload: t.errorReports.payload })
    .from(t.errorReports)
    .where(
      sql`${t.errorReports.payload}::text ilike any (array[${sql.join(
        patterns.map((pattern) => sql`${pattern}`),
        sql`, `,
      )}])`,
    );
  for (const row of mentions) {
    const payload = mapStrings(row.payload, (text) => pseudonymiseText(text, who));
    await tx.update(t.errorReports).set({ payload }).where(eq(t.errorReports.id, row.id));
  }
}
