// The visitor's cookie choice as this browser keeps it (localStorage: remembering the choice is itself strictly
// necessary), and who is told when it changes. Small and free of React: the entry reads it before any page view;
// making a choice is in cookieConsentChoice.ts, which loads with the banner.
import {
  NO_CONSENT,
  consentStands,
  type ConsentChoices,
  type ConsentPurpose,
  type ConsentRecord,
} from '../../domain/cookieConsent';
import { CONSENT_STORAGE_KEY } from '../../domain/cookieChoiceScript';

export { CONSENT_STORAGE_KEY };

/** Where the campaign a visitor came from is remembered for the day (utm_* and gclid of the landing URL). */
export const CAMPAIGN_COOKIE = 'laanetorvet_campaign';
/** Where the affiliate of the landing URL is remembered for the tab. */
export const AFFILIATE_STORAGE = { key: 'affiliate_key', details: 'affiliate_details' } as const;

/** What the cookie layer shows: the first visit's banner, or the settings the footer opened. */
export type ConsentView = 'banner' | 'settings';

type Listener = (choices: ConsentChoices) => void;
const changeListeners = new Set<Listener>();
const settingsListeners = new Set<() => void>();

function parse(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (
      value &&
      typeof value.id === 'string' &&
      typeof value.version === 'number' &&
      typeof value.decidedAt === 'string' &&
      typeof value.statistics === 'boolean' &&
      typeof value.marketing === 'boolean'
    )
      return value as ConsentRecord;
  } catch {
    // A broken record is no choice: the visitor is asked again.
  }
  return null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The choice that stands (today's text, under 12 months old), or null when the visitor is to be asked. */
export function readConsent(now: Date = new Date()): ConsentRecord | null {
  const record = parse(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null);
  return record && consentStands(record, now) ? record : null;
}

/** Per purpose, what the visitor allowed; nothing before they chose. */
export function consentChoices(now: Date = new Date()): ConsentChoices {
  const record = readConsent(now);
  return record ? { statistics: record.statistics, marketing: record.marketing } : NO_CONSENT;
}

export function consentGiven(purpose: ConsentPurpose): boolean {
  return consentChoices()[purpose];
}

/** Tells whoever listens that the visitor chose anew (cookieConsentChoice.ts saves the choice). */
export function announceConsentChange(choices: ConsentChoices): void {
  changeListeners.forEach((listener) => listener(choices));
}

export function onConsentChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The footer's "cookie settings": whoever shows the settings opens them. */
export function requestConsentSettings(): void {
  settingsListeners.forEach((listener) => listener());
}

export function onConsentSettingsRequested(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}
