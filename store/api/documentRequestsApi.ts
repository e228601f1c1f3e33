// A lender's document checklist on one lead (GET /api/customer/leads/{leadId}/document-requests). Uploads into an
// item go through src/features/documents/uploadDocument.ts and then invalidate `DocumentRequest`; the realtime
// layer does the same on document-requests.updated.
import type { DocumentRequest } from '../../contract/documentRequests';
import { baseApi } from './baseApi';

export type { DocumentRequest } from '../../contract/documentRequests';

export const documentRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentRequests: build.query<DocumentRequest[], number>({
      query: (leadId) => ({ url: `/api/customer/leads/${leadId}/document-requests`, quiet: true }),
      providesTags: (_list, _error, leadId) => [{ type: 'DocumentRequest', id: leadId }],
    }),
  }),
});

export const { useGetDocumentRequestsQuery } = documentRequestsApi;
