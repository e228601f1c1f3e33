// A home by its address in one line.
import type { EconomicProfile } from '../../../../store/api/economyApi';

type Property = EconomicProfile['properties'][number];

export const addressOf = (p: Property) =>
  [p.address.address1 ?? p.oneLineAddress, [p.postal_code, p.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ') || `#${p.id}`;
