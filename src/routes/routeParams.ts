// Reading the route's path parameters: an id in the address is a positive whole number, or nothing.

/** The id a path parameter names; null for anything else (0, signs, decimals, more than 16 digits). */
export function positiveId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
