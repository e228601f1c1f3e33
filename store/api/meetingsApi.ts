// A lead's meeting requests and call requests (server/routes/meetingRoutes.ts). The lead's meetings are
// read with leadsApi's getLeadMeetings; every write here invalidates that list and the lead (which embeds them),
// and the realtime layer does the same when the lender answers (meeting.updated).
import type { CallRequestBody, MeetingRequestBody, SupportCallRequest } from '../../contract/meetings';
import type { LeadMeetings, MeetingRequest } from '../../contract/customerRfqs';
import { baseApi } from './baseApi';

export type { CallRequestBody, MeetingRequestBody, SupportCallRequest } from '../../contract/meetings';

const leadMeetingTags = (leadId: number) => [
  { type: 'Meeting' as const, id: `lead-${leadId}` },
  { type: 'Lead' as const, id: leadId },
];

export const meetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMeeting: build.mutation<MeetingRequest, MeetingRequestBody & { leadId: number }>({
      // The form shows a 422 under its fields and a 409 itself.
      query: ({ leadId, ...body }) => ({
        url: `/api/customer/leads/${leadId}/meeting-requests`,
        method: 'POST',
        body,
        quiet: true,
      }),
      invalidatesTags: (result, _error, { leadId }) => (result ? leadMeetingTags(leadId) : []),
    }),
    withdrawMeetingRequest: build.mutation<LeadMeetings, { leadId: number; meetingRequestId: number }>({
      query: ({ meetingRequestId }) => ({
        url: `/api/customer/meeting-requests/${meetingRequestId}`,
        method: 'DELETE',
        quiet: true,
      }),
      // A 409 (the lender answered meanwhile) makes the list stale too.
      invalidatesTags: (_result, _error, { leadId }) => leadMeetingTags(leadId),
    }),
    requestCall: build.mutation<SupportCallRequest, CallRequestBody & { leadId: number }>({
      query: ({ leadId, ...body }) => ({
        url: `/api/customer/leads/${leadId}/call-requests`,
        method: 'POST',
        body,
        quiet: true,
      }),
      invalidatesTags: (result, _error, { leadId }) => (result ? [{ type: 'Lead' as const, id: leadId }] : []),
    }),
  }),
});

export const { useRequestMeetingMutation, useWithdrawMeetingRequestMutation, useRequestCallMutation } = meetingsApi;
