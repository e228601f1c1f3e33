// The footer of every layout: the product line, and the cookie settings, which must stay reachable after the
// banner is gone (a choice is changeable later).
import { FormattedMessage } from 'react-intl';
import { requestConsentSettings } from '../../store/browser/cookieConsent';
import './SiteFooter.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        <FormattedMessage id="app.footer" />
      </p>
      <p>
        <button type="button" className="site-footer__link" onClick={requestConsentSettings}>
          <FormattedMessage id="app.cookieSettings" />
        </button>
      </p>
    </footer>
  );
}
