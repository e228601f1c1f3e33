// The app root's global layer (§2 App root): offline and system-updated banners, the toast host, realtime and
// error reporting (the cookie banner is at the top of the page: App.tsx). Everything heavy (pusher-js, Echo,
// Bugsnag, react-toastify) loads after first paint.
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { captureErrorsUntilStarted } from '../../lib/errorReporting/startErrorReporting';
import { showToast } from '../../lib/toast';
import { afterNextPaint } from '../../lib/browser/afterNextPaint';
import { BANNER_FADE_MS } from './constants';
import { registerDevHook } from './devHooks';
import { NetworkBanner } from './NetworkBanner';
import { SystemUpdatedBanner } from './SystemUpdatedBanner';
import { useErrorReporting, type NavigationSource } from './useErrorReporting';
import { useNetworkStatus } from './useNetworkStatus';
import { useRuntimeConfig } from './useRuntimeConfig';
import { useWebVitals } from './useWebVitals';
import './globalLayer.css';

// When the entry chunk runs, long before Bugsnag loads: errors from here on are kept for it.
captureErrorsUntilStarted();

// A named export: under jest's ESM mode a CommonJS-compiled default export would arrive wrapped twice.
const ToastHost = lazy(() =>
  import(/* webpackChunkName: "toasts" */ './ToastHost').then((module) => ({ default: module.ToastHost })),
);

// Without its chunk (the connection dropped as it loaded) the page goes on without realtime, as without a config.
const RealtimeLayer = lazy(() =>
  import(/* webpackChunkName: "realtime" */ './RealtimeLayer').then(
    (module) => ({ default: module.RealtimeLayer }),
    () => ({ default: () => null }),
  ),
);

const bannerStyle = { '--banner-fade-duration': `${BANNER_FADE_MS}ms` } as CSSProperties;

export type GlobalLayerProps = {
  /** The app's router: each history navigation starts a new error-reporting session (§4). */
  router?: NavigationSource;
};

export function GlobalLayer({ router }: GlobalLayerProps) {
  useNetworkStatus();
  const config = useRuntimeConfig();
  useErrorReporting(config, router);
  useWebVitals();

  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);

  useEffect(() => {
    if (config && config.env !== 'production') registerDevHook('toast', showToast);
  }, [config]);

  return (
    <>
      <div className="global-banners" role="status" aria-live="polite" style={bannerStyle}>
        <NetworkBanner />
        <SystemUpdatedBanner />
      </div>
      {config ? (
        <Suspense fallback={null}>
          <RealtimeLayer config={config} />
        </Suspense>
      ) : null}
      {painted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
