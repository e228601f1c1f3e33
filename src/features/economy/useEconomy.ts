// The signed-in customer's economy, as every economy page reads it: empty (not missing) once the server has
// answered that there is none yet.
import { useGetEconomyQuery, type EconomicProfile } from '../../../store/api/economyApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';

export const EMPTY_ECONOMY: EconomicProfile = {
  id: 0,
  user_id: 0,
  civil_status: null,
  birth_date: null,
  children_count: null,
  is_registered_as_bad_payer: null,
  residence_type: null,
  employment_type: null,
  employer: null,
  employed_since: null,
  monthly_income: null,
  current_supplier_id: null,
  updated_at: new Date(0).toISOString(),
  properties: [],
  boats: [],
  vehicles: [],
  loans: [],
  credits: [],
  mortgages: [],
  deposits: [],
  stockPortfolios: [],
  companionPerson: null,
};

export function useEconomy() {
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? 0;
  const query = useGetEconomyQuery(userId, { skip: !user });
  return { userId, economy: query.data ?? (query.isSuccess ? EMPTY_ECONOMY : null), query };
}
