// A lender's checklist of documents on one lead: the supplier API asks (POST …/leads/{leadId}/document-requests)
// and reviews (PATCH …/document-requests/{id}); the customer reads the checklist and uploads against an item
// (POST /api/customer/document-requests/{id}/document). Types and statuses: domain/documentRequests.ts.
import { Type, type Static } from '@sinclair/typebox';
import { DOCUMENT_REQUEST_STATUSES, MAX_DOCUMENTS_PER_CALL, REQUESTABLE_DOCUMENTS } from '../domain/documentRequests';
import { LIMITS } from '../domain/limits';
import { Id, IsoDateTime, Nullable, Text } from './primitives';

const DocumentType = Type.Union(
  REQUESTABLE_DOCUMENTS.map((d) => Type.Literal(d)),
  { description: 'What is asked for; `other` needs a `note` saying what.' },
);

const Status = Type.Union(
  DOCUMENT_REQUEST_STATUSES.map((s) => Type.Literal(s)),
  {
    description:
      'requested: waits for the customer; uploaded: the customer sent `document_id`, waiting for your review; ' +
      'accepted; rejected: the customer is asked for another file (`rejection_reason`).',
  },
);

export const DocumentRequest = Type.Object({
  id: Id(),
  lead_id: Id(),
  type: DocumentType,
  note: Nullable(Type.String(), { description: "The lender's words about the document (always set for `other`)." }),
  status: Status,
  document_id: Nullable(Id(), { description: 'The file the customer uploaded against this request.' }),
  document_file_name: Nullable(Type.String()),
  rejection_reason: Nullable(Type.String()),
  requested_at: IsoDateTime(),
  updated_at: IsoDateTime(),
});
export type DocumentRequest = Static<typeof DocumentRequest>;

export const DocumentRequestList = Type.Array(DocumentRequest, { description: 'Oldest first, as asked.' });

export const DocumentRequestsInput = Type.Object({
  documents: Type.Array(
    Type.Object({
      type: DocumentType,
      note: Type.Optional(Text(LIMITS.documentRequestText, { minLength: 1 })),
    }),
    { minItems: 1, maxItems: MAX_DOCUMENTS_PER_CALL },
  ),
});
export type DocumentRequestsInput = Static<typeof DocumentRequestsInput>;

export const DocumentRequestIdParams = Type.Object({ id: Id() });
export const LeadDocumentRequestParams = Type.Object({ leadId: Id(), id: Id() });

export const DocumentReviewInput = Type.Object({
  status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')]),
  reason: Type.Optional(
    Text(LIMITS.documentRequestText, { minLength: 1, description: 'Required when rejecting: shown to the customer.' }),
  ),
});
export type DocumentReviewInput = Static<typeof DocumentReviewInput>;
