// The customer's requests, for grouping their documents by request.
import { useGetRfqsQuery, type Rfq } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';

export function useCustomerRequests() {
  const user = useAppSelector(selectUser);
  const query = useGetRfqsQuery(user?.id ?? 0, { skip: !user });
  const rfqs: Rfq[] = query.data ?? [];
  return { user, rfqs };
}
