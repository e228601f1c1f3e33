import { debtFactor } from '../../domain/debtFactor';

test('debt factor is (household debt + needed amount) / (12 × monthly income before tax)', () => {
  expect(debtFactor({ householdDebt: 2_000_000, neededAmount: 1_000_000, monthlyIncomeBeforeTax: 62_500 })).toBe(4);
  expect(debtFactor({ householdDebt: 2_000_000, neededAmount: 500_000, monthlyIncomeBeforeTax: 50_000 })).toBeCloseTo(
    4.1667,
    4,
  );
});

test('the needed amount is optional', () => {
  expect(debtFactor({ householdDebt: 600_000, monthlyIncomeBeforeTax: 50_000 })).toBe(1);
});

test.each([null, undefined, 0, -1])('without an income (%p) there is no debt factor', (income) => {
  expect(debtFactor({ householdDebt: 1_000_000, neededAmount: 0, monthlyIncomeBeforeTax: income })).toBeNull();
});

test('amounts with øre count to the øre', () => {
  expect(debtFactor({ householdDebt: 599_999.5, neededAmount: 0.5, monthlyIncomeBeforeTax: 50_000 })).toBe(1);
  expect(debtFactor({ householdDebt: 599_999.5, monthlyIncomeBeforeTax: 50_000 })).toBeLessThan(1);
});
