// PUSHER_HOST/PUSHER_PORT/PUSHER_SCHEME/PUSHER_APP_CLUSTER choose the broker with no code change.
import { createHmac } from 'node:crypto';
import { loadConfig } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/http/contentSecurityPolicy';
import { createPublisher } from '../../../server/realtime/publisher';
import { clientSocketConfig, realtimeTarget } from '../../../server/realtime/realtimeTarget';

const page = { hostname: 'app.example.dk', port: 443, protocol: 'https' };

test('no host and no cluster: the embedded broker on the page’s own origin', () => {
  const config = loadConfig({});
  expect(realtimeTarget(config)).toEqual({ kind: 'embedded' });
  expect(clientSocketConfig(realtimeTarget(config), { hostname: 'localhost', port: 3100, protocol: 'http' })).toEqual({
    wsHost: 'localhost',
    wsPort: 3100,
    forceTLS: false,
    cluster: '',
  });
});

test('Soketi or Reverb: PUSHER_HOST serves both the API and the sockets', () => {
  const config = loadConfig({ PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6001', PUSHER_SCHEME: 'http' });
  expect(realtimeTarget(config)).toEqual({ kind: 'selfHosted', host: 'soketi.internal', port: 6001, useTLS: false });
  expect(clientSocketConfig(realtimeTarget(config), page)).toEqual({
    wsHost: 'soketi.internal',
    wsPort: 6001,
    forceTLS: false,
    cluster: '',
  });
  const tls = loadConfig({ PUSHER_HOST: 'ws.example.dk', PUSHER_SCHEME: 'https' });
  expect(realtimeTarget(tls)).toEqual({ kind: 'selfHosted', host: 'ws.example.dk', port: 443, useTLS: true });
  expect(contentSecurityPolicy(tls).connectSrc).toContain('wss://ws.example.dk:*');
});

test('Pusher Channels: a cluster, or its API host, means pusher-js finds the socket host from the cluster', () => {
  for (const env of [{ PUSHER_APP_CLUSTER: 'eu' }, { PUSHER_HOST: 'api-eu.pusher.com', PUSHER_SCHEME: 'https' }]) {
    const config = loadConfig(env);
    expect(realtimeTarget(config)).toEqual({ kind: 'pusher', cluster: 'eu', useTLS: true });
    expect(clientSocketConfig(realtimeTarget(config), page)).toEqual({
      wsHost: null,
      wsPort: null,
      forceTLS: true,
      cluster: 'eu',
    });
    expect(contentSecurityPolicy(config).connectSrc).toContain('wss://ws-eu.pusher.com');
  }
});

test('the publisher signs channel auth the Pusher way whatever the target', () => {
  const publisher = createPublisher(
    loadConfig({ PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_APP_CLUSTER: 'eu' }),
  );
  // Pusher's documented example: HMAC-SHA256("secret", "1234.1234:private-foobar").
  expect(publisher.authorizeChannel('1234.1234', 'private-foobar').auth).toBe(
    'key:' + createHmac('sha256', 'secret').update('1234.1234:private-foobar').digest('hex'),
  );
});
