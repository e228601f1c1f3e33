// Every table that holds rows about one customer, and where her export (exportData.ts) puts them: one list, which
// __tests__/server/profile/exportCoverage.test.ts compares with the tables the schema says reach a customer (a
// user_id, an rfq_id / lead_id of her requests, or her e-mail address). A new such table is one line here:
// `{ rows, by }` exports its rows as they are stored, under `records.<table>`; `{ section }` says a curated section
// of the export has it.
import { getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/**
 * How a table's rows are found: by the customer's id, her requests' or her leads' ids, her e-mail address (in
 * any case), or, for the error reports that carry her as their user, their ids (customerErrorReports.ts).
 */
export type Reach = 'user' | 'rfq' | 'lead' | 'email' | 'errorReport';
export type CustomerTable = { section: string } | { rows: PgTable; by: Reach; column?: string };

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
  mitid_identities: { rows: t.mitidIdentities, by: 'user' },
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
  household_budgets: { rows: t.householdBudgets, by: 'user' },
  // The mails sent to her, whole.
  mail_outbox: { rows: t.mailOutbox, by: 'email', column: 'to' },
  // When she asked for a reset link and whether it was used; the token's hash is a secret (SECRET_COLUMNS).
  password_resets: { rows: t.passwordResets, by: 'email' },
  error_reports: { rows: t.errorReports, by: 'errorReport' },
};

const REACH_COLUMN: Record<Reach, string> = {
  user: 'user_id',
  rfq: 'rfq_id',
  lead: 'lead_id',
  email: 'email',
  errorReport: 'id',
};
// Credentials and where a file lies are no data about the customer, and would help whoever reads a leaked export.
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'id_hash', 'csrf_token', 'storage_key']);

type Json = Record<string, unknown>;

/** Who the rows are about: the values each reach looks for. */
export type CustomerKeys = { [R in Reach]: R extends 'email' ? string[] : number[] };

/** The rows as stored, with the database's column names, times as ISO strings and secrets left out. */
async function rowsOf(
  db: Db,
  table: PgTable,
  by: Reach,
  keys: (number | string)[],
  columnName?: string,
): Promise<Json[]> {
  if (keys.length === 0) return [];
  const wanted = columnName ?? REACH_COLUMN[by];
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const reach = columns.find(([, column]) => column.name === wanted);
  if (!reach) throw new Error(`table has no ${wanted} column`);
  // Addresses are compared in lower case: a mail may have been sent to the address as she once typed it.
  const where = by === 'email' ? inArray(sql`lower(${reach[1]})`, keys) : inArray(reach[1], keys);
  const rows = (await db.select().from(table).where(where)) as Json[];
  return rows.map((row) =>
    Object.fromEntries(
      columns
        .filter(([, column]) => !SECRET_COLUMNS.has(column.name))
        .map(([key, column]) => [column.name, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]),
    ),
  );
}

/** `records` of the export: every `{ rows, by }` table's rows about the customer, by table name. */
export async function customerRecords(db: Db, keys: CustomerKeys): Promise<Record<string, Json[]>> {
  const tables = Object.entries(CUSTOMER_TABLES).flatMap(([name, place]) =>
    'rows' in place ? [{ name, ...place }] : [],
  );
  const rows = await Promise.all(tables.map(({ rows: table, by, column }) => rowsOf(db, table, by, keys[by], column)));
  return Object.fromEntries(tables.map(({ name }, i) => [name, rows[i]]));
}
