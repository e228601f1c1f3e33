// Users as GET /api/users/current/auth returns them: one customer and one of each staff team.
import type { User } from '../../store/slices/authSlice';

export const customer: User = {
  id: 1,
  name: 'Mette Kunde Jensen',
  email: 'kunde@example.dk',
  phone: null,
  team_name: null,
  preferences: { lang: 'da' },
  has_open_rfqs: true,
  mortgage_surveillance: false,
};
export const admin: User = { ...customer, id: 3, name: 'Anne Admin', email: 'admin@example.dk', team_name: 'admin' };
export const supplier: User = { ...customer, id: 4, name: 'Bo Bank', email: 'bank@example.dk', team_name: 'supplier' };
