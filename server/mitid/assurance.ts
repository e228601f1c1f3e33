// Levels of assurance (NSIS: Low < Substantial < High) and the age rule of MitID sign-in (issue 46).

const LEVELS = ['low', 'substantial', 'high'] as const;

/** The NSIS level a value names (`…/loa/Substantial`, `urn:…:substantial`), else null. */
function levelOf(acr: string): number | null {
  const last = acr.split(/[/:]/).pop()?.toLowerCase() ?? '';
  const index = LEVELS.indexOf(last as (typeof LEVELS)[number]);
  return index < 0 ? null : index;
}

/** The level in the ID token is at least the one asked for; an unknown scheme must match exactly. */
export function meetsAssurance(received: unknown, asked: string): boolean {
  if (typeof received !== 'string' || received === '') return false;
  const want = levelOf(asked);
  const got = levelOf(received);
  if (want === null || got === null) return received === asked;
  return got >= want;
}

export const MIN_AGE = 18;

/** Whole years from a birth date (YYYY-MM-DD) to `today` (a Copenhagen calendar date, YYYY-MM-DD); null when unreadable. */
export function ageOn(birthdate: unknown, today: string): number | null {
  if (typeof birthdate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return null;
  const [by, bm, bd] = birthdate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function copenhagenDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(now);
}
