// The run-time configuration, fetched after first paint; a failed fetch (offline at load) is retried when the
// browser comes back online.
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectIsOnline } from '../../../store/slices/networkSlice';
import { loadRuntimeConfig, type RuntimeConfig } from '../../lib/config/runtimeConfig';
import { afterNextPaint } from '../../lib/browser/afterNextPaint';

export function useRuntimeConfig(): RuntimeConfig | null {
  const online = useAppSelector(selectIsOnline);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);

  useEffect(() => {
    if (config || !online) return;
    let cancelled = false;
    const cancel = afterNextPaint(() => {
      loadRuntimeConfig().then(
        (loaded) => {
          if (!cancelled) setConfig(loaded);
        },
        // Realtime and error reporting wait for the next `online` event; the page works without them.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [config, online]);

  return config;
}
