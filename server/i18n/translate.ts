// Server-side messages come from the same translation files as the SPA, in the language the client asks for.
import { IntlMessageFormat } from 'intl-messageformat';
import da from '../../translations/da.json';
import en from '../../translations/en.json';

export type Locale = 'da' | 'en';
export const DEFAULT_LOCALE: Locale = 'da';

export const isLocale = (value: unknown): value is Locale => value === 'da' || value === 'en';
const catalogues: Record<Locale, Record<string, string>> = { da, en };
const cache = new Map<string, IntlMessageFormat>();

export function pickLocale(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : DEFAULT_LOCALE;
}

export function translate(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const source = catalogues[locale][id] ?? catalogues[DEFAULT_LOCALE][id];
  if (source === undefined) return id;
  const key = `${locale}:${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale === 'da' ? 'da-DK' : 'en-GB');
    cache.set(key, format);
  }
  return String(format.format(values));
}
