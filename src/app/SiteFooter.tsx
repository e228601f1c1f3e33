// The footer of every layout: the product line, the loan calculator (what a visitor tries before the form), and the
// cookie settings, which must stay reachable after the banner is gone (a choice is changeable later).
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { useLocale } from '../lib/i18n/I18nProvider';
import { requestConsentSettings } from '../../store/browser/cookieConsent';
import { useHydrated } from '../lib/hydration/useHydrated';
import './SiteFooter.css';

export function SiteFooter() {
  const locale = useLocale();
  // In the HTML of prerendered and server-rendered pages: the button waits for the scripts, as the page's own do.
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <p>
        <FormattedMessage id="app.footer" />
      </p>
      <p>
        <Link className="site-footer__link" to={paths.calculator.getHref(locale)}>
          <FormattedMessage id="page.calculator.title" />
        </Link>
      </p>
      <p>
        <button type="button" className="site-footer__link" onClick={requestConsentSettings} disabled={!hydrated}>
          <FormattedMessage id="app.cookieSettings" />
        </button>
      </p>
    </footer>
  );
}
