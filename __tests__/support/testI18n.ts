// An i18n instance with the real message files, starting in the language a test asks for.
import da from '../../translations/da.json';
import en from '../../translations/en.json';
import { createI18n, type I18n, type Messages } from '../../src/lib/i18n/i18n';
import type { Locale } from '../../domain/locales';

export const messages: Record<Locale, Messages> = { da: da as Messages, en: en as Messages };

export function createTestI18n(
  locale: Locale = 'da',
  load: (locale: Locale) => Promise<Messages> = async (l) => messages[l],
): I18n {
  return createI18n({ defaultLocale: locale, defaultMessages: messages[locale], load });
}
