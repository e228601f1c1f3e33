// pusher-js configured at run time (§7 Realtime): auth at our endpoint with the CSRF and socket-id headers.
import { BROADCASTING_AUTH_ENDPOINT, pusherOptions } from '../../../../src/lib/realtime/pusherOptions';

const embedded = { key: 'k', wsHost: 'localhost', wsPort: 3100, wssPort: 3100, forceTLS: false, cluster: '' };

test('the embedded broker: host and port from config, no TLS, WebSocket transports only', () => {
  const options = pusherOptions(embedded, { xsrfToken: () => null, socketId: () => undefined });
  expect(options).toMatchObject({
    cluster: '',
    wsHost: 'localhost',
    wsPort: 3100,
    wssPort: 3100,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
  });
});

test('Pusher Channels itself: no host, found by cluster', () => {
  const options = pusherOptions(
    { key: 'k', wsHost: null, wsPort: null, wssPort: null, forceTLS: true, cluster: 'eu' },
    { xsrfToken: () => null, socketId: () => undefined },
  );
  expect(options).toMatchObject({ cluster: 'eu', forceTLS: true });
  expect(options).not.toHaveProperty('wsHost');
});

test('channel auth posts to /api/broadcasting/auth with the current XSRF token and the socket id', () => {
  let token = 'first';
  const options = pusherOptions(embedded, { xsrfToken: () => token, socketId: () => '123.456' });
  const auth = options.channelAuthorization as {
    endpoint: string;
    transport: string;
    headersProvider: () => Record<string, string>;
  };
  expect(auth.endpoint).toBe(BROADCASTING_AUTH_ENDPOINT);
  expect(BROADCASTING_AUTH_ENDPOINT).toBe('/api/broadcasting/auth');
  expect(auth.transport).toBe('ajax');
  expect(auth.headersProvider()).toEqual({
    Accept: 'application/json',
    'X-XSRF-TOKEN': 'first',
    'X-Socket-ID': '123.456',
  });
  // Signing in replaces the token; the next subscription sends the new one.
  token = 'second';
  expect(auth.headersProvider()['X-XSRF-TOKEN']).toBe('second');
});
