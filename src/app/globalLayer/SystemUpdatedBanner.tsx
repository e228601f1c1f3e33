// §2 App root: the system-updated banner. It shows after the reload that an app-updated announcement caused,
// so the customer knows why the page just reloaded.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readSession, removeSession } from '../../../store/browser/sessionValue';
import { APP_UPDATED_SESSION_KEY, SYSTEM_UPDATED_BANNER_MS } from './constants';
import { FadingBanner } from './FadingBanner';

export function SystemUpdatedBanner() {
  const intl = useIntl();
  // Reading is pure (StrictMode may run it twice); the flag is cleared in an effect, once per load.
  const [show, setShow] = useState(() => readSession(APP_UPDATED_SESSION_KEY) !== null);

  useEffect(() => {
    removeSession(APP_UPDATED_SESSION_KEY);
  }, []);

  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(() => setShow(false), SYSTEM_UPDATED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [show]);

  return (
    <FadingBanner
      show={show}
      tone="info"
      dismissLabel={intl.formatMessage({ id: 'banner.dismiss' })}
      onDismiss={() => setShow(false)}
    >
      <FormattedMessage id="banner.systemUpdated" />
    </FadingBanner>
  );
}
