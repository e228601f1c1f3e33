// The language a visitor picked before signing in, kept in this browser so the next page (and visit) keeps it.
import { GUEST_LOCALE_COOKIE } from '../../../domain/prerenderedPages';
import { readCookie, writeCookie } from '../../../store/http/cookies';
import { isLocale, linkLocale, type Locale } from '../../../domain/locales';

const KEY = 'locale';

/**
 * A link that names its language (from a mail, `?lang=en`) wins, and is kept as the visitor's choice; else what
 * this browser stored.
 */
export function readGuestLocale(search: string = window.location.search): Locale | null {
  const linked = linkLocale(search);
  if (linked) {
    writeGuestLocale(linked);
    return linked;
  }
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused: the cookie below may still know.
  }
  if (isLocale(stored)) return stored;
  // The cookie mirror is what the server prerendered the page in; without storage it is all there is.
  const mirrored = readCookie(GUEST_LOCALE_COOKIE);
  return isLocale(mirrored) ? mirrored : null;
}

export function writeGuestLocale(locale: Locale): void {
  // The server's render worker has no browser to keep it in (the render is handed its language).
  if (typeof document === 'undefined') return;
  // Mirrored in a cookie so the server sends a prerendered page in this language.
  writeCookie(GUEST_LOCALE_COOKIE, locale, { days: 365 });
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Without storage the choice lasts until the next page load; nothing else to do.
  }
}
