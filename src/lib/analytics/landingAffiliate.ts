// The affiliate a visitor came from (§3 `affiliate_key` and `affiliate_details`): a partner's link carries
// `affiliate_key=<key>` and any `aff_<name>=<value>` details (a sub id, a click id). Captured on the page the
// visitor lands on and kept in memory for the page's life; kept for the tab (session storage) only with marketing
// consent, given then or later.
import { AFFILIATE_STORAGE, consentGiven, onConsentChange } from '../../../store/browser/cookieConsent';
import { readSession, writeSession } from '../../../store/browser/sessionValue';

export const AFFILIATE_KEY_PARAMETER = 'affiliate_key';
export const AFFILIATE_DETAIL_PREFIX = 'aff_';
/** A link with more details than this is not a partner's: the rest are dropped. */
export const MAX_AFFILIATE_DETAILS = 10;

export interface Affiliate {
  key: string;
  details: Record<string, string> | null;
}

/** The affiliate a URL's query names, or null: details without a key attribute nothing. */
export function affiliateOf(search: string): Affiliate | null {
  const query = new URLSearchParams(search);
  const key = query.get(AFFILIATE_KEY_PARAMETER)?.trim();
  if (!key) return null;
  const details = [...query]
    .filter(([name, value]) => name.startsWith(AFFILIATE_DETAIL_PREFIX) && name !== AFFILIATE_DETAIL_PREFIX && value)
    .slice(0, MAX_AFFILIATE_DETAILS)
    .map(([name, value]) => [name.slice(AFFILIATE_DETAIL_PREFIX.length), value] as const);
  return { key, details: details.length > 0 ? Object.fromEntries(details) : null };
}

let landed: Affiliate | null = null;
let stopListening: (() => void) | null = null;

function keepForTab(affiliate: Affiliate): void {
  writeSession(AFFILIATE_STORAGE.key, affiliate.key);
  if (affiliate.details) writeSession(AFFILIATE_STORAGE.details, JSON.stringify(affiliate.details));
}

/** Called once as the app starts, with the landing URL's query. */
export function captureLandingAffiliate(search: string): void {
  const found = affiliateOf(search);
  if (!found) return;
  landed = found;
  if (consentGiven('marketing')) keepForTab(found);
  stopListening ??= onConsentChange((choices) => {
    if (choices.marketing && landed) keepForTab(landed);
  });
}

function storedDetails(): Record<string, string> | null {
  const raw = readSession(AFFILIATE_STORAGE.details);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries.slice(0, MAX_AFFILIATE_DETAILS)) : null;
  } catch {
    return null;
  }
}

/** The affiliate of this visit: the landing URL's, or one kept for the tab earlier with consent. */
export function currentAffiliate(): Affiliate | null {
  if (landed) return landed;
  if (!consentGiven('marketing')) return null;
  const key = readSession(AFFILIATE_STORAGE.key);
  return key ? { key, details: storedDetails() } : null;
}

/** For tests: forget the landing affiliate. */
export function resetLandingAffiliate(): void {
  landed = null;
  stopListening?.();
  stopListening = null;
}
