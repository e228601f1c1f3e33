// The first monthly payment after the interest deduction, worked by hand from the shared rule: 33 % of the month's
// interest and contribution up to 50,000 / 12 = 4,166.67 kr., 25 % above.
import { firstMonthlyPaymentAfterTax } from '../../domain/monthlyAfterTax';

test('a consumer loan: 250,000 kr. at 8.10 %, 3,909.02 kr. a month', () => {
  // Interest 250,000 × 8.10 % / 12 = 1,687.50, all under the threshold: 33 % = 556.875; 3,909.02 − 556.875.
  expect(
    firstMonthlyPaymentAfterTax({
      amount: 250_000,
      interest_rate: 8.1,
      contribution_rate: null,
      monthly_payment: 3_909.02,
    }),
  ).toBe(3_352.15);
});

test('a mortgage whose month of interest passes the threshold is deducted at 25 % above it', () => {
  // 2,000,000 at 4.00 % + 0.80 %: 8,000.00 a month; 33 % of 4,166.67 + 25 % of 3,833.33 = 2,333.33.
  expect(
    firstMonthlyPaymentAfterTax({
      amount: 2_000_000,
      interest_rate: 4,
      contribution_rate: 0.8,
      monthly_payment: 10_493.31,
    }),
  ).toBe(8_159.98);
});

test('rates as the database writes them, and no payment', () => {
  expect(
    firstMonthlyPaymentAfterTax({
      amount: 250_000,
      interest_rate: '8.1000',
      contribution_rate: null,
      monthly_payment: 3_909.02,
    }),
  ).toBe(3_352.15);
  expect(
    firstMonthlyPaymentAfterTax({
      amount: 250_000,
      interest_rate: 8.1,
      contribution_rate: null,
      monthly_payment: null,
    }),
  ).toBeNull();
});
