// The languages of the product (§9) and what each means to Intl.
export const LOCALES = ['da', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'da';

/** The Intl locale behind each language: Danish and British English number and date conventions. */
export const INTL_LOCALE: Record<Locale, string> = { da: 'da-DK', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** The query parameter a link from a mail carries its language in (`?lang=en`). */
export const LINK_LOCALE_PARAM = 'lang';

/** The language a link asks for, or null. */
export function linkLocale(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LINK_LOCALE_PARAM);
  return isLocale(value) ? value : null;
}
