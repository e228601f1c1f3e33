// A visitor who accepted all cookies: the default of every SPA test (setupSpa), so the banner covers no page and page
// views are pushed; a test that clears localStorage and renders pages calls it again.
import { consentRecord } from '../../domain/cookieConsent';
import { CONSENT_STORAGE_KEY } from '../../store/browser/cookieConsent';

export function acceptAllCookies(): void {
  const record = consentRecord('test', { statistics: true, marketing: true }, new Date());
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
}
