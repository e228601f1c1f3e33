// The lead a messages route names: /messages/lead/:leadId, or the lead route …/rfqs/:rfqId/leads/:leadId/messages,
// where a lead of another request is not found either.
import { useParams } from 'react-router-dom';
import { useGetLeadQuery } from '../../../store/api/leadsApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { positiveId } from '../../lib/routing/routeParams';

export function useThreadLead() {
  const params = useParams();
  const leadId = positiveId(params.leadId);
  const rfqId = params.rfqId === undefined ? undefined : positiveId(params.rfqId);
  const query = useGetLeadQuery(leadId ?? 0, { skip: leadId === null || rfqId === null });
  const lead = query.data && (rfqId === undefined || query.data.rfq_id === rfqId) ? query.data : null;
  const notFound =
    leadId === null ||
    rfqId === null ||
    (query.data !== undefined && lead === null) ||
    (isHttpErrorData(query.error) && query.error.status === 404);
  return { ...query, lead, notFound };
}
