// Making a cookie choice: kept in localStorage with a new id, what a withdrawn purpose allowed removed from the
// device, and the listeners of cookieConsent.ts told. Loads with the banner, not in the entry.
import {
  consentRecord,
  type ConsentChoices,
  type ConsentPurpose,
  type ConsentRecord,
} from '../../domain/cookieConsent';
import { cookieNames, removeCookie } from '../http/cookies';
import { AFFILIATE_STORAGE, CAMPAIGN_COOKIE, CONSENT_STORAGE_KEY, announceConsentChange } from './cookieConsent';
import { removeSession } from './sessionValue';

/** What each purpose's consent allows this app to keep on the device; a withdrawal removes it. */
const STORED_FOR: Record<ConsentPurpose, { cookies: RegExp; session: readonly string[] }> = {
  // Google Analytics' client (_ga) and session (_ga_<stream>) cookies.
  statistics: { cookies: /^_ga(_|$)/, session: [] },
  // Meta's browser and click ids, and the campaign and affiliate of the landing URL.
  marketing: {
    cookies: new RegExp(`^(_fbp|_fbc|${CAMPAIGN_COOKIE})$`),
    session: [AFFILIATE_STORAGE.key, AFFILIATE_STORAGE.details],
  },
};

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function removeWhatIsNoLongerAllowed(choices: ConsentChoices): void {
  for (const [purpose, stored] of Object.entries(STORED_FOR) as [
    ConsentPurpose,
    (typeof STORED_FOR)[ConsentPurpose],
  ][]) {
    if (choices[purpose]) continue;
    cookieNames()
      .filter((name) => stored.cookies.test(name))
      .forEach((name) => removeCookie(name));
    stored.session.forEach(removeSession);
  }
}

/** Keeps a new choice (a new id each time, so every logged choice is its own) and tells whoever listens. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  const record = consentRecord(randomId(), choices, now);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the choice holds for this page, and the banner asks again next time.
  }
  removeWhatIsNoLongerAllowed(choices);
  announceConsentChange(choices);
  return record;
}
