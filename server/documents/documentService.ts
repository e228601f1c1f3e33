// The customer's documents: listing, saving (row and file together or neither), finding one for its owner or
// for the lender it is shared with, and deleting. Routes stay thin; every write of a document goes through here.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Document } from '../../contract/documents';
import { isEskatDocument, UPLOAD_QUOTA, type DocumentMimeType, type DocumentSource } from '../../domain/documentTypes';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { lockRequestOfLead, RequestClosed } from '../rfqs/requestLock';
import { detachDeletedUpload, type ItemAskedAgain } from './documentRequests';
import type { DocumentStorage } from './documentStorage';
import { newStorageKey } from './storageKeys';

export type DocumentRow = typeof t.documents.$inferSelect;

export type DocumentDeps = { db: Db; storage: DocumentStorage };

const documentColumns = {
  document: t.documents,
  rfqId: t.leads.rfqId,
  supplierId: t.suppliers.id,
  supplierName: t.suppliers.name,
  supplierShortName: t.suppliers.shortName,
};

type JoinedRow = {
  document: DocumentRow;
  rfqId: number | null;
  supplierId: number | null;
  supplierName: string | null;
  supplierShortName: string | null;
};

function selectDocuments(db: Db | Tx) {
  return db
    .select(documentColumns)
    .from(t.documents)
    .leftJoin(t.leads, eq(t.leads.id, t.documents.leadId))
    .leftJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId));
}

export function documentJson(row: JoinedRow, downloadBase = '/api/customer/documents'): Document {
  const d = row.document;
  return {
    id: d.id,
    document_type_id: d.documentTypeId,
    is_eskat: isEskatDocument(d.documentTypeId),
    source: d.source as DocumentSource,
    file_name: d.fileName,
    mime_type: d.mimeType as DocumentMimeType,
    size_bytes: d.sizeBytes,
    created_at: d.createdAt.toISOString(),
    lead_id: d.leadId,
    rfq_id: row.rfqId,
    supplier:
      row.supplierId !== null
        ? { id: row.supplierId, name: row.supplierName ?? '', short_name: row.supplierShortName ?? '' }
        : null,
    download_url: `${downloadBase}/${d.id}/file`,
  };
}

/** Every document of the customer, newest first. */
export async function listUserDocuments(db: Db, userId: number): Promise<Document[]> {
  const rows = await selectDocuments(db)
    .where(eq(t.documents.userId, userId))
    .orderBy(desc(t.documents.createdAt), desc(t.documents.id));
  return rows.map((row) => documentJson(row));
}

/** The documents shared with one lead (what its lender sees), newest first. */
export async function listLeadDocuments(db: Db, leadId: number, downloadBase?: string): Promise<Document[]> {
  const rows = await selectDocuments(db)
    .where(eq(t.documents.leadId, leadId))
    .orderBy(desc(t.documents.createdAt), desc(t.documents.id));
  return rows.map((row) => documentJson(row, downloadBase));
}

export async function documentById(db: Db | Tx, id: number): Promise<Document | null> {
  const [row] = await selectDocuments(db).where(eq(t.documents.id, id));
  return row ? documentJson(row) : null;
}

/** The lead with its customer, when it belongs to this customer; null otherwise (answered as 404). */
export async function customersLead(db: Db, userId: number, leadId: number) {
  const [row] = await db
    .select({ leadId: t.leads.id, rfqId: t.leads.rfqId, supplierId: t.leads.supplierId })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(and(eq(t.leads.id, leadId), eq(t.rfqs.userId, userId)));
  return row ?? null;
}

