// Every table that holds rows about one customer, and where her export (exportData.ts) puts them: one list, which
// __tests__/server/profile/exportCoverage.test.ts compares with the tables the schema says reach a customer (a
// user_id, or an rfq_id / lead_id of her requests). A new such table is one line here: `{ rows, by }` exports its
// rows as they are stored, under `records.<table>`; `{ section }` says a curated section of the export has it.
import { getTableColumns, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/** How a table's rows are found: by the customer's id, her requests' ids or her leads' ids. */
export type Reach = 'user' | 'rfq' | 'lead';
export type CustomerTable = { section: string } | { rows: PgTable; by: Reach };

export const CUSTOMER_TABLES: Record<string, CustomerTable> = {
  users: { section: 'account' },
  economic_profiles: { section: 'economic_profile' },
  rfqs: { section: 'submitted_requests' },
  leads: { section: 'rfqs' },
  offers: { section: 'rfqs' },
  messages: { section: 'messages' },
  meetings: { section: 'meetings' },
  meeting_requests: { section: 'meetings' },
  documents: { section: 'documents' },
  sessions: { rows: t.sessions, by: 'user' },
  calls: { rows: t.calls, by: 'lead' },
  support_call_requests: { rows: t.supportCallRequests, by: 'lead' },
  eskat_requests: { rows: t.eskatRequests, by: 'lead' },
  document_requests: { rows: t.documentRequests, by: 'lead' },
  supplier_rating_tokens: { rows: t.supplierRatingTokens, by: 'user' },
  supplier_ratings: { rows: t.supplierRatings, by: 'user' },
  mortgage_surveillance_consents: { rows: t.mortgageSurveillanceConsents, by: 'user' },
  mortgage_surveillance_alerts: { rows: t.mortgageSurveillanceAlerts, by: 'user' },
  mortgage_surveillance_history: { rows: t.mortgageSurveillanceHistory, by: 'user' },
  lead_mail_notices: { rows: t.leadMailNotices, by: 'user' },
};

const REACH_COLUMN: Record<Reach, string> = { user: 'user_id', rfq: 'rfq_id', lead: 'lead_id' };
// Credentials and where a file lies are no data about the customer, and would help whoever reads a leaked export.
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'id_hash', 'csrf_token', 'storage_key']);

type Json = Record<string, unknown>;

/** The rows as stored, with the database's column names, times as ISO strings and secrets left out. */
async function rowsOf(db: Db, table: PgTable, by: Reach, ids: number[]): Promise<Json[]> {
  if (ids.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const reach = columns.find(([, column]) => column.name === REACH_COLUMN[by]);
  if (!reach) throw new Error(`table has no ${REACH_COLUMN[by]} column`);
  const rows = (await db.select().from(table).where(inArray(reach[1], ids))) as Json[];
  return rows.map((row) =>
    Object.fromEntries(
      columns
        .filter(([, column]) => !SECRET_COLUMNS.has(column.name))
        .map(([key, column]) => [column.name, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]),
    ),
  );
}

/** `records` of the export: every `{ rows, by }` table's rows about the customer, by table name. */
export async function customerRecords(db: Db, ids: Record<Reach, number[]>): Promise<Record<string, Json[]>> {
  const tables = Object.entries(CUSTOMER_TABLES).flatMap(([name, place]) =>
    'rows' in place ? [{ name, ...place }] : [],
  );
  const rows = await Promise.all(tables.map(({ rows: table, by }) => rowsOf(db, table, by, ids[by])));
  return Object.fromEntries(tables.map(({ name }, i) => [name, rows[i]]));
}
