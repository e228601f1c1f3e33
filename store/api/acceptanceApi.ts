// Choosing an offer and undoing the choice (POST/DELETE /api/customer/leads/{leadId}/acceptance). A choice changes
// every lead of the request (the others are lost or reopened), so it invalidates the request and all offers.
import type { Lead } from '../../contract/customerRfqs';
import { baseApi } from './baseApi';

type Choice = { leadId: number; rfqId: number };

const changed = (rfqId: number, leadId: number) => [
  { type: 'Rfq' as const, id: rfqId },
  { type: 'Rfq' as const, id: 'LIST' },
  { type: 'Lead' as const, id: leadId },
  'Lead' as const,
  'Offer' as const,
];

export const acceptanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptOffer: build.mutation<Lead, Choice & { offerVersion: number }>({
      query: ({ leadId, offerVersion }) => ({
        url: `/api/customer/leads/${leadId}/acceptance`,
        method: 'POST',
        body: { offer_version: offerVersion },
        quiet: true,
      }),
      // A refusal (409: revised, expired, chosen elsewhere) also means the page shows a stale state: refetch.
      invalidatesTags: (_lead, _error, { rfqId, leadId }) => changed(rfqId, leadId),
    }),
    undoAcceptance: build.mutation<Lead, Choice>({
      query: ({ leadId }) => ({ url: `/api/customer/leads/${leadId}/acceptance`, method: 'DELETE', quiet: true }),
      invalidatesTags: (_lead, _error, { rfqId, leadId }) => changed(rfqId, leadId),
    }),
  }),
});

export const { useAcceptOfferMutation, useUndoAcceptanceMutation } = acceptanceApi;
