import { downPaymentPercentage } from '../../domain/downPayment';

test.each([
  [250_000, 1_250_000, 20],
  [62_500, 1_250_000, 5],
  [1_250_000, 1_250_000, 100],
  [1_500_000, 1_250_000, 100], // capped: min(1, down ÷ value)
  [0, 1_250_000, 0],
  [null, 1_250_000, 0],
  [250_000, 0, 0],
  [250_000, -1, 0],
  [250_000, null, 0],
])('down payment %p of value %p is %p %', (down, value, percentage) => {
  expect(downPaymentPercentage(down, value)).toBe(percentage);
});

test('multiplying first keeps whole-kroner results exact', () => {
  expect(downPaymentPercentage(70_000, 1_000_000)).toBe(7);
  expect(downPaymentPercentage(1, 3)).toBeCloseTo(33.3333, 4);
});
