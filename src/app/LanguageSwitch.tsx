import { useIntl } from 'react-intl';
import { useLocale } from '../lib/i18n/I18nProvider';
import { useHydrated } from '../lib/hydration/useHydrated';
import { LOCALES, type Locale } from '../../domain/locales';
import { useChooseLanguage } from '../lib/i18n/useChooseLanguage';
import './LanguageSwitch.css';

// Each language names itself, in itself, whatever the page's language: a visitor looks for their own word.
const NAMES: Record<Locale, string> = { da: 'Dansk', en: 'English' };

/** Two buttons, the active one pressed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const choose = useChooseLanguage();
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <div
      className={['language-switch', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={intl.formatMessage({ id: 'language.label' })}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          disabled={!hydrated}
          onClick={() => void choose(option)}
        >
          {NAMES[option]}
        </button>
      ))}
    </div>
  );
}
