// Realtime as a component of its own chunk, mounted once the run-time configuration is known: its connection,
// events and toasts (≈ 2.5 KB gzip with their helpers) are nothing a first paint needs.
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { useRealtime } from './useRealtime';

export function RealtimeLayer({ config }: { config: RuntimeConfig }) {
  useRealtime(config);
  return null;
}
