// The signed-in customer's economy, as every economy page reads it: empty (not missing) once the server has
// answered that there is none yet.
import { EMPTY_ECONOMY } from '../../../domain/emptyEconomy';
import { useGetEconomyQuery, type EconomicProfile } from '../../../store/api/economyApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';

const NONE_YET: EconomicProfile = EMPTY_ECONOMY;

export function useEconomy() {
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? 0;
  const query = useGetEconomyQuery(userId, { skip: !user });
  return { userId, economy: query.data ?? (query.isSuccess ? NONE_YET : null), query };
}