/** The customer's uploads already stored, as UPLOAD_QUOTA counts them. */
export async function uploadQuotaUse(db: Db | Tx, userId: number): Promise<{ files: number; bytes: number }> {
  const [use] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${t.documents.sizeBytes}), 0)` })
    .from(t.documents)
    .where(and(eq(t.documents.userId, userId), eq(t.documents.source, 'customer')));
  return { files: use.files, bytes: Number(use.bytes) };
}

/** Whether `use` leaves room for one more file of `bytes`. */
export const roomForUpload = (use: { files: number; bytes: number }, bytes: number) =>
  use.files < UPLOAD_QUOTA.files && use.bytes + bytes <= UPLOAD_QUOTA.bytes;

/** A customer's upload that would pass UPLOAD_QUOTA: nothing was stored. */
export class UploadQuotaReached extends Error {}

export type NewDocument = {
  userId: number;
  leadId: number | null;
  documentTypeId: number;
  source: DocumentSource;
  fileName: string;
  mimeType: DocumentMimeType;
  bytes: Uint8Array;
};

/**
 * Saves the row and the file as one: the row is written in a transaction that commits only after the file is
 * stored, and the file is removed again when the commit fails. An upload that fails leaves neither. A customer's
 * upload past UPLOAD_QUOTA throws UploadQuotaReached.
 */
export async function saveDocument(
  deps: DocumentDeps,
  input: NewDocument,
  /** More writes that belong to the upload (a checklist item it answers): they fail or commit with it. */
  within?: (tx: Tx, documentId: number) => Promise<void>,
): Promise<Document> {
  const key = newStorageKey(input.userId);
  let stored = false;
  try {
    return await deps.db.transaction(async (tx) => {
      // A document shared with a lead goes to its lender: not once the customer closed the request (the lock is
      // the one a close takes, so an upload and a close at the same moment are one after the other). Taken before the
      // customer's row, in the order closing an account takes them.
      if (input.leadId !== null) {
        const locked = await lockRequestOfLead(tx, input.leadId);
        if (locked?.rfq.closedAt) throw new RequestClosed();
      }
      if (input.source === 'customer') {
        // The customer's row locked for the transaction: parallel uploads of one customer count one at a time,
        // so together they cannot pass the quota that each alone would not.
        await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, input.userId)).for('update');
        if (!roomForUpload(await uploadQuotaUse(tx, input.userId), input.bytes.byteLength))
          throw new UploadQuotaReached();
      }
      const [row] = await tx
        .insert(t.documents)
        .values({
          userId: input.userId,
          leadId: input.leadId,
          documentTypeId: input.documentTypeId,
          source: input.source,
          fileName: input.fileName,
          mimeType: input.mimeType,
          sizeBytes: input.bytes.byteLength,
          storageKey: key,
        })
        .returning({ id: t.documents.id });
      await within?.(tx, row.id);
      await deps.storage.put(key, input.bytes, input.mimeType);
      stored = true;
      return (await documentById(tx, row.id)) as Document;
    });
  } catch (error) {
    if (stored) await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** The row of a document the customer owns. */
export async function ownDocumentRow(db: Db, userId: number, id: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(t.documents)
    .where(and(eq(t.documents.id, id), eq(t.documents.userId, userId)));
  return row ?? null;
}

/** The row of a document shared with one of this lender's leads. */
export async function lendersDocumentRow(db: Db, supplierId: number, id: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select({ document: t.documents })
    .from(t.documents)
    .innerJoin(t.leads, eq(t.leads.id, t.documents.leadId))
    .where(and(eq(t.documents.id, id), eq(t.leads.supplierId, supplierId)));
  return row?.document ?? null;
}

/**
 * Removes the row with the checklist items it answered asked for again, in one transaction (a review at the same
 * moment sees the item before or after, never an item claiming a deleted file), then the file (a file left behind
 * by a crash between them is unreachable, never exposed). Answers the items asked for again, for their lenders to
 * be told.
 */
export async function deleteDocument(deps: DocumentDeps, row: DocumentRow): Promise<ItemAskedAgain[]> {
  const askedAgain = await deps.db.transaction(async (tx) => {
    const items = await detachDeletedUpload(tx, row.id);
    await tx.delete(t.documents).where(eq(t.documents.id, row.id));
    return items;
  });
  await deps.storage.remove(row.storageKey);
  return askedAgain;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
