// The kinds of debt not secured on a home, as the otherDebt step lists them, and which one a saved loan is.
import type { EconomicProfile, EconomyCollection } from '../../../../store/api/economyApi';

/** The otherDebt step's lists (spec §3): `<liability_sub_type>_<liability_type>s`. */
export const OTHER_DEBT_TYPES = {
  consumer_loans: { collection: 'loans', subType: 'consumer' },
  car_loans: { collection: 'loans', subType: 'car' },
  student_loans: { collection: 'loans', subType: 'student' },
  card_credits: { collection: 'credits', subType: 'card' },
} as const satisfies Record<string, { collection: EconomyCollection; subType: string }>;
export type DebtType = keyof typeof OTHER_DEBT_TYPES;

export type Liability = EconomicProfile['loans'][number] & { limit?: number | null };

export const typeOf = (l: Liability, collection: 'loans' | 'credits'): DebtType =>
  collection === 'credits'
    ? 'card_credits'
    : (`${l.liability_sub_type}_loans` as DebtType) in OTHER_DEBT_TYPES
      ? (`${l.liability_sub_type}_loans` as DebtType)
      : 'consumer_loans';

/** Debt that is not secured on a home: the other-debt pages' items, with their collection. */
export function otherDebts(economy: EconomicProfile) {
  return [
    ...economy.loans
      .filter((l) => l.property_id === null)
      .map((l) => ({ item: l as Liability, collection: 'loans' as const })),
    ...economy.credits
      .filter((c) => c.property_id === null)
      .map((c) => ({ item: c as Liability, collection: 'credits' as const })),
  ];
}
