// Configuration the server hands the page at run time (GET /api/config): the CSP forbids inline scripts, so it
// cannot be written into index.html. Fetched once, on demand, by realtime, error reporting and Web Vitals.
import { httpClient } from '../../../store/http/httpClient';

export type RuntimeConfig = {
  env: 'development' | 'production' | 'test';
  /** wsHost and ports are null for Pusher Channels itself, which pusher-js finds from the cluster. */
  pusher: {
    key: string;
    wsHost: string | null;
    wsPort: number | null;
    wssPort: number | null;
    forceTLS: boolean;
    cluster: string;
  };
  bugsnag: { apiKey: string; endpoints: { notify: string; sessions: string } | null };
  /** sampleRate: the share of visits that report their Web Vitals (VITALS_SAMPLE_RATE). */
  vitals: { sampleRate: number };
};

let pending: Promise<RuntimeConfig> | null = null;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= httpClient.get<RuntimeConfig>('/api/config', { quiet: true }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
