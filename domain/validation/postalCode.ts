// The written form of a Danish postal code: spec §5 makes it a number from 0 to 9999, so `800` typed (or sent as
// a number) is the code 0800. The rule, the step schemas, the server's look-up and the importer all use this.
import { DK_POSTAL_CODE_DIGITS } from './constants';

const UP_TO_FOUR_DIGITS = new RegExp(`^\\d{1,${DK_POSTAL_CODE_DIGITS}}$`);

/** The code as four digits (`800` → `0800`), or null when the value is not a number from 0 to 9999. */
export function normalizeDkPostalCode(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return UP_TO_FOUR_DIGITS.test(trimmed) ? trimmed.padStart(DK_POSTAL_CODE_DIGITS, '0') : null;
}
