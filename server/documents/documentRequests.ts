// A lender's document checklist on one lead: asking (nothing asked twice while still open), the customer's upload
// against an item, and the lender's review. The rules of statuses are domain/documentRequests.ts; every write of a
// request goes through here.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DocumentRequest, DocumentRequestsInput, DocumentReviewInput } from '../../contract/documentRequests';
import {
  AWAITING_UPLOAD,
  SETTLED,
  type DocumentRequestStatus,
  type RequestableDocument,
} from '../../domain/documentRequests';
import type { ValidationMessage } from '../../domain/validation/message';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { queueLeadNotice } from '../mail/leadMails';

export type DocumentRequestRow = typeof t.documentRequests.$inferSelect;
export type LeadOfRequest = { id: number; rfqId: number; userId: number };

function requestJson(row: DocumentRequestRow, fileName: string | null): DocumentRequest {
  return {
    id: row.id,
    lead_id: row.leadId,
    type: row.type as RequestableDocument,
    note: row.note,
    status: row.status as DocumentRequestStatus,
    document_id: row.documentId,
    document_file_name: row.documentId === null ? null : fileName,
    rejection_reason: row.rejectionReason,
    requested_at: row.requestedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The lead's checklist, oldest first (the order the lender asked in). */
export async function listDocumentRequests(db: Db | Tx, leadId: number): Promise<DocumentRequest[]> {
  const rows = await db
    .select({ request: t.documentRequests, fileName: t.documents.fileName })
    .from(t.documentRequests)
    .leftJoin(t.documents, eq(t.documents.id, t.documentRequests.documentId))
    .where(eq(t.documentRequests.leadId, leadId))
    .orderBy(asc(t.documentRequests.requestedAt), asc(t.documentRequests.id));
  return rows.map((r) => requestJson(r.request, r.fileName));
}

/** `other` says what it is: a note is required for it (keyed by the item's path, as a 422 names it). */
export function checkAsked(input: DocumentRequestsInput): Record<string, ValidationMessage[]> {
  const errors: Record<string, ValidationMessage[]> = {};
  input.documents.forEach((item, index) => {
    if (item.type === 'other' && !item.note?.trim())
      errors[`documents.${index}.note`] = [{ id: 'validation.required' }];
  });
  return errors;
}

type AskedItem = DocumentRequestsInput['documents'][number];

const sameAsk = (row: Pick<DocumentRequestRow, 'type' | 'note'>, item: AskedItem) =>
  row.type === item.type && (item.type !== 'other' || row.note === item.note?.trim());

const asRow = (item: AskedItem) => ({ type: item.type, note: item.note?.trim() ?? null });

/**
 * Asks for documents on the lead. A document still open on the checklist (not yet accepted) is not asked again,
 * so a lender's retried call or a demo lender asked twice leaves one item. When anything new was asked, the
 * customer's next batched mail names it (lead_mail_notices, kind `documents`). Returns how many were new.
 */
export async function askForDocuments(db: Db, lead: LeadOfRequest, input: DocumentRequestsInput): Promise<number> {
  return db.transaction(async (tx) => {
    const open = await tx.select().from(t.documentRequests).where(eq(t.documentRequests.leadId, lead.id)).for('update');
    const unsettled = open.filter((r) => !(SETTLED as readonly string[]).includes(r.status));
    const fresh: AskedItem[] = [];
    for (const item of input.documents) {
      if ([...unsettled, ...fresh.map(asRow)].some((r) => sameAsk(r, item))) continue;
      fresh.push(item);
    }
    if (fresh.length === 0) return 0;
    await tx
      .insert(t.documentRequests)
      .values(fresh.map((item) => ({ leadId: lead.id, type: item.type, note: item.note?.trim() ?? null })));
    await queueLeadNotice(tx, lead, lead.userId, 'documents');
    return fresh.length;
  });
}

/** The request with its lead, when the lead belongs to this customer; null otherwise (answered as 404). */
export async function customersDocumentRequest(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      request: t.documentRequests,
      lead: { id: t.leads.id, rfqId: t.leads.rfqId, supplierId: t.leads.supplierId },
    })
    .from(t.documentRequests)
    .innerJoin(t.leads, eq(t.leads.id, t.documentRequests.leadId))
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(and(eq(t.documentRequests.id, id), eq(t.rfqs.userId, userId)));
  return row ?? null;
}

/** Thrown inside an upload's transaction when the request stopped waiting for a file: the upload is undone. */
export class NotAwaitingUpload extends Error {}

/** Puts the uploaded document on the request, in the upload's transaction; throws when it no longer waits. */
export async function attachUpload(tx: Tx, requestId: number, documentId: number): Promise<void> {
  const updated = await tx
    .update(t.documentRequests)
    .set({ status: 'uploaded', documentId, rejectionReason: null, updatedAt: new Date() })
    .where(and(eq(t.documentRequests.id, requestId), inArray(t.documentRequests.status, [...AWAITING_UPLOAD])))
    .returning({ id: t.documentRequests.id });
  if (updated.length === 0) throw new NotAwaitingUpload();
}

/** A deleted upload that the lender had not reviewed yet is asked for again. */
export async function detachDeletedUpload(db: Db, documentId: number): Promise<void> {
  await db
    .update(t.documentRequests)
    .set({ status: 'requested', documentId: null, updatedAt: new Date() })
    .where(and(eq(t.documentRequests.documentId, documentId), eq(t.documentRequests.status, 'uploaded')));
}

export type Reviewed =
  | { kind: 'reviewed'; request: DocumentRequest }
  | { kind: 'not_found' }
  | { kind: 'not_uploaded' }
  | { kind: 'invalid'; errors: Record<string, ValidationMessage[]> };

/** The lender accepts the customer's upload, or rejects it with a reason the customer reads. */
export async function reviewDocumentRequest(
  db: Db,
  leadId: number,
  id: number,
  input: DocumentReviewInput,
): Promise<Reviewed> {
  const reason = input.reason?.trim() ?? '';
  if (input.status === 'rejected' && !reason)
    return { kind: 'invalid', errors: { reason: [{ id: 'validation.required' }] } };
  const [row] = await db
    .select()
    .from(t.documentRequests)
    .where(and(eq(t.documentRequests.id, id), eq(t.documentRequests.leadId, leadId)));
  if (!row) return { kind: 'not_found' };
  const [updated] = await db
    .update(t.documentRequests)
    .set({
      status: input.status,
      rejectionReason: input.status === 'rejected' ? reason : null,
      updatedAt: new Date(),
    })
    .where(and(eq(t.documentRequests.id, id), eq(t.documentRequests.status, 'uploaded')))
    .returning();
  if (!updated) return { kind: 'not_uploaded' };
  const [document] = updated.documentId
    ? await db
        .select({ fileName: t.documents.fileName })
        .from(t.documents)
        .where(eq(t.documents.id, updated.documentId))
    : [];
  return { kind: 'reviewed', request: requestJson(updated, document?.fileName ?? null) };
}
