// The rule behind the debt factor's figures (product rules §5 "Derived rules", §4 moving), on the kernel's own
// input; that the hint, the economy page and the lenders read their data into it alike is
// __tests__/server/leads/householdFigures.test.ts.
import { householdFigures, type Household, type HouseholdHome } from '../../domain/householdFigures';

const none: Household = { monthlyIncomes: [], homes: [], otherDebts: [], vehiclePurchases: [] };
const flat: HouseholdHome = {
  is_existing: true,
  residence_type: 'owner_flat',
  new_loan_amount: 100_000,
  debts: [1_400_000, 50_000],
};
const cottage: HouseholdHome = { is_existing: true, residence_type: 'holiday_home', debts: [500_000] };
const house = (reason: string): HouseholdHome => ({
  is_existing: false,
  residence_type: 'owner_house',
  reason,
  price: 4_000_000,
  down_payment: 1_000_000,
  debts: [],
});

test('debt + needed over a year of income; none without an income', () => {
  const household = { ...none, monthlyIncomes: [40_000, 10_000], homes: [flat], otherDebts: [80_000] };
  expect(householdFigures(household)).toEqual({
    debt: 1_530_000,
    needed: 100_000,
    monthlyIncome: 50_000,
    debtFactor: 1_630_000 / 600_000,
  });
  expect(householdFigures({ ...household, monthlyIncomes: [null, 0] }).debtFactor).toBeNull();
});

test('§4 moving: the home lived in is sold with its debts and secures no new loan; a holiday home stays', () => {
  const moving = householdFigures({ ...none, monthlyIncomes: [50_000], homes: [flat, cottage, house('move')] });
  expect(moving).toMatchObject({ debt: 500_000, needed: 3_000_000 });
  // Buying and keeping the current home is no move: both homes count.
  const keeping = householdFigures({
    ...none,
    monthlyIncomes: [50_000],
    homes: [flat, cottage, house('move_and_keep')],
  });
  expect(keeping).toMatchObject({ debt: 1_950_000, needed: 3_100_000 });
});

test('a purchase needs its price less the down payment, never below nothing; odd amounts count as nothing', () => {
  const figures = householdFigures({
    ...none,
    otherDebts: [-5, Number.NaN, undefined, 0.5],
    vehiclePurchases: [
      { price: 300_000, down_payment: 60_000 },
      { price: 10_000, down_payment: 20_000 },
    ],
  });
  expect(figures).toEqual({ debt: 0.5, needed: 240_000, monthlyIncome: 0, debtFactor: null });
});
