// The export covers every table holding a row about the customer: the tables are derived from the schema (a
// foreign key to users, a user_id, an rfq_id / lead_id through her requests, or an e-mail address column), so a
// table added later fails here until it is exported; the tables whose rows name her in free form are listed.
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../../server/db/schema';
import { CUSTOMER_TABLES } from '../../../server/users/customerTables';
import { busyCustomer } from '../../support/busyCustomer';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));

const REACHING = ['user_id', 'rfq_id', 'lead_id'];
/** Columns holding an e-mail address: an account's, a reset's, a mail's recipient. */
const E_MAIL_COLUMNS = ['email', 'to'];
/**
 * Tables with no column the schema can tell names her, whose rows do all the same: a Bugsnag report carries the
 * user the browser set (id, name) and whatever metaData a page added.
 */
const FREE_FORM = ['error_reports'];

function tablesAboutACustomer(): string[] {
  const tables = (Object.values(t) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const reached = tables.filter(
    (table) =>
      Object.values(getTableColumns(table)).some(
        (column) => REACHING.includes(column.name) || E_MAIL_COLUMNS.includes(column.name),
      ) || getTableConfig(table).foreignKeys.some((key) => key.reference().foreignTable === t.users),
  );
  return [...new Set([...reached.map((table) => getTableName(table)), ...FREE_FORM])].sort();
}

test('the export list names exactly the tables the schema says hold rows about a customer', () => {
  expect(Object.keys(CUSTOMER_TABLES).sort()).toEqual(tablesAboutACustomer());
});

test('a customer who used every feature finds a row of each of those tables in her export', async () => {
  const { browser, userId } = await busyCustomer(ctx);
  await ctx.database.db
    .update(t.rfqs)
    .set({
      attribution: {
        affiliate_key: 'partner-7',
        affiliate_details: { campaign: 'spring' },
        analytics_client_id: 'ga-1',
        analytics_session_id: 'ga-s-1',
        gclid: 'gclid-abc',
        fbp: 'fb.1',
        fbc: 'fb.c',
        referer: 'https://example.org/',
        user_agent: 'Firefox',
      },
    })
    .where(eq(t.rfqs.userId, userId));
  const res = await browser.get(`/api/customer/users/${userId}/export`);
  expect(res.statusCode).toBe(200);
  const data = res.json();

  for (const [table, place] of Object.entries(CUSTOMER_TABLES)) {
    const found = 'section' in place ? data[place.section] : data.records[table];
    expect([table, Array.isArray(found) ? found.length > 0 : Boolean(found)]).toEqual([table, true]);
  }
  expect(data.submitted_requests[0].attribution).toMatchObject({ affiliate_key: 'partner-7', gclid: 'gclid-abc' });
  expect(data.records.mortgage_surveillance_consents[0]).toMatchObject({ revoked_at: null });
  expect(data.records.household_budgets[0]).toMatchObject({
    children_ages: [3, 8],
    income_after_tax_ore: null,
    fixed_costs: [{ kind: 'insurance', label: 'Ulykkesforsikring for Mette Kunde Jensen', amount_ore: 45_000 }],
  });
  expect(data.records.mortgage_surveillance_alerts[0]).toMatchObject({ min_gain_ore: 5_000_000 });
  expect(data.records.support_call_requests[0]).toMatchObject({ phone: '+4520123456' });
  expect(data.records.eskat_requests[0]).toMatchObject({ status: 'fulfilled', consented_at: expect.any(String) });
  expect(data.records.mail_outbox.map((mail: { subject: string }) => mail.subject)).toContain(
    'Nulstil din adgangskode til Lånetorvet',
  );
  expect(data.records.password_resets[0]).toEqual({
    id: expect.any(Number),
    email: 'kunde@example.dk',
    used_at: null,
    created_at: expect.any(String),
  });
  // Her own report; not the one whose breadcrumb merely names her, nor anyone else's.
  expect(data.records.error_reports).toHaveLength(1);
  expect(data.records.error_reports[0].payload.events[0].user).toEqual({
    id: String(userId),
    name: 'Mette Kunde Jensen',
  });
  // Secrets are no data about the customer: never exported.
  expect(res.body).not.toMatch(/token_hash|id_hash|csrf_token|storage_key|password_hash/);
});
