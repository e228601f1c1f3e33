// Documents (spec §3 Document, §7 GET …/users/{userId}/documents) and eSkat tax data (types 30 and 31): the
// customer's uploads, what lenders send, and the customer's consent to a lender's request for tax data.
import { Type, type Static } from '@sinclair/typebox';
import {
  ALLOWED_DOCUMENT_MIME_TYPES,
  DOCUMENT_SOURCES,
  MAX_DOCUMENT_BYTES,
  UPLOAD_QUOTA,
} from '../domain/documentTypes';
import { ValidationErrorResponse } from './errors';
import { Id, IsoDateTime, Nullable } from './primitives';

export const DocumentIdParams = Type.Object({ id: Id() });

export const DocumentSource = Type.Union(
  DOCUMENT_SOURCES.map((source) => Type.Literal(source)),
  {
    description: 'customer: uploaded by the customer; supplier: sent by the lender; eskat: tax data (types 30, 31).',
  },
);

export const Document = Type.Object({
  id: Id(),
  document_type_id: Type.Integer({
    description: '1: uploaded by the customer, 2: sent by a lender, 30 and 31: eSkat tax documents (§9).',
  }),
  is_eskat: Type.Boolean(),
  source: DocumentSource,
  file_name: Type.String(),
  mime_type: Type.Union(ALLOWED_DOCUMENT_MIME_TYPES.map((m) => Type.Literal(m))),
  size_bytes: Type.Integer({ minimum: 0 }),
  created_at: IsoDateTime(),
  lead_id: Nullable(Id(), { description: 'The lead (one lender) the document is shared with; null: not shared.' }),
  rfq_id: Nullable(Id()),
  supplier: Nullable(Type.Object({ id: Id(), name: Type.String(), short_name: Type.String() })),
  download_url: Type.String({ description: 'GET it for the file, with Content-Disposition: attachment.' }),
});
export type Document = Static<typeof Document>;

export const DocumentList = Type.Array(Document);

/** A customer's upload quota in words, for the routes' descriptions and their 422. */
export const UPLOAD_QUOTA_TEXT =
  `A customer keeps at most ${UPLOAD_QUOTA.files} uploaded files and ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB in all ` +
  "(lenders' and eSkat documents do not count); an upload past that is a 422 keyed `file`, and nothing is stored.";

/** The 422 of a customer's upload: the file refused, or the quota reached. */
export const CustomerUploadRefused = {
  ...ValidationErrorResponse,
  description: `Validation failed, keyed by field path: a file that is no PDF, PNG or JPEG, a bad lead_id, or the quota. ${UPLOAD_QUOTA_TEXT}`,
};

const FILE_DESCRIPTION = `The file: PDF, PNG or JPEG (told from its bytes, not its name), at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`;

/** The multipart body of an upload, as documented; the route reads the parts itself (server/documents/readUpload.ts). */
export const CustomerUploadBody = Type.Object({
  file: Type.String({ format: 'binary', description: FILE_DESCRIPTION }),
  lead_id: Type.Optional(
    Id({ description: 'Share the document with the lender of this lead (one of your own leads).' }),
  ),
});

export const SupplierUploadBody = Type.Object({
  file: Type.String({ format: 'binary', description: FILE_DESCRIPTION }),
});

/** The file itself, one of the allowed types. */
export const DocumentFile = {
  description: 'The file, with Content-Disposition: attachment and its type.',
  content: Object.fromEntries(
    ALLOWED_DOCUMENT_MIME_TYPES.map((mime) => [mime, { schema: Type.String({ format: 'binary' }) }]),
  ),
};

export const EskatRequest = Type.Object({
  id: Id(),
  lead_id: Id(),
  status: Type.Union([Type.Literal('requested'), Type.Literal('consented'), Type.Literal('fulfilled')], {
    description:
      'requested: waits for the customer; consented: the customer agreed, tax data on its way; ' +
      'fulfilled: the eSkat documents (30, 31) are on the lead.',
  }),
  requested_at: IsoDateTime(),
  consented_at: Nullable(IsoDateTime()),
  consent_expires_at: Nullable(IsoDateTime({ description: 'Consent is valid for 24 hours.' })),
  consent_valid: Type.Boolean({ description: 'The lender may fetch tax data now without asking again.' }),
  fulfilled_at: Nullable(IsoDateTime()),
});
export type EskatRequest = Static<typeof EskatRequest>;

export const LeadEskat = Type.Object({
  requests: Type.Array(EskatRequest, { description: 'Newest first.' }),
  documents: DocumentList,
});
export type LeadEskat = Static<typeof LeadEskat>;

export const EskatConsentBody = Type.Object({
  request_id: Id({ description: 'The lender’s request the customer agrees to.' }),
});
