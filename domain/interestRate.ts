// Annual interest rates in percent, held exactly as integer units of 1/10 000 of a percent: the database's
// numeric(7,4), so "3.5000" from a row and 3.5 from a form are the same 35 000 units.
import { ratio, type Rational } from './rational';

export const RATE_UNITS_PER_PERCENT = 10_000;
const MONTHS_PER_YEAR = 12;
// r per month = units / (units per percent × 100 percent × 12 months)
export const MONTHLY_RATE_DENOMINATOR = BigInt(RATE_UNITS_PER_PERCENT * 100 * MONTHS_PER_YEAR);

/** A rate as the API and the database carry it: a number (3.5) or a numeric string ("3.5000"). */
export type RatePercent = number | string;

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/;

/**
 * The rate in 1/10 000 %. Strings are read digit by digit, so no binary fraction enters; a fifth decimal rounds
 * half up. Numbers are scaled and rounded, which is exact for every rate written with four decimals or fewer.
 */
export function toRateUnits(rate: RatePercent): bigint {
  if (typeof rate === 'number') {
    if (!Number.isFinite(rate)) throw new RangeError(`not a rate: ${rate}`);
    return BigInt(Math.round(rate * RATE_UNITS_PER_PERCENT));
  }
  const match = DECIMAL.exec(rate);
  if (!match) throw new RangeError(`not a rate: ${rate}`);
  const [, minus, whole, fraction = ''] = match;
  const digits = fraction.padEnd(5, '0');
  let units = BigInt(whole) * BigInt(RATE_UNITS_PER_PERCENT) + BigInt(digits.slice(0, 4));
  if (Number(digits[4]) >= 5) units += 1n;
  return minus ? -units : units;
}

/** "3.5000": the numeric(7,4) text the database stores. */
export function formatRateUnits(units: bigint | number): string {
  const value = BigInt(units);
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  const scale = BigInt(RATE_UNITS_PER_PERCENT);
  return `${sign}${magnitude / scale}.${String(magnitude % scale).padStart(4, '0')}`;
}

/** The rate as a JSON number of percent (3.5), exact to its four decimals. */
export function rateUnitsToPercent(units: bigint | number): number {
  return Number(formatRateUnits(units));
}

/** The monthly rate r = annual % / 100 / 12 as an exact fraction. */
export function monthlyRate(rate: RatePercent): Rational {
  return ratio(toRateUnits(rate), MONTHLY_RATE_DENOMINATOR);
}

/** The yearly rate a loan's payment is computed at and its interest deducted at: interest plus contribution fee. */
export function paymentRate(interestRate: string | number, contributionRate: string | number | null): string {
  return formatRateUnits(toRateUnits(interestRate) + (contributionRate === null ? 0n : toRateUnits(contributionRate)));
}
