// The language a visitor picked before signing in, kept in this browser so the next page (and visit) keeps it.
import { isLocale, type Locale } from './locales';

const KEY = 'locale';

export function readGuestLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeGuestLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Without storage the choice lasts until the next page load; nothing else to do.
  }
}
