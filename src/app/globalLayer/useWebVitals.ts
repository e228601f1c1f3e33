// Real visits' LCP, INP and CLS (src/lib/analytics/webVitals.ts) are statistics: measured only with the visitor's
// consent, given before this page or while it is open. web-vitals observes with `buffered`, so starting after
// first paint, or after the banner's answer, still sees the page's load.
import { useEffect } from 'react';
import { consentGiven, onConsentChange } from '../../../store/browser/cookieConsent';

const startReporting = () =>
  import(/* webpackChunkName: "web-vitals" */ '../../lib/analytics/webVitals').then((module) =>
    module.startVitalsReporting(),
  );

/** `start` loads and starts the reporting; tests give their own. */
export function useWebVitals(start: () => Promise<void> = startReporting): void {
  useEffect(() => {
    let started = false;
    const startOnce = () => {
      if (started) return;
      started = true;
      void start();
    };
    if (consentGiven('statistics')) startOnce();
    return onConsentChange((choices) => {
      if (choices.statistics) startOnce();
    });
  }, [start]);
}
