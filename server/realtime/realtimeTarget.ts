// Which broker the app talks to, decided from configuration alone: the embedded one (no PUSHER_HOST, no
// cluster), Pusher Channels itself (a cluster, or its api-<cluster>.pusher.com host), or a self-hosted
// Pusher-compatible service such as Soketi or Reverb (PUSHER_HOST, one host for the API and the sockets).
import type { Config } from '../config';

export type RealtimeTarget =
  | { kind: 'embedded' }
  | { kind: 'pusher'; cluster: string; useTLS: true }
  | { kind: 'selfHosted'; host: string; port: number; useTLS: boolean };

const PUSHER_API_HOST = /^api-([a-z0-9-]+)\.pusher\.com$/i;

export function realtimeTarget({ pusher }: Config): RealtimeTarget {
  const pusherHost = pusher.host ? PUSHER_API_HOST.exec(pusher.host) : null;
  if (pusherHost) return { kind: 'pusher', cluster: pusherHost[1].toLowerCase(), useTLS: true };
  if (pusher.host) {
    const useTLS = pusher.scheme === 'https';
    return { kind: 'selfHosted', host: pusher.host, port: pusher.port ?? (useTLS ? 443 : 80), useTLS };
  }
  if (pusher.cluster) return { kind: 'pusher', cluster: pusher.cluster, useTLS: true };
  return { kind: 'embedded' };
}

/** Where the browser opens its socket; null host means "pusher-js picks it from the cluster". */
export type ClientSocketConfig = { wsHost: string | null; wsPort: number | null; forceTLS: boolean; cluster: string };

/** The socket settings for a page served at `pageHost:pagePort` over `pageProtocol`. */
export function clientSocketConfig(
  target: RealtimeTarget,
  page: { hostname: string; port: number; protocol: string },
): ClientSocketConfig {
  switch (target.kind) {
    case 'embedded':
      // The broker shares the page's origin, whatever name or proxy the browser came through.
      return { wsHost: page.hostname, wsPort: page.port, forceTLS: page.protocol === 'https', cluster: '' };
    case 'pusher':
      return { wsHost: null, wsPort: null, forceTLS: true, cluster: target.cluster };
    case 'selfHosted':
      return { wsHost: target.host, wsPort: target.port, forceTLS: target.useTLS, cluster: '' };
  }
}
