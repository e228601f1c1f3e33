// Reading the route's path parameters: an id in the address is a positive whole number, or nothing.
import type { Params } from 'react-router-dom';

/** The id a path parameter names; null for anything else (0, signs, decimals, more than 16 digits). */
export function positiveId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** Every path parameter named `…Id` (`rfqId`, `leadId`, `propertyId`, …) is an id (domain/paths.ts). */
const ID_PARAM = /Id$/;

/**
 * Whether the address names a row by something that is no id (`undefined`, `NaN`, `-1`): it names nothing, so the
 * navigation shows the app's 404 page rather than a page that asks the API about it.
 */
export function hasMalformedId(params: Params): boolean {
  return Object.entries(params).some(([name, value]) => ID_PARAM.test(name) && positiveId(value) === null);
}
