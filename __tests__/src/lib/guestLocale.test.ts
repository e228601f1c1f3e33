// A guest's language is kept in storage and mirrored in a cookie the server reads to prerender in it.
import { readGuestLocale, writeGuestLocale } from '../../../src/lib/i18n/guestLocale';

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'locale=; max-age=0; path=/';
});

test('writing stores the language and mirrors it in the locale cookie', () => {
  writeGuestLocale('en');
  expect(window.localStorage.getItem('locale')).toBe('en');
  expect(document.cookie).toContain('locale=en');
  expect(readGuestLocale()).toBe('en');
});

test('without storage the cookie decides; an unknown value is no language', () => {
  document.cookie = 'locale=en; path=/';
  expect(readGuestLocale()).toBe('en');
  document.cookie = 'locale=xx; path=/';
  expect(readGuestLocale()).toBeNull();
});

test('storage wins over the cookie', () => {
  window.localStorage.setItem('locale', 'da');
  document.cookie = 'locale=en; path=/';
  expect(readGuestLocale()).toBe('da');
});

test('a link from a mail names its language: it wins over what is stored, and is kept', () => {
  window.localStorage.setItem('locale', 'da');
  expect(readGuestLocale('?lang=en')).toBe('en');
  expect(window.localStorage.getItem('locale')).toBe('en');
  expect(readGuestLocale('?token=abc')).toBe('en');
  expect(readGuestLocale('?lang=xx')).toBe('en');
});
