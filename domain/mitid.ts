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

/**
 * How long a MitID confirmation (step-up) lets a linked customer choose an offer, consent to eSkat, change her
 * e-mail address or close her account: long enough to come back from the broker and finish, short enough that a
 * session left open is not a standing permission.
 */
export const MITID_CONFIRMATION_MINUTES = 5;

/** The `code` of the 403 that asks a linked customer to confirm with MitID first. */
export const MITID_CONFIRMATION_REQUIRED = 'mitid_confirmation_required';
