// One lead of the customer's request, its meetings, and sharing the customer's details with its lender (spec §4,
// §7; server/routes/API.md "Customer").
import { baseApi } from './baseApi';
import { leadTags, type Lead, type LeadMeetings } from './rfqsApi';
import { customerApiPaths } from '../../domain/signedInPage';

export const leadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLead: build.query<Lead, number>({
      // The page says itself that a lead was not found (404) or could not load.
      query: (leadId) => ({ url: customerApiPaths.lead(leadId), quiet: true }),
      providesTags: (lead, _error, leadId) => (lead ? leadTags(lead) : [{ type: 'Lead', id: leadId }]),
    }),
    getLeadMeetings: build.query<LeadMeetings, number>({
      query: (leadId) => ({ url: `/api/customer/leads/${leadId}/meetings`, quiet: true }),
      // The realtime layer invalidates `Meeting` (and the lead) on meeting.updated.
      providesTags: (meetings, _error, leadId) => [
        { type: 'Meeting', id: `lead-${leadId}` },
        ...(meetings
          ? [
              ...meetings.meetings,
              ...meetings.pendingMeetings,
              ...meetings.meetingRequests,
              ...meetings.pendingMeetingRequests,
            ].map((m) => ({ type: 'Meeting' as const, id: m.id }))
          : []),
      ],
    }),
    // §4: the lead stops being anonymous; the lead and the request's list show it.
    shareDetails: build.mutation<Lead, { leadId: number; rfqId: number }>({
      query: ({ leadId }) => ({ url: `/api/customer/leads/${leadId}/share-details`, method: 'POST' }),
      invalidatesTags: (_lead, _error, { leadId, rfqId }) => [
        { type: 'Lead', id: leadId },
        { type: 'Rfq', id: rfqId },
      ],
    }),
  }),
});

export const { useGetLeadQuery, useGetLeadMeetingsQuery, useShareDetailsMutation } = leadsApi;
