// The signed-in customer's requests and the one their pages are about (spec §4: latest active, else latest).
import { useGetRfqsQuery, type Rfq } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { currentRfq } from '../../../domain/leadProgress';

export function useCustomerRfqs() {
  const user = useAppSelector(selectUser);
  // The shell's guard lets only a signed-in customer in; skip covers the moment of signing out.
  const query = useGetRfqsQuery(user?.id ?? 0, { skip: !user });
  const rfqs: Rfq[] = query.data ?? [];
  return { ...query, user, rfqs, current: currentRfq(rfqs) };
}
