// pusher-js settings from the run-time configuration (no rebuild per environment). Channel auth posts to our
// endpoint with the XSRF header read when the request is made, because signing in replaces the token.
import type { Options } from 'pusher-js';
import { XSRF_HEADER } from '../../../domain/csrf';
import type { RuntimeConfig } from '../config/runtimeConfig';

export const BROADCASTING_AUTH_ENDPOINT = '/api/broadcasting/auth';

export type AuthHeaderSources = {
  xsrfToken: () => string | null;
  socketId: () => string | undefined;
};

export function authHeaders({ xsrfToken, socketId }: AuthHeaderSources): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = xsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  const id = socketId();
  if (id) headers['X-Socket-ID'] = id;
  return headers;
}

export function pusherOptions(pusher: RuntimeConfig['pusher'], sources: AuthHeaderSources): Options {
  return {
    // '' for the embedded broker and self-hosted services; Pusher Channels itself is found by its cluster.
    cluster: pusher.cluster,
    ...(pusher.wsHost
      ? { wsHost: pusher.wsHost, wsPort: pusher.wsPort ?? undefined, wssPort: pusher.wssPort ?? undefined }
      : {}),
    forceTLS: pusher.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // With channelAuthorization set, pusher-js ignores Echo's authEndpoint/auth headers; this is what it uses.
    channelAuthorization: {
      endpoint: BROADCASTING_AUTH_ENDPOINT,
      transport: 'ajax',
      headersProvider: () => authHeaders(sources),
    },
  };
}
