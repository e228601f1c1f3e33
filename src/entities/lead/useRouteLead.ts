// The lead a lead route names (…/rfqs/:rfqId/leads/:leadId/…), checked against the route's request: a lead of
// another request is not found. A route without a request (/messages/lead/:leadId) names the lead alone.
import { useParams } from 'react-router-dom';
import { useGetLeadQuery } from '../../../store/api/leadsApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { positiveId } from '../../lib/routing/routeParams';

export function useRouteLead() {
  const params = useParams();
  const leadId = positiveId(params.leadId);
  const rfqId = params.rfqId === undefined ? undefined : positiveId(params.rfqId);
  const skip = leadId === null || rfqId === null;
  const query = useGetLeadQuery(leadId ?? 0, { skip });
  const lead = query.data && (rfqId === undefined || query.data.rfq_id === rfqId) ? query.data : null;
  const notFound =
    skip || (query.data !== undefined && lead === null) || (isHttpErrorData(query.error) && query.error.status === 404);
  return { ...query, lead, notFound, params };
}
