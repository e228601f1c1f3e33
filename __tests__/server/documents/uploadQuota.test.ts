// A customer's uploads have a quota (UPLOAD_QUOTA: files and bytes) on both upload routes, held under parallel
// uploads too; the refusal is a translated 422 keyed `file`; the OpenAPI document states it; a file a crash
// left half-written is removed at start-up; and a full disk is a translated 507 that leaves nothing behind.
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_QUOTA } from '../../../domain/documentTypes';
import * as t from '../../../server/db/schema';
import { DiskStorage } from '../../../server/documents/documentStorage';
import { newStorageKey } from '../../../server/documents/storageKeys';
import { ABANDONED_WRITE_AGE_MS } from '../../../server/documents/fileErasure';
import { BrowserSession } from '../../support/browserSession';
import { file, multipart, PDF } from '../../support/multipartBody';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let dataDir: string;
let mette: BrowserSession;
let metteId: number;
let leadId: number;

const MB = 1024 * 1024;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quota-'));
  ctx = await createTestApp({ config: { dataDir } });
  mette = new BrowserSession(ctx.app, 'en');
  metteId = (await mette.login('kunde@example.dk')).id;
  const [lead] = await ctx.database.db
    .select({ id: t.leads.id })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(eq(t.rfqs.userId, metteId));
  leadId = lead.id;
}, 120_000);
afterAll(async () => {
  await closeTestApp(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
const customerUploads = async () =>
  (
    await db()
      .select({ id: t.documents.id })
      .from(t.documents)
      .where(and(eq(t.documents.userId, metteId), eq(t.documents.source, 'customer')))
  ).length;

/** Leaves the customer's stored uploads at `files` rows of `bytes` in all (rows only: the quota counts rows). */
async function useQuota(files: number, bytes: number) {
  await db()
    .delete(t.documents)
    .where(and(eq(t.documents.userId, metteId), eq(t.documents.source, 'customer')));
  const rows = Array.from({ length: files }, (_, i) => ({
    userId: metteId,
    documentTypeId: 1,
    fileName: `fil-${i}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: Math.floor(bytes / files) + (i === 0 ? bytes % files : 0),
    storageKey: newStorageKey(metteId),
    source: 'customer',
  }));
  if (rows.length) await db().insert(t.documents).values(rows);
}

const upload = (session = mette, lang = 'en') =>
  session.request({
    method: 'POST',
    url: `/api/customer/users/${metteId}/documents`,
    ...withLanguage(multipart([file(PDF)]), lang),
  });

const withLanguage = (body: ReturnType<typeof multipart>, lang: string) => ({
  payload: body.payload,
  headers: { ...body.headers, 'accept-language': lang },
});

test(`the ${UPLOAD_QUOTA.files}th file is taken, the next is a 422 in the customer's language`, async () => {
  await useQuota(UPLOAD_QUOTA.files - 1, MB);
  expect((await upload()).statusCode).toBe(201);
  const en = await upload();
  expect(en.statusCode).toBe(422);
  expect(en.json().errors.file).toEqual([
    `You have reached the limit for your documents: at most ${UPLOAD_QUOTA.files} files and 200 MB in all. ` +
      'Delete a document you no longer need to upload a new one.',
  ]);
  const da = await upload(mette, 'da');
  expect(da.json().errors.file[0]).toMatch(/^Du har nået grænsen for dine dokumenter: højst 50 filer og 200 MB/);
  expect(await customerUploads()).toBe(UPLOAD_QUOTA.files);
});

test('a file that would pass the bytes is refused; one that fits is taken', async () => {
  await useQuota(3, UPLOAD_QUOTA.bytes - PDF.byteLength + 1);
  expect((await upload()).statusCode).toBe(422);
  await useQuota(3, UPLOAD_QUOTA.bytes - PDF.byteLength);
  expect((await upload()).statusCode).toBe(201);
  expect((await upload()).statusCode).toBe(422);
});

test('parallel uploads cannot pass the quota together', async () => {
  await useQuota(UPLOAD_QUOTA.files - 2, MB);
  const answers = await Promise.all(Array.from({ length: 8 }, () => upload()));
  const statuses = answers.map((res) => res.statusCode).sort();
  expect(statuses).toEqual([201, 201, 422, 422, 422, 422, 422, 422]);
  expect(await customerUploads()).toBe(UPLOAD_QUOTA.files);
});

test('the document-request upload counts against the same quota', async () => {
  await useQuota(UPLOAD_QUOTA.files, MB);
  const [item] = await db().insert(t.documentRequests).values({ leadId, type: 'payslip' }).returning();
  const body = multipart([file(PDF)]);
  const res = await mette.request({
    method: 'POST',
    url: `/api/customer/document-requests/${item.id}/document`,
    ...withLanguage(body, 'en'),
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.file[0]).toMatch(/at most 50 files and 200 MB/);
  const [after] = await db().select().from(t.documentRequests).where(eq(t.documentRequests.id, item.id));
  expect(after.status).toBe('requested');
  await useQuota(0, 0);
  const taken = await mette.request({
    method: 'POST',
    url: `/api/customer/document-requests/${item.id}/document`,
    ...withLanguage(multipart([file(PDF)]), 'en'),
  });
  expect(taken.statusCode).toBe(201);
});

test('the OpenAPI document states the quota on both upload routes and their 422', async () => {
  const doc = (await ctx.app.inject('/api/openapi.json')).json();
  for (const route of ['/api/customer/users/{userId}/documents', '/api/customer/document-requests/{id}/document']) {
    const operation = doc.paths[route].post;
    expect(operation.description).toContain('at most 50 uploaded files and 200 MB in all');
    expect(operation.responses['422'].description).toContain('at most 50 uploaded files and 200 MB in all');
  }
});

test('a half-written file older than a write can take is removed at start-up; a young one and real files stay', async () => {
  const storage = ctx.app.documentStorage as DiskStorage;
  const real = storage.pathOf(newStorageKey(metteId));
  const abandoned = `${storage.pathOf(newStorageKey(metteId))}.partial`;
  const young = `${storage.pathOf(newStorageKey(metteId))}.partial`;
  fs.mkdirSync(path.dirname(real), { recursive: true });
  for (const name of [abandoned, young, real]) fs.writeFileSync(name, 'x');
  const old = new Date(Date.now() - ABANDONED_WRITE_AGE_MS - 60_000);
  fs.utimesSync(abandoned, old, old);
  fs.utimesSync(real, old, old);
  const restarted = await createTestApp({ seed: false, config: { dataDir } });
  try {
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    expect(fs.existsSync(real)).toBe(true);
  } finally {
    await closeTestApp(restarted);
  }
}, 120_000);

test('a full disk: the upload answers 507 with §8’s text in the customer’s language, and leaves no file or row', async () => {
  await useQuota(0, 0);
  const folder = path.join(dataDir, 'documents', String(metteId));
  const filesBefore = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  // The disk fills up mid-file, as a real one does: half the bytes are written, then ENOSPC.
  const write = jest.spyOn(fsPromises, 'writeFile').mockImplementation(async (file, data) => {
    fs.writeFileSync(file as string, (data as Uint8Array).subarray(0, 2));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  });
  try {
    const en = await upload(mette, 'en');
    const da = await upload(mette, 'da');
    expect([en.statusCode, da.statusCode]).toEqual([507, 507]);
    expect(en.json()).toEqual({ message: 'Something unexpected went wrong. Please try again shortly.' });
    expect(da.json().message).toMatch(/^Der skete en uventet fejl/);
  } finally {
    write.mockRestore();
  }
  expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual(filesBefore);
  expect(await customerUploads()).toBe(0);
  const doc = (await ctx.app.inject('/api/openapi.json')).json();
  expect(doc.paths['/api/customer/users/{userId}/documents'].post.responses['507']).toBeDefined();
});
