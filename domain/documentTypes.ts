// Document types (spec §3 Document, §9): 30 and 31 are eSkat tax documents. Shared by the server and the SPA.

/** A file the customer uploaded. */
export const CUSTOMER_UPLOAD_TYPE = 1;
/** A file a lender sent to the customer. */
export const LENDER_DOCUMENT_TYPE = 2;
/** eSkat: the annual tax statement (årsopgørelse). */
export const ESKAT_ANNUAL_STATEMENT_TYPE = 30;
/** eSkat: income and debt as the tax authority has them (forskudsopgørelse, salary, debt). */
export const ESKAT_INCOME_AND_DEBT_TYPE = 31;

export const ESKAT_TYPES: readonly number[] = [ESKAT_ANNUAL_STATEMENT_TYPE, ESKAT_INCOME_AND_DEBT_TYPE];

export const isEskatDocument = (documentTypeId: number) => ESKAT_TYPES.includes(documentTypeId);

/** Who a document came from: the customer's upload, a lender, or eSkat's tax data. */
export const DOCUMENT_SOURCES = ['customer', 'supplier', 'eskat'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** What a customer or a lender may upload, told from the file's bytes. */
export const ALLOWED_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentMimeType = (typeof ALLOWED_DOCUMENT_MIME_TYPES)[number];

/** The largest file accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * What one customer may keep uploaded (both upload routes; lenders' and eSkat documents do not count): room for
 * every document a loan case asks for several times over, but not a file store.
 */
export const UPLOAD_QUOTA = { files: 50, bytes: 200 * 1024 * 1024 } as const;

/** How long a customer's eSkat consent lets the lender fetch tax data (docs/domain.md "Tax data"). */
export const ESKAT_CONSENT_HOURS = 24;
