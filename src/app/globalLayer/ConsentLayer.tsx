// Shows the cookie banner to a visitor who has not chosen (or whose choice is over 12 months old or was made under
// an older text), and the settings when the footer asks. The banner's code and texts are a chunk of their own,
// fetched after first paint, so the entry pages stay light.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onConsentSettingsRequested, readConsent } from '../../../store/browser/cookieConsent';
import type { CookieConsentMode } from '../../features/consent/CookieConsent';
import { appI18n } from '../../lib/i18n/appI18n';

const CookieConsent = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "cookie-consent" */ '../../features/consent/CookieConsent'),
    appI18n.ensureBundles(['consent']),
  ]).then(([module]) => ({ default: module.CookieConsent })),
);

export function ConsentLayer({ painted }: { painted: boolean }) {
  const [mode, setMode] = useState<CookieConsentMode | null>(() => (readConsent() ? null : 'banner'));
  useEffect(() => onConsentSettingsRequested(() => setMode('settings')), []);
  if (!painted || mode === null) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent key={mode} mode={mode} onDone={() => setMode(null)} />
    </Suspense>
  );
}
