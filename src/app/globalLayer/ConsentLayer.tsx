// Shows the cookie banner to a visitor who has not chosen (or whose choice is over 12 months old or was made under
// an older text), and the settings when the footer asks. The banner is at the top of the page, in its flow, so it
// covers nothing the page shows; and it is in the page's first render, so it never pushes a painted page down: the
// prerendered and server-rendered pages carry it in their HTML (a returning visitor's is hidden before it paints:
// domain/cookieChoiceScript.ts), and the entry loads its chunk before a page it renders itself (loadConsentBanner).
// The banner's code and texts are still a chunk of their own: a hydrated page keeps the banner's HTML until it arrives.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  onConsentChange,
  onConsentSettingsRequested,
  readConsent,
  type ConsentView,
} from '../../../store/browser/cookieConsent';
import { appI18n } from '../../lib/i18n/appI18n';
import type { CookieConsentProps } from '../../features/consent/CookieConsent';
import '../../features/consent/CookieConsentFirstPaint.css';

let loaded: ComponentType<CookieConsentProps> | null = null;

/** The banner's code and texts; once they are in, the layer renders the banner without suspending. */
export function loadConsentBanner(): Promise<ComponentType<CookieConsentProps>> {
  return Promise.all([
    import(/* webpackChunkName: "cookie-consent" */ '../../features/consent/CookieConsent'),
    appI18n.ensureBundles(['consent']),
  ]).then(([module]) => (loaded = module.CookieConsent));
}

const LazyCookieConsent = lazy(() => loadConsentBanner().then((component) => ({ default: component })));

/** Whether the visitor is to be asked; a page rendered ahead of the browser was rendered for one who is. */
const useChoiceNeeded = () =>
  useSyncExternalStore(
    onConsentChange,
    () => readConsent() === null,
    () => true,
  );

export function ConsentLayer() {
  const choiceNeeded = useChoiceNeeded();
  const [settingsRequested, setSettingsRequested] = useState(false);
  useEffect(() => onConsentSettingsRequested(() => setSettingsRequested(true)), []);
  const mode: ConsentView | null = settingsRequested ? 'settings' : choiceNeeded ? 'banner' : null;
  if (mode === null) return null;
  const CookieConsent = loaded ?? LazyCookieConsent;
  return (
    <Suspense fallback={null}>
      <CookieConsent key={mode} mode={mode} onDone={() => setSettingsRequested(false)} />
    </Suspense>
  );
}
