// The debt secured on one home: its mortgages, and the bank loans and credits on it.
import type { EconomicProfile } from '../../../../store/api/economyApi';

export function debtsOn(economy: EconomicProfile, propertyId: number) {
  return {
    mortgages: economy.mortgages.filter((m) => m.property_id === propertyId),
    loans: [
      ...economy.loans.map((item) => ({ item, collection: 'loans' as const })),
      ...economy.credits.map((item) => ({ item, collection: 'credits' as const })),
    ].filter(({ item }) => item.property_id === propertyId),
  };
}

export type PropertyDebts = ReturnType<typeof debtsOn>;
