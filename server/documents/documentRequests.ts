// A lender's document checklist on one lead: asking (nothing asked twice while still open), the customer's upload
// against an item, and the lender's review. The rules of statuses are domain/documentRequests.ts; every write of a
// request goes through here.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DocumentRequest, DocumentRequestsInput, DocumentReviewInput } from '../../contract/documentRequests';
import {
  AWAITING_UPLOAD,
  HELD_FILE,
  SETTLED,
  type DocumentRequestStatus,
  type RequestableDocument,
} from '../../domain/documentRequests';
import type { ValidationMessage } from '../../domain/validation/message';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { queueLeadNotice } from '../mail/leadMails';
import { lockRequestOfLead } from '../rfqs/requestLock';

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

export type Asked = { kind: 'asked'; count: number } | { kind: 'refused'; code: 'rfq_closed' | 'lead_lost' };

/**
 * Asks for documents on the lead. A document still open on the checklist (not yet accepted) is not asked again,
 * so a lender's retried call or a demo lender asked twice leaves one item. When anything new was asked, the
 * customer's next batched mail names it (lead_mail_notices, kind `documents`). Under the request's lock: a lead
 * whose request is closed, or that the customer chose against, is asked nothing.
 */
export async function askForDocuments(db: Db, lead: LeadOfRequest, input: DocumentRequestsInput): Promise<Asked> {
  return db.transaction(async (tx) => {
    const locked = await lockRequestOfLead(tx, lead.id);
    if (!locked || locked.rfq.closedAt) return { kind: 'refused', code: 'rfq_closed' } as const;
    if (locked.lead.status === 'lost') return { kind: 'refused', code: 'lead_lost' } as const;
    const open = await tx.select().from(t.documentRequests).where(eq(t.documentRequests.leadId, lead.id)).for('update');
    const unsettled = open.filter((r) => !(SETTLED as readonly string[]).includes(r.status));
    const fresh: AskedItem[] = [];
    for (const item of input.documents) {
      if ([...unsettled, ...fresh.map(asRow)].some((r) => sameAsk(r, item))) continue;
      fresh.push(item);
    }
    if (fresh.length > 0) {
      await tx
        .insert(t.documentRequests)
        .values(fresh.map((item) => ({ leadId: lead.id, type: item.type, note: item.note?.trim() ?? null })));
      await queueLeadNotice(tx, lead, lead.userId, 'documents');
    }
    return { kind: 'asked', count: fresh.length } as const;
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

/** Thrown inside an upload's transaction when the customer chose another lender: its items take no more files. */
export class LeadLost extends Error {}

/**
 * Puts the uploaded document on the request, in the upload's transaction (which holds the request's lock:
 * documentService.saveDocument); throws when it no longer waits or its lender lost the customer's choice.
 */
export async function attachUpload(tx: Tx, requestId: number, documentId: number): Promise<void> {
  const [lead] = await tx
    .select({ status: t.leads.status })
    .from(t.documentRequests)
    .innerJoin(t.leads, eq(t.leads.id, t.documentRequests.leadId))
    .where(eq(t.documentRequests.id, requestId));
  if (lead?.status === 'lost') throw new LeadLost();
  const updated = await tx
    .update(t.documentRequests)
    .set({ status: 'uploaded', documentId, rejectionReason: null, updatedAt: new Date() })
    .where(and(eq(t.documentRequests.id, requestId), inArray(t.documentRequests.status, [...AWAITING_UPLOAD])))
    .returning({ id: t.documentRequests.id });
  if (updated.length === 0) throw new NotAwaitingUpload();
}

/** An item asked for again because its file was deleted, with the lender to tell. */
export type ItemAskedAgain = { documentRequestId: number; leadId: number; supplierId: number };

/**
 * A deleted document leaves no item claiming it: an item it answered, reviewed or not, is asked for again. Called in
 * the delete's transaction; the UPDATE locks the items, so a lender's review at the same moment either comes first
 * (and its item is then asked for again) or finds the item no longer `uploaded` (409). Answers the items it reopened.
 */
export async function detachDeletedUpload(tx: Tx, documentId: number): Promise<ItemAskedAgain[]> {
  const items = await tx
    .update(t.documentRequests)
    .set({ status: 'requested', documentId: null, rejectionReason: null, updatedAt: new Date() })
    .where(and(eq(t.documentRequests.documentId, documentId), inArray(t.documentRequests.status, [...HELD_FILE])))
    .returning({ documentRequestId: t.documentRequests.id, leadId: t.documentRequests.leadId });
  if (items.length === 0) return [];
  const leads = await tx
    .select({ id: t.leads.id, supplierId: t.leads.supplierId })
    .from(t.leads)
    .where(inArray(t.leads.id, [...new Set(items.map((item) => item.leadId))]));
  const supplierOf = new Map(leads.map((lead) => [lead.id, lead.supplierId]));
  return items.map((item) => ({ ...item, supplierId: supplierOf.get(item.leadId) as number }));
}

export type Reviewed =
  | { kind: 'reviewed'; request: DocumentRequest }
  | { kind: 'not_found' }
  | { kind: 'not_uploaded' }
  | { kind: 'rfq_closed' }
  | { kind: 'invalid'; errors: Record<string, ValidationMessage[]> };

/**
 * The lender accepts the customer's upload, or rejects it with a reason the customer reads. Under the request's
 * lock (a closed request is reviewed no more); the item's UPDATE waits for a delete of its document in progress.
 */
export async function reviewDocumentRequest(
  db: Db,
  leadId: number,
  id: number,
  input: DocumentReviewInput,
): Promise<Reviewed> {
  const reason = input.reason?.trim() ?? '';
  if (input.status === 'rejected' && !reason)
    return { kind: 'invalid', errors: { reason: [{ id: 'validation.required' }] } };
  return db.transaction(async (tx): Promise<Reviewed> => {
    const locked = await lockRequestOfLead(tx, leadId);
    const [row] = await tx
      .select({ id: t.documentRequests.id })
      .from(t.documentRequests)
      .where(and(eq(t.documentRequests.id, id), eq(t.documentRequests.leadId, leadId)));
    if (!locked || !row) return { kind: 'not_found' };
    if (locked.rfq.closedAt) return { kind: 'rfq_closed' };
    const [updated] = await tx
      .update(t.documentRequests)
      .set({
        status: input.status,
        rejectionReason: input.status === 'rejected' ? reason : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(t.documentRequests.id, id),
          eq(t.documentRequests.status, 'uploaded'),
          isNotNull(t.documentRequests.documentId),
        ),
      )
      .returning();
    if (!updated) return { kind: 'not_uploaded' };
    const [document] = await tx
      .select({ fileName: t.documents.fileName })
      .from(t.documents)
      .where(eq(t.documents.id, updated.documentId ?? 0));
    return { kind: 'reviewed', request: requestJson(updated, document?.fileName ?? null) };
  });
}
