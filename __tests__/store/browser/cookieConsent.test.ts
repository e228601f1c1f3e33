import { CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION, consentStands } from '../../../domain/cookieConsent';
import {
  AFFILIATE_STORAGE,
  CAMPAIGN_COOKIE,
  CONSENT_STORAGE_KEY,
  consentChoices,
  onConsentChange,
  readConsent,
} from '../../../store/browser/cookieConsent';
import { saveConsent } from '../../../store/browser/cookieConsentChoice';
import { readCookie, writeCookie } from '../../../store/http/cookies';

const DAY_MS = 86_400_000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) writeCookie(name, '', { days: -1 });
  }
});

describe('a visitor who has not chosen', () => {
  test('has consented to nothing', () => {
    expect(readConsent()).toBeNull();
    expect(consentChoices()).toEqual({ statistics: false, marketing: false });
  });

  test('a broken record is no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"statistics":true');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ statistics: 'yes', marketing: true }));
    expect(consentChoices()).toEqual({ statistics: false, marketing: false });
  });
});

describe('a choice', () => {
  test('is kept per purpose with its text version, time and an id of its own', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const first = saveConsent({ statistics: true, marketing: false }, now);
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      statistics: true,
      marketing: false,
      version: CONSENT_TEXT_VERSION,
      decidedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(consentChoices(now)).toEqual({ statistics: true, marketing: false });
    const second = saveConsent({ statistics: false, marketing: false }, now);
    expect(second.id).not.toBe(first.id);
  });

  test('stands for less than 12 months, then the visitor is asked again', () => {
    const decided = new Date('2026-01-01T00:00:00Z');
    saveConsent({ statistics: true, marketing: true }, decided);
    const almost = new Date(decided.getTime() + (CONSENT_MAX_AGE_DAYS - 1) * DAY_MS);
    const after = new Date(decided.getTime() + CONSENT_MAX_AGE_DAYS * DAY_MS);
    expect(readConsent(almost)).not.toBeNull();
    expect(readConsent(after)).toBeNull();
    expect(consentChoices(after)).toEqual({ statistics: false, marketing: false });
  });

  test('made under an older text no longer stands', () => {
    const record = { id: 'x', statistics: true, marketing: true, decidedAt: new Date().toISOString() };
    expect(consentStands({ ...record, version: CONSENT_TEXT_VERSION }, new Date())).toBe(true);
    expect(consentStands({ ...record, version: CONSENT_TEXT_VERSION - 1 }, new Date())).toBe(false);
  });

  test('tells listeners', () => {
    const listener = jest.fn();
    const stop = onConsentChange(listener);
    saveConsent({ statistics: false, marketing: true });
    expect(listener).toHaveBeenCalledWith({ statistics: false, marketing: true });
    stop();
    saveConsent({ statistics: false, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

test('withdrawing a purpose removes what it allowed to be kept, and nothing else', () => {
  saveConsent({ statistics: true, marketing: true });
  writeCookie('_ga', 'GA1.1.123.456', { days: 30 });
  writeCookie('_ga_ABC123', 'GS1.1.1700000000.1.0.1700000000.0.0.0', { days: 30 });
  writeCookie('_fbp', 'fb.1.1.2', { days: 30 });
  writeCookie(CAMPAIGN_COOKIE, 'utm_source=news');
  writeCookie('XSRF-TOKEN', 'necessary');
  sessionStorage.setItem(AFFILIATE_STORAGE.key, 'partner-7');

  saveConsent({ statistics: true, marketing: false });
  expect(readCookie('_ga')).not.toBeNull();
  expect(readCookie('_fbp')).toBeNull();
  expect(readCookie(CAMPAIGN_COOKIE)).toBeNull();
  expect(sessionStorage.getItem(AFFILIATE_STORAGE.key)).toBeNull();

  saveConsent({ statistics: false, marketing: false });
  expect(readCookie('_ga')).toBeNull();
  expect(readCookie('_ga_ABC123')).toBeNull();
  expect(readCookie('XSRF-TOKEN')).toBe('necessary');
});
