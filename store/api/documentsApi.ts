// The customer's documents and eSkat consent (spec §7 GET …/users/{userId}/documents; server/routes/API.md).
// Uploads go through src/features/documents/uploadDocument.ts (XMLHttpRequest, for the progress bar) and then
// invalidate `Document`; the realtime layer does the same on document.created.
import type { Document, LeadEskat } from '../../contract/documents';
import type { HttpErrorData } from '../http/httpError';
import { baseApi } from './baseApi';

export type { Document, EskatRequest, LeadEskat } from '../../contract/documents';

export const DOCUMENT_LIST = 'LIST';

export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<Document[], number>({
      query: (userId) => ({ url: `/api/customer/users/${userId}/documents`, quiet: true }),
      providesTags: (documents) => [
        { type: 'Document', id: DOCUMENT_LIST },
        ...(documents ?? []).map((d) => ({ type: 'Document' as const, id: d.id })),
      ],
    }),
    getLeadEskat: build.query<LeadEskat, number>({
      query: (leadId) => ({ url: `/api/customer/leads/${leadId}/eskat`, quiet: true }),
      // A new eSkat request arrives as lead.updated, its documents as document.created.
      providesTags: (_eskat, _error, leadId) => [
        { type: 'Document', id: `eskat-${leadId}` },
        { type: 'Lead', id: leadId },
      ],
    }),
    deleteDocument: build.mutation<null, number>({
      // 204 has no body, and RTK Query wants data: null rather than undefined.
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: `/api/customer/documents/${id}`, method: 'DELETE', quiet: true });
        return result.error ? { error: result.error as HttpErrorData } : { data: null };
      },
      invalidatesTags: (_result, _error, id) => [
        { type: 'Document', id },
        { type: 'Document', id: DOCUMENT_LIST },
      ],
    }),
    consentToEskat: build.mutation<LeadEskat, { leadId: number; requestId: number }>({
      query: ({ leadId, requestId }) => ({
        url: `/api/customer/leads/${leadId}/eskat-consent`,
        method: 'POST',
        body: { request_id: requestId },
        quiet: true,
      }),
      invalidatesTags: (_result, _error, { leadId }) => [
        { type: 'Document', id: DOCUMENT_LIST },
        { type: 'Document', id: `eskat-${leadId}` },
        { type: 'Lead', id: leadId },
      ],
    }),
  }),
});

export const { useGetDocumentsQuery, useGetLeadEskatQuery, useDeleteDocumentMutation, useConsentToEskatMutation } =
  documentsApi;
