// The lead a meetings route names, checked against the route's request (a lead of another request is not found),
// with its meetings and meeting requests.
import { useParams } from 'react-router-dom';
import { useGetLeadMeetingsQuery, useGetLeadQuery } from '../../../store/api/leadsApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { positiveId } from '../../lib/routing/routeParams';

export function useMeetingLead() {
  const params = useParams();
  const rfqId = positiveId(params.rfqId);
  const leadId = positiveId(params.leadId);
  const meetingId = positiveId(params.meetingId);
  const skip = leadId === null || rfqId === null;
  const leadQuery = useGetLeadQuery(leadId ?? 0, { skip });
  const meetingsQuery = useGetLeadMeetingsQuery(leadId ?? 0, { skip });
  const lead = leadQuery.data && leadQuery.data.rfq_id === rfqId ? leadQuery.data : null;
  const notFound =
    skip ||
    (leadQuery.data !== undefined && lead === null) ||
    [leadQuery.error, meetingsQuery.error].some((error) => isHttpErrorData(error) && error.status === 404);
  return {
    lead,
    meetings: meetingsQuery.data ?? null,
    meetingId,
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
