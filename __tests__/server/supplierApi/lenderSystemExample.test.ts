// The example lender system (examples/lenderSystem/), written from the OpenAPI document alone, against the app:
// its generated types are today's document, and over real HTTP and the realtime socket it hears that a customer
// chose its offer, acknowledges the choice and asks for documents, which the customer then sees on the lead; once
// she has uploaded every one it accepts them and reports the agreement signed, and the lead shows its period.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { startLenderSystem, type LenderSystem } from '../../../examples/lenderSystem/lenderSystem';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { file, multipart, PDF } from '../../support/multipartBody';
import { seededLeadsOf } from '../../support/seededLeads';
import { withdrawalEndsOn } from '../../../domain/withdrawalPeriod';
import { danishDay } from '../../../server/agreements/agreementService';
import { waitUntil } from '../jobs/waitUntil';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let lender: LenderSystem | null = null;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  lender?.stop();
  await closeTestApp(ctx);
});

test('the committed types are what openapi-typescript makes of today’s document', async () => {
  // Stale when a supplier route or schema changed: `npm run supplier-api:types` writes them again. (A process of
  // its own: openapi-typescript is an ES module jest's CommonJS cannot load.)
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, (await ctx.app.inject({ url: '/api/openapi.json' })).body);
  const check = ['tsx', 'scripts/supplierApiTypes.ts', '--check', '--document', file];
  const { stdout } = await promisify(execFile)('npx', check);
  expect(stdout).toMatch(/is current/);
}, 60_000);

test('the lender system hears lead.won, acknowledges the choice and asks for documents', async () => {
  const { port } = ctx.app.server.address() as { port: number };
  const token = (await issueSupplierToken(ctx.database.db, 'kattegat-realkredit')) as string;
  // A real lender: its own system answers, no demo job does it for it.
  await ctx.database.db.update(t.suppliers).set({ isDemo: false }).where(eq(t.suppliers.slug, 'kattegat-realkredit'));
  const lines: string[] = [];
  lender = await startLenderSystem({
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    documents: [{ type: 'payslips' }, { type: 'condition_report', note: 'The one from the sale, if you have it' }],
    log: (line) => lines.push(line),
  });

  const mette = new BrowserSession(ctx.app);
  const metteId = (await mette.login('kunde@example.dk')).id;
  const { leadOf } = await seededLeadsOf(ctx.database.db, metteId);
  const leadId = leadOf['kattegat-realkredit'];
  const [offer] = await ctx.database.db.select().from(t.offers).where(eq(t.offers.leadId, leadId));
  const chosen = await mette.post(`/api/customer/leads/${leadId}/acceptance`, { offer_version: offer.version });
  expect(chosen.statusCode).toBe(200);

  await waitUntil(async () => lines.some((line) => line.startsWith(`lead ${leadId}:`)));
  await lender.settled();
  const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, leadId));
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, lead.rfqId));
  const { employer, is_registered_as_bad_payer: badPayer } = rfq.request;
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^lead ${leadId} request: .* at ${employer ?? '–'} .*RKI or Debitor Registret: ${badPayer === false ? 'no' : badPayer ? 'yes' : 'not answered'}$`,
      ),
    ),
  );
  expect(lead.acknowledgedAt).not.toBeNull();
  const checklist = await mette.get(`/api/customer/leads/${leadId}/document-requests`);
  expect(checklist.json()).toMatchObject([
    { type: 'payslips', status: 'requested' },
    { type: 'condition_report', note: 'The one from the sale, if you have it', status: 'requested' },
  ]);

  // The checklist complete: the system accepts both files and signs, dated today in Denmark.
  for (const item of checklist.json() as { id: number }[]) {
    const uploaded = await mette.request({
      method: 'POST',
      url: `/api/customer/document-requests/${item.id}/document`,
      ...multipart([file(PDF, 'dokument.pdf', 'application/pdf')]),
    });
    expect(uploaded.statusCode).toBe(201);
  }
  await waitUntil(async () => lines.some((line) => line.includes(`lead ${leadId}: checklist complete`)));
  await lender.settled();
  const today = danishDay(new Date());
  expect(lines).toContainEqual(
    `lead ${leadId}: checklist complete, agreement signed on ${today}, withdrawal possible until ${withdrawalEndsOn(today)}`,
  );
  const reviewed = await mette.get(`/api/customer/leads/${leadId}/document-requests`);
  expect(reviewed.json().map((item: { status: string }) => item.status)).toEqual(['accepted', 'accepted']);
  const rfqView = await mette.get(`/api/customer/rfqs/${lead.rfqId}`);
  const seen = rfqView.json().leads.find((l: { id: number }) => l.id === leadId);
  expect(seen.agreement).toEqual({ signed_on: today, withdrawal_ends_on: withdrawalEndsOn(today), withdrawn_at: null });

  // The customer withdraws: the system hears lead.withdrawn on its channel.
  expect((await mette.post(`/api/customer/leads/${leadId}/withdrawal`, {})).statusCode).toBe(200);
  await waitUntil(async () => lines.some((line) => line.startsWith(`lead ${leadId}: the customer withdrew`)));
}, 60_000);
