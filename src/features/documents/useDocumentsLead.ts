// The lead a documents route names, checked against the route's request (a lead of another request is not
// found), and the customer's requests for grouping. Features do not import each other, so this is our own.
import { useParams } from 'react-router-dom';
import { useGetLeadQuery } from '../../../store/api/leadsApi';
import { useGetRfqsQuery, type Rfq } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { isHttpErrorData } from '../../../store/http/httpError';
import { positiveId } from '../../lib/routing/routeParams';

export function useDocumentsLead() {
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
  return { ...query, lead, notFound };
}

export function useCustomerRequests() {
  const user = useAppSelector(selectUser);
  const query = useGetRfqsQuery(user?.id ?? 0, { skip: !user });
  const rfqs: Rfq[] = query.data ?? [];
  return { user, rfqs };
}
