// The debt that finances one vehicle or boat.
import type { EconomicProfile } from '../../../../store/api/economyApi';

type Liability = EconomicProfile['loans'][number];

/** The loans and credits that finance one vehicle or boat. */
export function loansOf(economy: EconomicProfile, ownerField: 'vehicle_id' | 'boat_id', id: number) {
  return [
    ...economy.loans.filter((l) => l[ownerField] === id).map((item) => ({ item, collection: 'loans' as const })),
    ...economy.credits
      .filter((c) => c[ownerField] === id)
      .map((item) => ({ item: item as Liability, collection: 'credits' as const })),
  ];
}
