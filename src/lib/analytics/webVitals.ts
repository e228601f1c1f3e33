// Real visits' Web Vitals (LCP, INP, CLS), sent to POST /api/vitals for the histograms on /metrics. Import it
// dynamically (web-vitals stays out of the entry chunk) and start it only with the visitor's statistics consent.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { routePatternOf, type VitalName } from '../../../domain/webVitals';
import { loadRuntimeConfig } from '../config/runtimeConfig';

export const VITALS_URL = '/api/vitals';

let started = false;

/**
 * Starts measuring this page load, if the visit is in the sample (VITALS_SAMPLE_RATE, from GET /api/config). Each
 * value goes with the route pattern the visit landed on: web-vitals measures the page load, whichever of the SPA's
 * routes the visitor moves to afterwards. Only the metric's name, its value and that pattern leave the browser.
 */
export function startVitalsReporting(): void {
  if (started) return;
  started = true;
  const route = routePatternOf(window.location.pathname);
  const report = ({ name, value }: Metric) => {
    // sendBeacon survives the page being closed, which is when INP and CLS are final; a string goes as text/plain,
    // so no preflight and no XSRF header (the server exempts this one route).
    navigator.sendBeacon?.(VITALS_URL, JSON.stringify({ name: name as VitalName, value, route }));
  };
  loadRuntimeConfig()
    .then(({ vitals }) => {
      if (Math.random() >= vitals.sampleRate) return;
      onLCP(report);
      onINP(report);
      onCLS(report);
    })
    // Measuring is optional: without the configuration this visit simply does not report.
    .catch(() => undefined);
}
