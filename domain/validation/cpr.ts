// The birth date inside a Danish CPR number, by the CPR office's century table (docs/domain.md).
import { isRealDate, type CalendarDate } from './dates';

const CPR = /^(\d{2})(\d{2})(\d{2})-?(\d)\d{3}$/;

/**
 * Century from the 7th digit and the two-digit year:
 *   7th digit 0–3: 19YY; 4 or 9: 20YY up to YY 36, else 19YY; 5–8: 20YY up to YY 57, else 18YY.
 */
function centuryOf(seventhDigit: number, yy: number): number {
  if (seventhDigit <= 3) return 1900;
  if (seventhDigit === 4 || seventhDigit === 9) return yy <= 36 ? 2000 : 1900;
  return yy <= 57 ? 2000 : 1800;
}

/**
 * The birth date of `DDMMYYSSSS` or `DDMMYY-SSSS`, or null when the text is no CPR number or the date does not exist
 * in its century. There is deliberately no modulus-11 check: the CPR office has issued numbers failing it since 2007.
 */
export function cprBirthDate(value: string): CalendarDate | null {
  const match = CPR.exec(value.trim());
  if (!match) return null;
  const [day, month, yy, seventhDigit] = match.slice(1, 5).map(Number);
  const year = centuryOf(seventhDigit, yy) + yy;
  return isRealDate(year, month, day) ? { year, month, day } : null;
}
