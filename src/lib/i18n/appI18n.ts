// The app's i18n instance: Danish bundled in the entry chunk, English its own chunk fetched on first use.
import da from '../../../translations/da.json';
import { createI18n, type Messages } from './i18n';
import type { Locale } from './locales';

const loaders: Record<Exclude<Locale, 'da'>, () => Promise<Messages>> = {
  en: () =>
    import(/* webpackChunkName: "i18n-en" */ '../../../translations/en.json').then(
      (module) => module.default as Messages,
    ),
};

const warned = new Set<string>();

export const appI18n = createI18n({
  defaultLocale: 'da',
  defaultMessages: da as Messages,
  load: (locale) => (locale === 'da' ? Promise.resolve(da as Messages) : loaders[locale]()),
  onMissing(id, locale) {
    if (process.env.NODE_ENV === 'production' || warned.has(`${locale}:${id}`)) return;
    warned.add(`${locale}:${id}`);
    console.warn(`[i18n] missing translation "${id}" for ${locale}`);
  },
  onActivate(locale) {
    document.documentElement.lang = locale;
  },
});
