// The API's one convention for money and rates (server/routes/API.md, "Units"): amounts are kroner as JSON
// numbers with at most two decimals, made from the stored integer øre by one division (1234567 øre → 12345.67),
// so no figure on the wire is ever the result of float arithmetic; rates are percent as JSON numbers (3.5).
import { toOre } from '../../domain/money';
import { rateUnitsToPercent, toRateUnits } from '../../domain/interestRate';

export function kroner(ore: number): number;
export function kroner(ore: number | null): number | null;
export function kroner(ore: number | null): number | null {
  return ore === null ? null : ore / 100;
}

/** A stored numeric(7,4) rate ("3.5000") as percent (3.5). */
export function percent(rate: string): number;
export function percent(rate: string | null): number | null;
export function percent(rate: string | null): number | null {
  return rate === null ? null : rateUnitsToPercent(toRateUnits(rate));
}

/** Øre from a kroner amount sent to the API, or null when it is not a finite number with at most two decimals. */
export function oreFromKroner(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const ore = toOre(value);
  // 0.1 + 0.2 style noise is accepted; a third decimal is not.
  if (Math.abs(ore - value * 100) > 1e-6 * Math.max(1, Math.abs(value))) return null;
  return Number.isSafeInteger(ore) ? ore : null;
}
