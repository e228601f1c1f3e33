// The lead a meetings route names (src/entities/lead/useRouteLead.ts), with its meetings and meeting requests.
import { useGetLeadMeetingsQuery } from '../../../store/api/leadsApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { useRouteLead } from '../../entities/lead/useRouteLead';
import { positiveId } from '../../lib/routing/routeParams';

export function useMeetingLead() {
  const leadQuery = useRouteLead();
  const { lead, params } = leadQuery;
  // Beside the lead, not after it.
  const leadId = positiveId(params.leadId);
  const meetingsQuery = useGetLeadMeetingsQuery(leadId ?? 0, { skip: leadId === null || leadQuery.notFound });
  const notFound = leadQuery.notFound || (isHttpErrorData(meetingsQuery.error) && meetingsQuery.error.status === 404);
  return {
    lead,
    meetings: meetingsQuery.data ?? null,
    meetingId: positiveId(params.meetingId),
    notFound,
    isLoading: leadQuery.isLoading || meetingsQuery.isLoading,
    isError: leadQuery.isError || meetingsQuery.isError,
    error: leadQuery.error ?? meetingsQuery.error,
    refetch: () => {
      void leadQuery.refetch();
      void meetingsQuery.refetch();
    },
  };
}
