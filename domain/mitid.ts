// MitID sign-in's outcomes (issue 46), shared by the server that names them and the pages that show them.

/** What the page returned to reads in `?mitid=`: each has a message in both languages (`auth.mitid.outcome.*`). */
export const MITID_OUTCOMES = [
  'signedIn',
  'pending',
  'linked',
  'confirmed',
  'cancelled',
  'unavailable',
  'state',
  'rejected',
  'assurance',
  'underage',
  'notConfigured',
  'linkedElsewhere',
  'wrongUser',
] as const;
export type MitidOutcome = (typeof MITID_OUTCOMES)[number];

/** The outcome a `?mitid=` value names, else null. */
export function mitidOutcomeOf(value: string | null): MitidOutcome | null {
  return MITID_OUTCOMES.find((outcome) => outcome === value) ?? null;
}
