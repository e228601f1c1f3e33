// Cookie consent (the Danish cookie order, cookiebekendtgørelsen, and ePrivacy): nothing beyond what is strictly
// necessary is stored on or read from a visitor's device before they chose, per purpose, as easily refused as
// accepted. One record per choice, kept by the browser and logged by the server so it can be proven.

/** The purposes a visitor chooses one by one. Strictly necessary storage (session, CSRF, the form's draft) needs no consent. */
export const CONSENT_PURPOSES = ['statistics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoices = Record<ConsentPurpose, boolean>;

/**
 * The version of the banner's text and purposes. Raise it whenever either changes: a choice made under another
 * version is no longer informed, so every visitor is asked again.
 */
export const CONSENT_TEXT_VERSION = 1;

/** How long a choice is remembered: the Danish Data Protection Agency's guidance is at most 12 months. */
export const CONSENT_MAX_AGE_DAYS = 365;

const DAY_MS = 86_400_000;

/** A visitor's choice as the browser keeps it. */
export interface ConsentRecord extends ConsentChoices {
  /** A random id, also in the server's log: it ties the browser's choice to the logged one, and names no one. */
  id: string;
  version: number;
  /** ISO 8601. */
  decidedAt: string;
}

export const NO_CONSENT: ConsentChoices = { statistics: false, marketing: false };

/** A choice as kept: under today's text, made `now`. */
export function consentRecord(id: string, choices: ConsentChoices, now: Date): ConsentRecord {
  return {
    id,
    statistics: choices.statistics,
    marketing: choices.marketing,
    version: CONSENT_TEXT_VERSION,
    decidedAt: now.toISOString(),
  };
}

/** Whether a stored choice still stands: made under today's text and less than 12 months ago. */
export function consentStands(record: ConsentRecord, now: Date): boolean {
  const decided = Date.parse(record.decidedAt);
  return (
    record.version === CONSENT_TEXT_VERSION &&
    Number.isFinite(decided) &&
    decided <= now.getTime() + DAY_MS &&
    now.getTime() - decided < CONSENT_MAX_AGE_DAYS * DAY_MS
  );
}
