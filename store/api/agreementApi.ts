// The customer's withdrawal from a signed credit agreement (POST /api/customer/leads/{leadId}/withdrawal). It
// changes the lead and adds a message to its thread: both are refetched.
import type { Lead } from '../../contract/customerRfqs';
import { baseApi } from './baseApi';

type Withdrawal = { leadId: number; rfqId: number };

export const agreementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawFromAgreement: build.mutation<Lead, Withdrawal>({
      query: ({ leadId }) => ({ url: `/api/customer/leads/${leadId}/withdrawal`, method: 'POST', quiet: true }),
      // A refusal (409: the period is over) also means the page shows a stale state: refetch.
      invalidatesTags: (_lead, _error, { rfqId, leadId }) => [
        { type: 'Rfq' as const, id: rfqId },
        { type: 'Lead' as const, id: leadId },
        'Lead' as const,
      ],
    }),
  }),
});

export const { useWithdrawFromAgreementMutation } = agreementApi;
