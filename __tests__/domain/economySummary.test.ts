import { debtFactorBand } from '../../domain/debtFactor';
import { economySummary, loanToValueBand, propertyFigures, type EconomyFigures } from '../../domain/economySummary';

const empty: EconomyFigures = {
  properties: [],
  vehicles: [],
  boats: [],
  loans: [],
  credits: [],
  mortgages: [],
  deposits: [],
  stockPortfolios: [],
};

// A couple with a house of 3.2 million, a mortgage of 2 million and a car loan of 150,000 (made up).
const couple: EconomyFigures = {
  ...empty,
  monthly_income: 45_000,
  companionPerson: { monthly_income: 38_000 },
  properties: [{ id: 1, value: 3_200_000, is_existing: true, residence_type: 'owner_house' }],
  vehicles: [{ id: 7, value: 200_000, is_existing: true }],
  mortgages: [{ debt: 2_000_000, periodic_payment: 9_548.31, property_id: 1 }],
  loans: [{ debt: 150_000, periodic_payment: 2_830.69, property_id: null }],
  deposits: [{ amount: 80_000.1 }],
  stockPortfolios: [{ value: 0.2 }],
};

describe('economySummary', () => {
  const s = economySummary(couple);

  test('net worth = what is owned − what is owed, summed without float drift', () => {
    expect(s.assets).toBe(3_480_000.3);
    expect(s.totalDebt).toBe(2_150_000);
    expect(s.netWorth).toBe(1_330_000.3);
  });

  test('monthly payments add every loan’s payment', () => {
    expect(s.monthlyPayments).toBe(12_379);
  });

  test('debt factor = household debt ÷ (12 × household monthly income), spec §5', () => {
    expect(s.household).toEqual({ debt: 2_150_000, needed: 0, monthlyIncome: 83_000, debtFactor: s.debtFactor });
    expect(s.debtFactor).toBeCloseTo(2_150_000 / 996_000, 10);
    expect(s.debtFactorBand).toBe('low');
    expect(s.variableLoansRestricted).toBe(false);
  });

  test('per home: value, debt, equity, loan-to-value', () => {
    expect(s.properties).toEqual([
      { id: 1, value: 3_200_000, debt: 2_000_000, equity: 1_200_000, loanToValue: 62.5, band: 'mortgage' },
    ]);
  });

  test('no income: no debt factor', () => {
    expect(economySummary({ ...couple, monthly_income: null, companionPerson: null }).debtFactor).toBeNull();
    expect(economySummary(empty)).toMatchObject({ debtFactor: null, debtFactorBand: 'none', netWorth: 0 });
  });

  test('above 4 with a home above 60 %: the FSA restriction on variable loans applies (docs/domain.md)', () => {
    const stretched = economySummary({ ...couple, monthly_income: 30_000, companionPerson: null });
    expect(stretched.debtFactor).toBeCloseTo(2_150_000 / 360_000, 10);
    expect(stretched.debtFactorBand).toBe('high');
    expect(stretched.variableLoansRestricted).toBe(true);
    const lowLtv = economySummary({
      ...couple,
      monthly_income: 30_000,
      companionPerson: null,
      properties: [{ id: 1, value: 5_000_000 }],
    });
    expect(lowLtv.variableLoansRestricted).toBe(false);
  });

  test('a home being bought is not yet owned', () => {
    const buying = economySummary({ ...empty, properties: [{ id: 2, value: 2_000_000, is_existing: false }] });
    expect(buying.assets).toBe(0);
    expect(buying.properties).toEqual([]);
  });
});

describe('bands', () => {
  test.each([
    [null, 'none'],
    [3.5, 'low'],
    [3.51, 'elevated'],
    [4, 'elevated'],
    [4.01, 'high'],
  ] as const)('debt factor %p → %s', (factor, band) => expect(debtFactorBand(factor)).toBe(band));

  test.each([
    [null, 'owner_house', 'none'],
    [60, 'owner_house', 'low'],
    [80, 'owner_house', 'mortgage'],
    [80.5, 'owner_house', 'aboveMortgage'],
    [76, 'holiday_home', 'aboveMortgage'],
    [75, 'holiday_home', 'mortgage'],
  ] as const)('loan-to-value %p of %s → %s', (ltv, type, band) => expect(loanToValueBand(ltv, type)).toBe(band));

  test('a home without a value has no loan-to-value', () => {
    expect(propertyFigures({ id: 1, value: 0 }, [{ debt: 5, property_id: 1 }])).toMatchObject({
      loanToValue: null,
      equity: -5,
      band: 'none',
    });
  });
});
