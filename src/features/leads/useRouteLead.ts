// The lead a lead route names, checked against the route's request: a lead of another request is not found.
import { useParams } from 'react-router-dom';
import { useGetLeadQuery } from '../../../store/api/leadsApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { positiveId } from '../../lib/routing/routeParams';

export function useRouteLead() {
  const params = useParams();
  const rfqId = positiveId(params.rfqId);
  const leadId = positiveId(params.leadId);
  const query = useGetLeadQuery(leadId ?? 0, { skip: leadId === null || rfqId === null });
  const lead = query.data && query.data.rfq_id === rfqId ? query.data : null;
  const notFound =
    rfqId === null ||
    leadId === null ||
    (query.data !== undefined && lead === null) ||
    (isHttpErrorData(query.error) && query.error.status === 404);
  return { ...query, rfqId, leadId, lead, notFound, params };
}
