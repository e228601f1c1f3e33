// A lender's document checklist end to end: the supplier API asks (a fixed list, `other` with a note, nothing
// asked twice, not on a lost lead, only on its own leads), the customer reads the checklist and uploads straight
// into an item, the lender rejects with a reason and accepts, both sides are told in realtime, a deleted upload is
// asked for again (its lender told), and what two lenders ask within the batch window makes one mail in the customer's language.
import { supplierChannelName } from '../../../domain/realtimeEvents';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, gt } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { sendDueLeadMails } from '../../../server/mail/leadMails';
import { createMailer } from '../../../server/mail/mailer';
import { BrowserSession } from '../../support/browserSession';
import { file, multipart, PDF, PNG } from '../../support/multipartBody';
import { seededLeadsOf } from '../../support/seededLeads';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let metteId: number;
let leadOf: Record<string, number>;
let supplierIdOf: Record<string, number>;
const tokens: Record<string, string> = {};

function lender(app: FastifyInstance, slug: string, opts: InjectOptions) {
  return app.inject({
    ...opts,
    headers: { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${tokens[slug]}` },
  });
}

const ask = (slug: string, leadId: number, documents: object[]) =>
  lender(ctx.app, slug, {
    method: 'POST',
    url: `/supplier-api/v1/leads/${leadId}/document-requests`,
    payload: { documents },
  });

const review = (slug: string, leadId: number, id: number, payload: object) =>
  lender(ctx.app, slug, { method: 'PATCH', url: `/supplier-api/v1/leads/${leadId}/document-requests/${id}`, payload });

const uploadInto = (session: BrowserSession, requestId: number, bytes = PDF, name = 'lønseddel.pdf') =>
  session.request({
    method: 'POST',
    url: `/api/customer/document-requests/${requestId}/document`,
    ...multipart([file(bytes, name, name.endsWith('.png') ? 'image/png' : 'application/pdf')]),
  });

async function checklist(leadId: number) {
  const res = await mette.get(`/api/customer/leads/${leadId}/document-requests`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    type: string;
    status: string;
    note: string | null;
    rejection_reason: string | null;
    document_id: number | null;
    document_file_name: string | null;
  }[];
}

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-requests-'));
  ctx = await createTestApp({ config: { dataDir, lenderDelayMs: 60_000 } });
  mette = new BrowserSession(ctx.app, 'en');
  lars = new BrowserSession(ctx.app, 'en');
  metteId = (await mette.login('kunde@example.dk')).id;
  await lars.login('kunde2@example.dk');
  ({ leadOf, supplierIdOf } = await seededLeadsOf(ctx.database.db, metteId));
  for (const slug of ['oresund-bank', 'kattegat-realkredit', 'limfjord-kredit'])
    tokens[slug] = (await issueSupplierToken(ctx.database.db, slug)) as string;
}, 120_000);
afterAll(() => closeTestApp(ctx));
afterEach(() => jest.restoreAllMocks());

describe('a lender asks', () => {
  test('types from the fixed list, `other` with a note; asked again, nothing doubles; the customer is told', async () => {
    const toUser = jest.spyOn(ctx.app.realtime, 'publishToUser').mockResolvedValue(undefined as never);
    const lead = leadOf['oresund-bank'];
    const missingNote = await ask('oresund-bank', lead, [{ type: 'payslips' }, { type: 'other' }]);
    expect(missingNote.statusCode).toBe(422);
    expect(Object.keys(missingNote.json().errors)).toEqual(['documents.1.note']);
    expect((await ask('oresund-bank', lead, [{ type: 'bank_statement' }])).statusCode).toBe(422);
    expect((await ask('oresund-bank', lead, [])).statusCode).toBe(422);
    expect(await checklist(lead)).toEqual([]);

    const first = await ask('oresund-bank', lead, [
      { type: 'payslips', note: 'The last three months' },
      { type: 'other', note: 'Lease agreement for the car' },
    ]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject([
      { type: 'payslips', note: 'The last three months', status: 'requested', document_id: null },
      { type: 'other', note: 'Lease agreement for the car', status: 'requested' },
    ]);
    expect(toUser).toHaveBeenCalledWith(metteId, 'document-requests.updated', {
      rfqId: expect.any(Number),
      leadId: lead,
      asked: 2,
      supplierName: 'Øresund Bank A/S',
    });
    const again = await ask('oresund-bank', lead, [{ type: 'payslips' }, { type: 'annual_tax_statement' }]);
    expect(again.statusCode).toBe(201);
    expect(again.json().map((r: { type: string }) => r.type)).toEqual(['payslips', 'other', 'annual_tax_statement']);
    const same = await ask('oresund-bank', lead, [{ type: 'annual_tax_statement' }]);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toHaveLength(3);
  });

  test('another lender’s lead answers 404; a lead the customer lost to another lender 409; no token 401', async () => {
    expect((await ask('kattegat-realkredit', leadOf['oresund-bank'], [{ type: 'id' }])).statusCode).toBe(404);
    const [lost] = await ctx.database.db
      .update(t.leads)
      .set({ status: 'lost' })
      .where(eq(t.leads.id, leadOf['limfjord-kredit']))
      .returning();
    expect(lost.status).toBe('lost');
    const refused = await ask('limfjord-kredit', lost.id, [{ type: 'id' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The customer chose another lender on this request.');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/supplier-api/v1/leads/${lost.id}/document-requests`,
      payload: { documents: [{ type: 'id' }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the customer uploads into the checklist, the lender reviews', () => {
  test('upload, reject with a reason, upload again, accept; both sides told; refusals keep the item', async () => {
    const lead = leadOf['oresund-bank'];
    const [payslips] = await checklist(lead);
    const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);

    expect((await uploadInto(lars, payslips.id)).statusCode).toBe(404);
    expect((await mette.get(`/api/customer/leads/${lead}/document-requests`)).statusCode).toBe(200);
    expect((await lars.get(`/api/customer/leads/${lead}/document-requests`)).statusCode).toBe(404);
    const notAFile = await uploadInto(mette, payslips.id, Buffer.from('just text'), 'lønseddel.pdf');
    expect(notAFile.statusCode).toBe(422);
    expect((await checklist(lead))[0].status).toBe('requested');

    const uploaded = await uploadInto(mette, payslips.id);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ lead_id: lead, source: 'customer', file_name: 'lønseddel.pdf' });
    expect((await checklist(lead))[0]).toMatchObject({
      status: 'uploaded',
      document_id: uploaded.json().id,
      document_file_name: 'lønseddel.pdf',
    });
    expect(publish).toHaveBeenCalledWith(
      supplierChannelName(supplierIdOf['oresund-bank']),
      'document-request.updated',
      {
        leadId: lead,
        documentRequestId: payslips.id,
        status: 'uploaded',
      },
    );
    const lendersDocuments = await lender(ctx.app, 'oresund-bank', {
      method: 'GET',
      url: `/supplier-api/v1/leads/${lead}/documents`,
    });
    expect(lendersDocuments.json().map((d: { id: number }) => d.id)).toContain(uploaded.json().id);
    expect((await uploadInto(mette, payslips.id)).statusCode).toBe(409);

    const noReason = await review('oresund-bank', lead, payslips.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    expect((await review('kattegat-realkredit', lead, payslips.id, { status: 'accepted' })).statusCode).toBe(404);
    const rejected = await review('oresund-bank', lead, payslips.id, {
      status: 'rejected',
      reason: 'The payslip is from 2019',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await checklist(lead))[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The payslip is from 2019',
    });

    expect((await uploadInto(mette, payslips.id, PNG, 'lønseddel.png')).statusCode).toBe(201);
    expect((await checklist(lead))[0]).toMatchObject({ status: 'uploaded', rejection_reason: null });
    const accepted = await review('oresund-bank', lead, payslips.id, { status: 'accepted' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', document_file_name: 'lønseddel.png' });
    expect((await review('oresund-bank', lead, payslips.id, { status: 'accepted' })).statusCode).toBe(409);
    expect((await uploadInto(mette, payslips.id)).statusCode).toBe(409);
  });

  test('a deleted upload, not yet reviewed or accepted, is asked for again and its lender told', async () => {
    const lead = leadOf['oresund-bank'];
    const other = (await checklist(lead)).find((r) => r.type === 'other')!;
    const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);
    const deleteFile = async (documentId: number) =>
      expect((await mette.request({ method: 'DELETE', url: `/api/customer/documents/${documentId}` })).statusCode).toBe(
        204,
      );
    const askedAgain = async () => {
      expect((await checklist(lead)).find((r) => r.id === other.id)).toMatchObject({
        status: 'requested',
        document_id: null,
      });
      expect(publish).toHaveBeenLastCalledWith(
        supplierChannelName(supplierIdOf['oresund-bank']),
        'document-request.updated',
        { leadId: lead, documentRequestId: other.id, status: 'requested' },
      );
    };

    const unreviewed = await uploadInto(mette, other.id);
    expect(unreviewed.statusCode).toBe(201);
    await deleteFile(unreviewed.json().id);
    await askedAgain();

    const reviewed = await uploadInto(mette, other.id);
    expect((await review('oresund-bank', lead, other.id, { status: 'accepted' })).statusCode).toBe(200);
    await deleteFile(reviewed.json().id);
    await askedAgain();

    // A file that answers no item tells no lender of one.
    const loose = await mette.request({
      method: 'POST',
      url: `/api/customer/users/${metteId}/documents`,
      ...multipart([file(PDF, 'budget.pdf', 'application/pdf')]),
    });
    publish.mockClear();
    await deleteFile(loose.json().id);
    expect(publish.mock.calls.filter(([, event]) => event === 'document-request.updated')).toEqual([]);
  });
});

describe('one mail for what lenders ask', () => {
  test('two lenders asking within the window make one mail naming each lender’s documents', async () => {
    const db = ctx.database.db;
    const lastId = (await db.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).reduce((m, r) => Math.max(m, r.id), 0);
    expect(
      (await ask('kattegat-realkredit', leadOf['kattegat-realkredit'], [{ type: 'condition_report' }])).statusCode,
    ).toBe(201);
    const mailer = createMailer(ctx.config, db, ctx.app.log);
    const settings = { appUrl: ctx.config.appUrl, appKey: ctx.config.appKey, batchSeconds: 0 };
    expect(await sendDueLeadMails(db, mailer, settings, ctx.app.log)).toBe(1);
    const mails = await db.select().from(t.mailOutbox).where(gt(t.mailOutbox.id, lastId));
    expect(mails).toHaveLength(1);
    // The customer reads Danish: Øresund's open items (the tax statement; payslips were accepted, `other` asked
    // for again) and Kattegat's condition report, in one mail.
    expect(mails[0].subject).toBe('2 långivere beder om dokumenter');
    expect(mails[0].text).toMatch(/Øresund Bank A\/S beder om[\s\S]*Lease agreement for the car[\s\S]*Årsopgørelse/);
    expect(mails[0].text).toMatch(/Kattegat Realkredit beder om[\s\S]*Tilstandsrapport/);
    expect(mails[0].text).not.toMatch(/Lønsedler/);
    expect(await sendDueLeadMails(db, mailer, settings, ctx.app.log)).toBe(0);
  });
});
