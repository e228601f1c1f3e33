// laravel-echo and pusher-js in their own chunk, loaded after first paint: they are not in the entry chunk.
import { XSRF_COOKIE } from '../../../domain/csrf';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { readCookie } from '../../../store/http/cookies';
import { pusherOptions } from './pusherOptions';
import type { EchoLike } from './realtimeConnection';

function xsrfToken(): string | null {
  const raw = readCookie(XSRF_COOKIE);
  return raw === null ? null : decodeURIComponent(raw);
}

export async function loadEcho(pusher: RuntimeConfig['pusher']): Promise<EchoLike> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([
    import(/* webpackChunkName: "realtime" */ 'laravel-echo'),
    import(/* webpackChunkName: "realtime" */ 'pusher-js'),
  ]);
  const client: InstanceType<typeof Pusher> = new Pusher(
    pusher.key,
    pusherOptions(pusher, { xsrfToken, socketId: (): string | undefined => client.connection.socket_id }),
  );
  // Echo wraps the client we configured (channel names, event formatting); it creates no second one.
  const echo = new Echo<'pusher'>({ broadcaster: 'pusher', key: pusher.key, client });
  return echo;
}
