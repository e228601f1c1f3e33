// Starts error reporting once the configuration is known, and starts a new error-reporting session on each
// history navigation (§4).
import { useEffect } from 'react';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { startErrorReporting } from '../../lib/errorReporting/startErrorReporting';
import { trackNavigation } from '../../lib/errorReporting/sessionTracking';
import { registerDevHook } from './devHooks';

/** The part of the router this needs: its location, and a way to hear about changes. */
export type NavigationSource = {
  state: { location: { key: string } };
  subscribe: (listener: (state: { location: { key: string } }) => void) => () => void;
};

export function useErrorReporting(config: RuntimeConfig | null, router?: NavigationSource): void {
  useEffect(() => {
    if (!config) return;
    void startErrorReporting(config).then((running) => {
      if (config.env !== 'production') registerDevHook('errorReporting', running ? 'started' : 'off');
    });
  }, [config]);

  useEffect(() => {
    if (!router) return;
    let lastKey = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key === lastKey) return;
      lastKey = state.location.key;
      trackNavigation();
    });
  }, [router]);
}
