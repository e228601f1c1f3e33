import { saveConsent } from '../../../../store/browser/cookieConsentChoice';
import { AFFILIATE_STORAGE } from '../../../../store/browser/cookieConsent';
import {
  MAX_AFFILIATE_DETAILS,
  affiliateOf,
  captureLandingAffiliate,
  currentAffiliate,
  resetLandingAffiliate,
} from '../../../../src/lib/analytics/landingAffiliate';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetLandingAffiliate();
});

test('a partner link names the affiliate and its details (§3 affiliate_key, affiliate_details)', () => {
  expect(affiliateOf('?affiliate_key=partner-7&aff_sub=spring&aff_click=c1&utm_source=x')).toEqual({
    key: 'partner-7',
    details: { sub: 'spring', click: 'c1' },
  });
  expect(affiliateOf('?affiliate_key=partner-7')).toEqual({ key: 'partner-7', details: null });
  expect(affiliateOf('?aff_sub=spring')).toBeNull();
  expect(affiliateOf('?affiliate_key=%20')).toBeNull();
  const many = Array.from({ length: 20 }, (_, i) => `aff_d${i}=${i}`).join('&');
  expect(Object.keys(affiliateOf(`?affiliate_key=k&${many}`)?.details ?? {})).toHaveLength(MAX_AFFILIATE_DETAILS);
});

test('without marketing consent the affiliate lives in memory only', () => {
  captureLandingAffiliate('?affiliate_key=partner-7&aff_sub=spring');
  expect(currentAffiliate()).toEqual({ key: 'partner-7', details: { sub: 'spring' } });
  expect(sessionStorage.getItem(AFFILIATE_STORAGE.key)).toBeNull();
});

test('consent given after landing keeps the affiliate for the tab', () => {
  captureLandingAffiliate('?affiliate_key=partner-7&aff_sub=spring');
  saveConsent({ statistics: false, marketing: true });
  expect(sessionStorage.getItem(AFFILIATE_STORAGE.key)).toBe('partner-7');
  // The next page of the tab (a reload: memory is gone) still knows it.
  resetLandingAffiliate();
  expect(currentAffiliate()).toEqual({ key: 'partner-7', details: { sub: 'spring' } });
});

test('a kept affiliate is not read without consent, and broken details are dropped', () => {
  sessionStorage.setItem(AFFILIATE_STORAGE.key, 'partner-7');
  sessionStorage.setItem(AFFILIATE_STORAGE.details, '[1,2]');
  expect(currentAffiliate()).toBeNull();
  saveConsent({ statistics: false, marketing: true });
  sessionStorage.setItem(AFFILIATE_STORAGE.key, 'partner-7');
  expect(currentAffiliate()).toEqual({ key: 'partner-7', details: null });
});
