/**
 * Down payment as a percentage of the price: 100 × min(1, down payment ÷ value), 0 when the value is 0 or less.
 * Multiplying before dividing keeps whole-kroner inputs exact (250 000 of 1 250 000 is 20, not 20.000000000000004).
 */
export function downPaymentPercentage(
  downPayment: number | null | undefined,
  value: number | null | undefined,
): number {
  if (!value || value <= 0) return 0;
  return Math.min(100, (100 * (downPayment ?? 0)) / value);
}
