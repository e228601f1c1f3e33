// Closing an account erases the customer: the files in the storage (retried by a job while the storage fails),
// and every personal value in every table, for a customer who used every feature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../../server/db/rowsOf';
import * as t from '../../../server/db/schema';
import { DiskStorage } from '../../../server/documents/documentStorage';
import { MAX_ATTEMPTS } from '../../../server/jobs/jobQueue';
import { BrowserSession } from '../../support/browserSession';
import { busyCustomer, METTE } from '../../support/busyCustomer';
import { file, multipart } from '../../support/multipartBody';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

/** The disk storage, with removal failing while `failing` is set (a bucket that is down). */
class FlakyStorage extends DiskStorage {
  failing = false;
  override async remove(key: string): Promise<void> {
    if (this.failing) throw new Error('storage unavailable');
    return super.remove(key);
  }
}

let ctx: TestContext;
let dataDir: string;
let storage: FlakyStorage;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'close-account-'));
  storage = new FlakyStorage(path.join(dataDir, 'documents'));
  ctx = await createTestApp({ config: { dataDir }, documentStorage: storage });
}, 120_000);
afterAll(async () => {
  await closeTestApp(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file in the storage's folder for one customer. */
function filesOf(userId: number): string[] {
  const folder = path.join(dataDir, 'documents', 'documents', String(userId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

const close = (browser: BrowserSession, id: number) =>
  browser.request({ url: `/api/customer/users/${id}`, method: 'DELETE', payload: { password: 'demo-hest-batteri' } });

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

test('when the storage fails the account is closed all the same, and a job removes the files once it works', async () => {
  const browser = new BrowserSession(ctx.app, 'da');
  const { id } = await browser.login('kunde2@example.dk');
  const upload = multipart([file(PDF, 'lønseddel.pdf')]);
  await browser.request({ method: 'POST', url: `/api/customer/users/${id}/documents`, ...upload });
  expect(filesOf(id)).toHaveLength(1);

  storage.failing = true;
  expect((await close(browser, id)).statusCode).toBe(200);
  expect(await ctx.database.db.select().from(t.users).where(eq(t.users.id, id))).toHaveLength(0);
  expect(filesOf(id)).toHaveLength(1);

  // Past the attempts after which other jobs are given up: this one is retried until the files are gone.
  const due = sql`update jobs set run_at = now() where kind = 'documents.erase-account-files' and done_at is null`;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
    await ctx.database.db.execute(due);
    await ctx.app.jobs.runDueJobs();
  }
  const [waiting] = await ctx.database.db.select().from(t.jobs).where(eq(t.jobs.kind, 'documents.erase-account-files'));
  expect(waiting).toMatchObject({ doneAt: null, lastError: '1 of 1 files not removed' });
  expect(waiting.attempts).toBeGreaterThan(MAX_ATTEMPTS);

  storage.failing = false;
  await ctx.database.db.execute(due);
  await ctx.app.jobs.runDueJobs();
  expect(filesOf(id)).toEqual([]);
  const [done] = await ctx.database.db.select().from(t.jobs).where(eq(t.jobs.id, waiting.id));
  expect(done.doneAt).not.toBeNull();
});

describe('a customer who used every feature', () => {
  let userId: number;
  beforeAll(async () => {
    const busy = await busyCustomer(ctx);
    userId = busy.userId;
    // The payslip and the two eSkat tax PDFs.
    expect(filesOf(userId)).toHaveLength(3);
    // She is linked to MitID: closing needs a fresh MitID confirmation of her session (step-up, issue 46).
    await ctx.database.db
      .update(t.sessions)
      .set({
        data: sql`${t.sessions.data} || ${JSON.stringify({ mitidConfirmedAt: new Date().toISOString() })}::jsonb`,
      })
      .where(eq(t.sessions.userId, userId));
    expect((await close(busy.browser, userId)).statusCode).toBe(200);
  }, 120_000);

  test('closing removes her files from the storage at once', () => {
    expect(filesOf(userId)).toEqual([]);
  });

  test('her own error report is gone; one whose breadcrumb named her keeps it without her name', async () => {
    const reports = await ctx.database.db.select().from(t.errorReports);
    expect(reports).toHaveLength(1);
    expect(JSON.stringify(reports[0].payload)).toContain('Klik på \\"[REDACTED]\\"');
    expect(JSON.stringify(reports[0].payload)).toContain('x is undefined');
  });

  test('no table holds her e-mail, name, phone or birth date afterwards', async () => {
    const values = [METTE.email, METTE.name, METTE.phone, METTE.phone.slice(3), METTE.birthDate];
    const tables = (Object.values(t) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    expect(tables.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const table of tables) {
      const name = getTableName(table);
      const result = await ctx.database.db.execute(sql.raw(`select r::text as row from "${name}" r`));
      const rows = rowsOf<{ row: string }>(result);
      for (const { row } of rows) {
        const text = row.toLowerCase();
        for (const value of values)
          if (text.includes(value.toLowerCase())) found.push(`${name}: ${value} in ${row.slice(0, 300)}`);
      }
    }
    expect(found).toEqual([]);
    // What the lender keeps still reads: its own words stay, the customer's identity does not.
    const [call] = await ctx.database.db.select().from(t.calls);
    expect(call.note).toBe('Talte med [REDACTED] (født [REDACTED], tlf. [REDACTED], [REDACTED]) om omlægning');
  });
});
