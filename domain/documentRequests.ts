// The documents a lender may ask a customer for, and the life of one such request: the one place for the list,
// the statuses and what a demo lender asks for when it is chosen. Read by the supplier API, the customer's
// checklist, the mails and the demo lenders.
import type { FormPurpose } from './formRecord';

/** What a lender may ask for; `other` needs the lender's own description. */
export const REQUESTABLE_DOCUMENTS = [
  'payslips',
  'annual_tax_statement',
  'budget',
  'purchase_agreement',
  'condition_report',
  'id',
  'pension_statement',
  'other',
] as const;
export type RequestableDocument = (typeof REQUESTABLE_DOCUMENTS)[number];

/**
 * requested: waits for the customer; uploaded: the customer sent a file, the lender has not looked yet;
 * accepted: the lender has what it needs; rejected: the lender wants another file (its reason says why).
 */
export const DOCUMENT_REQUEST_STATUSES = ['requested', 'uploaded', 'accepted', 'rejected'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

/** Statuses in which the customer can (still, or again) upload a file against the request. */
export const AWAITING_UPLOAD: readonly DocumentRequestStatus[] = ['requested', 'rejected'];

/** Statuses that need nothing more from anyone: a second request for the same document may be made. */
export const SETTLED: readonly DocumentRequestStatus[] = ['accepted'];

/** Statuses whose item rests on the customer's file: deleting the file asks for it again. */
export const HELD_FILE: readonly DocumentRequestStatus[] = ['uploaded', 'accepted'];

/** How many documents one call may ask for. */
export const MAX_DOCUMENTS_PER_CALL = REQUESTABLE_DOCUMENTS.length;

/** What a lender usually needs once chosen, by the request's purpose: what the demo lenders ask for. */
export const USUAL_DOCUMENTS: Record<FormPurpose, readonly RequestableDocument[]> = {
  property_purchaser: ['payslips', 'annual_tax_statement', 'budget', 'purchase_agreement', 'condition_report', 'id'],
  existing_property: ['payslips', 'annual_tax_statement', 'budget', 'id'],
  vehicle_purchaser: ['payslips', 'annual_tax_statement', 'purchase_agreement', 'id'],
  unsatisfied: ['payslips', 'annual_tax_statement', 'budget', 'id'],
  generic: ['payslips', 'annual_tax_statement', 'id'],
};

export function usualDocuments(purpose: string): readonly RequestableDocument[] {
  return USUAL_DOCUMENTS[purpose as FormPurpose] ?? USUAL_DOCUMENTS.generic;
}

export const awaitsUpload = (status: string) => (AWAITING_UPLOAD as readonly string[]).includes(status);

/** A requested document in the customer's words: for `other` what the lender wrote, else its type's message. */
export function documentName(
  item: { type: string; note: string | null },
  translate: (messageId: string) => string,
): string {
  return item.type === 'other' && item.note ? item.note : translate(`documentRequest.type.${item.type}`);
}
