import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { I18n } from './i18n';
import { INTL_LOCALE, type Locale } from '../../../domain/locales';

const I18nContext = createContext<I18n | null>(null);

// Missing keys are reported by the messages themselves (see withMissingAsEmpty); other errors are real bugs.
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (process.env.NODE_ENV !== 'production') console.error(error);
};

/**
 * react-intl with the active language of `i18n`. A switch re-renders the tree with the new messages; nothing is
 * remounted, so the page and what the user typed stay.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const { locale, messages } = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  return (
    <I18nContext.Provider value={i18n}>
      <IntlProvider
        locale={INTL_LOCALE[locale]}
        defaultLocale={INTL_LOCALE.da}
        messages={messages}
        fallbackOnEmptyString={false}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}

export function useLocale(): Locale {
  const i18n = useI18n();
  return useSyncExternalStore(i18n.subscribe, i18n.getLocale, i18n.getLocale);
}
