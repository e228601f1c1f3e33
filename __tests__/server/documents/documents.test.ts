// Documents and eSkat end to end through the HTTP API: ownership both ways (another customer, another lender),
// upload limits and type checks from the bytes, nothing half-saved, download headers, delete, and the eSkat
// consent with its 24-hour expiry.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as t from '../../../server/db/schema';
import { eskatClock } from '../../../server/eskat/eskatService';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { file, multipart, PDF, PNG, type Part } from '../../support/multipartBody';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let dataDir: string;
let mette: BrowserSession;
let metteId: number;
let lars: BrowserSession;
let larsId: number;
let leadId: number;
let ownerToken: string;
let otherToken: string;

function upload(session: BrowserSession, userId: number, parts: Part[]) {
  const body = multipart(parts);
  return session.request({ method: 'POST', url: `/api/customer/users/${userId}/documents`, ...body });
}

function lender(app: FastifyInstance, token: string, opts: InjectOptions) {
  const headers = { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` };
  return app.inject({ ...opts, headers: { ...headers, ...(opts.headers as Record<string, string>) } });
}

function storedFiles(): string[] {
  const root = path.join(dataDir, 'documents');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

const documentCount = async () => (await ctx.database.db.select({ id: t.documents.id }).from(t.documents)).length;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'));
  ctx = await createTestApp({ config: { dataDir } });
  mette = new BrowserSession(ctx.app, 'en');
  metteId = (await mette.login('kunde@example.dk')).id;
  lars = new BrowserSession(ctx.app, 'en');
  larsId = (await lars.login('kunde2@example.dk')).id;
  const leads = await ctx.database.db
    .select({ id: t.leads.id, supplierId: t.leads.supplierId })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(eq(t.rfqs.userId, metteId));
  leadId = leads[0].id;
  const suppliers = await ctx.database.db.select().from(t.suppliers);
  const owner = suppliers.find((s) => s.id === leads[0].supplierId)!;
  // Another lender with a lead of its own on the same request: it still must not reach this lead.
  const other = suppliers.find((s) => s.id !== owner.id)!;
  ownerToken = (await issueSupplierToken(ctx.database.db, owner.slug)) as string;
  otherToken = (await issueSupplierToken(ctx.database.db, other.slug)) as string;
}, 120_000);
afterAll(async () => {
  await closeTestApp(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('upload, list, download, delete', () => {
  test('a PDF is stored, listed, downloaded with its headers and deleted with its file', async () => {
    const res = await upload(mette, metteId, [file(PDF)]);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      file_name: 'lønseddel.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.byteLength,
      source: 'customer',
      is_eskat: false,
      lead_id: null,
    });
    expect(storedFiles()).toHaveLength(1);

    const list = (await mette.get(`/api/customer/users/${metteId}/documents`)).json();
    expect(list.map((d: { id: number }) => d.id)).toContain(doc.id);

    const download = await mette.get(`/api/customer/documents/${doc.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="lnseddel.pdf"; filename*=UTF-8''l%C3%B8nseddel.pdf`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const deleted = await mette.request({ method: 'DELETE', url: `/api/customer/documents/${doc.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(0);
    expect((await mette.get(`/api/customer/documents/${doc.id}/file`)).statusCode).toBe(404);
  });

  test('a PNG is told from its bytes whatever its name, and gets the right extension', async () => {
    const res = await upload(mette, metteId, [file(PNG, 'scan', 'application/octet-stream')]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mime_type: 'image/png', file_name: 'scan.png' });
  });

  test('a text file renamed .pdf is a 422 on file, and nothing is saved', async () => {
    const before = { rows: await documentCount(), files: storedFiles().length };
    const res = await upload(mette, metteId, [file(Buffer.from('just some text, not a PDF at all'), 'cv.pdf')]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/PDF, PNG or JPEG/);
    expect({ rows: await documentCount(), files: storedFiles().length }).toEqual(before);
  });

  test('an 11 MB file is a translated 413, and nothing is saved', async () => {
    const before = { rows: await documentCount(), files: storedFiles().length };
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]);
    const res = await upload(mette, metteId, [file(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 10 MB/);
    const danish = new BrowserSession(ctx.app, 'da');
    await danish.login('kunde@example.dk');
    expect((await upload(danish, metteId, [file(big)])).json().message).toMatch(/højst fylde 10 MB/);
    expect({ rows: await documentCount(), files: storedFiles().length }).toEqual(before);
  });

  test('no file, or a JSON body, is a 422 on file', async () => {
    expect((await upload(mette, metteId, [{ name: 'lead_id', value: String(leadId) }])).statusCode).toBe(422);
    const json = await mette.post(`/api/customer/users/${metteId}/documents`, { file: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toHaveProperty('file');
  });

  test('without the CSRF header the upload is refused (419)', async () => {
    const body = multipart([file(PDF)]);
    const res = await mette.request({
      method: 'POST',
      url: `/api/customer/users/${metteId}/documents`,
      csrf: false,
      ...body,
    });
    expect(res.statusCode).toBe(419);
  });

  test('if the storage fails, the row is rolled back too', async () => {
    const before = await documentCount();
    // A file where the customer's folder should be: the write fails.
    const folder = path.join(dataDir, 'documents', 'documents', String(larsId));
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.writeFileSync(folder, 'blocking');
    const res = await upload(lars, larsId, [file(PDF)]);
    expect(res.statusCode).toBe(500);
    expect(await documentCount()).toBe(before);
    fs.rmSync(folder);
  });
});

describe('ownership', () => {
  let shared: { id: number };
  beforeAll(async () => {
    const res = await upload(mette, metteId, [file(PDF, 'budget.pdf'), { name: 'lead_id', value: String(leadId) }]);
    expect(res.statusCode).toBe(201);
    shared = res.json();
    expect(res.json()).toMatchObject({ lead_id: leadId, supplier: { id: expect.any(Number) } });
  });

  test('another customer gets 404 for the file and for deleting it, 403 for the list, 404 for the lead', async () => {
    expect((await lars.get(`/api/customer/documents/${shared.id}/file`)).statusCode).toBe(404);
    expect((await lars.request({ method: 'DELETE', url: `/api/customer/documents/${shared.id}` })).statusCode).toBe(
      404,
    );
    expect((await lars.get(`/api/customer/users/${metteId}/documents`)).statusCode).toBe(403);
    expect((await upload(lars, metteId, [file(PDF)])).statusCode).toBe(403);
    const res = await upload(lars, larsId, [file(PDF), { name: 'lead_id', value: String(leadId) }]);
    expect(res.statusCode).toBe(404);
    expect(storedFiles().length).toBe(await documentCount());
  });

  test('the lender it is shared with lists and downloads it; another lender gets 404', async () => {
    const list = await lender(ctx.app, ownerToken, { url: `/supplier-api/v1/leads/${leadId}/documents` });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { id: number }) => d.id)).toContain(shared.id);
    const download = await lender(ctx.app, ownerToken, { url: `/supplier-api/v1/documents/${shared.id}/file` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('budget.pdf');

    expect((await lender(ctx.app, otherToken, { url: `/supplier-api/v1/leads/${leadId}/documents` })).statusCode).toBe(
      404,
    );
    expect(
      (await lender(ctx.app, otherToken, { url: `/supplier-api/v1/documents/${shared.id}/file` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `/supplier-api/v1/documents/${shared.id}/file` })).statusCode).toBe(401);
  });

  test("a document not shared with a lead is no lender's", async () => {
    const own = (await upload(mette, metteId, [file(PDF, 'private.pdf')])).json();
    expect((await lender(ctx.app, ownerToken, { url: `/supplier-api/v1/documents/${own.id}/file` })).statusCode).toBe(
      404,
    );
  });

  test('a lender sends a document to the customer of its own lead only', async () => {
    const body = multipart([file(PDF, 'tilbud.pdf')]);
    const sent = await lender(ctx.app, ownerToken, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadId}/documents`,
      ...body,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ source: 'supplier', document_type_id: 2, lead_id: leadId });
    const list = (await mette.get(`/api/customer/users/${metteId}/documents`)).json();
    expect(list.find((d: { id: number }) => d.id === sent.json().id)).toMatchObject({ file_name: 'tilbud.pdf' });
    expect((await mette.get(`/api/customer/documents/${sent.json().id}/file`)).statusCode).toBe(200);

    const refused = await lender(ctx.app, otherToken, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadId}/documents`,
      ...multipart([file(PDF)]),
    });
    expect(refused.statusCode).toBe(404);
    const wrongType = await lender(ctx.app, ownerToken, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadId}/documents`,
      ...multipart([file(Buffer.from('<html>not a pdf</html>'), 'x.pdf')]),
    });
    expect(wrongType.statusCode).toBe(422);
  });
});

describe('eSkat', () => {
  const realNow = eskatClock.now;
  let now = new Date('2026-11-23T10:00:00Z');
  beforeAll(() => {
    eskatClock.now = () => now;
  });
  afterAll(() => {
    eskatClock.now = realNow;
  });
  const ask = (token = ownerToken) =>
    lender(ctx.app, token, { method: 'POST', url: `/supplier-api/v1/leads/${leadId}/eskat-requests` });
  const eskatDocs = async () =>
    (await mette.get(`/api/customer/users/${metteId}/documents`))
      .json()
      .filter((d: { is_eskat: boolean }) => d.is_eskat) as { document_type_id: number; lead_id: number }[];

  test('the lender asks, the customer consents, documents 30 and 31 appear for that lead; 24 h later, ask again', async () => {
    expect((await ask(otherToken)).statusCode).toBe(404);
    const asked = await ask();
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'requested', consent_valid: false });
    // Asking again while it waits answers the same request.
    expect((await ask()).json().id).toBe(asked.json().id);
    expect(await eskatDocs()).toEqual([]);

    const state = await mette.get(`/api/customer/leads/${leadId}/eskat`);
    expect(state.json().requests[0]).toMatchObject({ id: asked.json().id, status: 'requested' });
    expect((await lars.get(`/api/customer/leads/${leadId}/eskat`)).statusCode).toBe(404);
    const larsConsent = await lars.post(`/api/customer/leads/${leadId}/eskat-consent`, {
      request_id: asked.json().id,
    });
    expect(larsConsent.statusCode).toBe(404);

    const consent = await mette.post(`/api/customer/leads/${leadId}/eskat-consent`, { request_id: asked.json().id });
    expect(consent.statusCode).toBe(200);
    expect(consent.json().requests[0]).toMatchObject({
      status: 'fulfilled',
      consented_at: '2026-11-23T10:00:00.000Z',
      consent_expires_at: '2026-11-24T10:00:00.000Z',
      consent_valid: true,
    });
    expect(
      consent
        .json()
        .documents.map((d: { document_type_id: number }) => d.document_type_id)
        .sort(),
    ).toEqual([30, 31]);
    const docs = await eskatDocs();
    expect(docs.map((d) => d.document_type_id).sort()).toEqual([30, 31]);
    expect(docs.every((d) => d.lead_id === leadId)).toBe(true);
    // The documents are real PDFs the lender can fetch.
    const lenderList = (
      await lender(ctx.app, ownerToken, { url: `/supplier-api/v1/leads/${leadId}/documents` })
    ).json() as { id: number; is_eskat: boolean }[];
    const pdf = await lender(ctx.app, ownerToken, {
      url: `/supplier-api/v1/documents/${lenderList.find((d) => d.is_eskat)!.id}/file`,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The lead answer carries them too (spec §3 Lead eskat).
    const lead = (await mette.get(`/api/customer/leads/${leadId}`)).json();
    expect(lead.eskat.documents).toHaveLength(2);

    // A second consent to the same request is a conflict.
    expect(
      (await mette.post(`/api/customer/leads/${leadId}/eskat-consent`, { request_id: asked.json().id })).statusCode,
    ).toBe(409);

    // 23 hours later the consent still holds: the lender fetches again without asking the customer.
    now = new Date('2026-11-24T09:00:00Z');
    const again = await ask();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: asked.json().id, status: 'fulfilled', consent_valid: true });
    expect(await eskatDocs()).toHaveLength(4);

    // After 24 hours it has expired: a new request waits for the customer, and nothing is fetched.
    now = new Date('2026-11-24T10:00:01Z');
    expect((await mette.get(`/api/customer/leads/${leadId}/eskat`)).json().requests[0].consent_valid).toBe(false);
    const expired = await ask();
    expect(expired.statusCode).toBe(201);
    expect(expired.json()).toMatchObject({ status: 'requested', consent_valid: false });
    expect(expired.json().id).not.toBe(asked.json().id);
    expect(await eskatDocs()).toHaveLength(4);
  });

  test('consent to an unknown request is 404, a bad body 422', async () => {
    expect((await mette.post(`/api/customer/leads/${leadId}/eskat-consent`, { request_id: 999999 })).statusCode).toBe(
      404,
    );
    const bad = await mette.post(`/api/customer/leads/${leadId}/eskat-consent`, { request_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('request_id');
  });
});

describe('hostile input never answers 5xx', () => {
  const hostileBodies: { payload: string | Buffer; type: string }[] = [
    { payload: '', type: 'application/json' },
    { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
    { payload: '{"file":"\\u0000","lead_id":2147483648}', type: 'application/json' },
    { payload: 'null', type: 'application/json' },
    { payload: 'garbage', type: 'multipart/form-data' },
    { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n', type: 'multipart/form-data; boundary=x' },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="lead_id"\r\n\r\n-1\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="__proto__"; filename="a.pdf"\r\n\r\n%PDF-\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
    {
      payload: multipart([file(PDF), { name: 'lead_id', value: '99999999999' }]).payload,
      type: 'multipart/form-data; boundary=----laanetorvet-test-boundary',
    },
  ];

  test('customer and lender upload routes, consent, with odd ids', async () => {
    const failures: string[] = [];
    for (const id of ['1', '0', '2147483648', 'abc', '%00']) {
      for (const body of hostileBodies) {
        const customerUrls = [`/api/customer/users/${id}/documents`, `/api/customer/leads/${id}/eskat-consent`];
        for (const url of customerUrls) {
          const res = await mette.request({
            method: 'POST',
            url,
            payload: body.payload,
            headers: { 'content-type': body.type },
          });
          if (res.statusCode >= 500) failures.push(`${url} ${res.statusCode}`);
        }
        for (const url of [`/supplier-api/v1/leads/${id}/documents`, `/supplier-api/v1/leads/${id}/eskat-requests`]) {
          const res = await lender(ctx.app, ownerToken, {
            method: 'POST',
            url,
            payload: body.payload,
            headers: { 'content-type': body.type },
          });
          if (res.statusCode >= 500) failures.push(`${url} ${res.statusCode}`);
        }
      }
      for (const url of [`/api/customer/documents/${id}/file`, `/supplier-api/v1/documents/${id}/file`]) {
        const res = url.startsWith('/supplier') ? await lender(ctx.app, ownerToken, { url }) : await mette.get(url);
        if (res.statusCode >= 500) failures.push(`${url} ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

test('a shared document is announced on the customer’s channel and on the lender’s', async () => {
  const realtime = ctx.app.realtime;
  const toUser = jest.spyOn(realtime, 'publishToUser');
  const toChannel = jest.spyOn(realtime, 'publish');
  const res = await upload(mette, metteId, [file(PDF, 'note.pdf'), { name: 'lead_id', value: String(leadId) }]);
  const doc = res.json();
  expect(toUser).toHaveBeenCalledWith(metteId, 'document.created', {
    rfqId: doc.rfq_id,
    leadId,
    documentId: doc.id,
  });
  expect(toChannel).toHaveBeenCalledWith(`private-App.Models.Supplier.${doc.supplier.id}`, 'document.created', {
    leadId,
    documentId: doc.id,
    source: 'customer',
  });
  toUser.mockRestore();
  toChannel.mockRestore();
});

test('a signed-in user of the lender downloads what is shared with its lead, and nothing else', async () => {
  const [bankUser] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'bank@example.dk'));
  const leads = await ctx.database.db
    .select({ id: t.leads.id, supplierId: t.leads.supplierId })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(eq(t.rfqs.userId, metteId));
  const bankLead = leads.find((l) => l.supplierId === bankUser.supplierId)!;
  const otherLead = leads.find((l) => l.supplierId !== bankUser.supplierId)!;
  const shared = (
    await upload(mette, metteId, [file(PDF, 'til-banken.pdf'), { name: 'lead_id', value: String(bankLead.id) }])
  ).json();
  const notShared = (
    await upload(mette, metteId, [file(PDF, 'til-andre.pdf'), { name: 'lead_id', value: String(otherLead.id) }])
  ).json();
  const bank = new BrowserSession(ctx.app, 'en');
  await bank.login('bank@example.dk');
  expect((await bank.get(`/api/customer/documents/${shared.id}/file`)).statusCode).toBe(200);
  expect((await bank.get(`/api/customer/documents/${notShared.id}/file`)).statusCode).toBe(404);
  expect((await bank.request({ method: 'DELETE', url: `/api/customer/documents/${shared.id}` })).statusCode).toBe(403);
  expect((await new BrowserSession(ctx.app).get(`/api/customer/documents/${shared.id}/file`)).statusCode).toBe(401);
});
