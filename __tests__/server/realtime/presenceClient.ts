// pusher-js on a presence channel, for the presence tests on one process and on two: a client that authorizes
// through the real POST /api/broadcasting/auth of a browser session, and a record of what its channel saw.
import PusherClient from 'pusher-js';
import type { BrowserSession } from '../../support/browserSession';

export type Member = { id: string; info: unknown };

export type PresenceView = {
  /** The member list pusher-js holds now, by id. */
  members(): Member[];
  me(): Member | null;
  added: Member[];
  removed: Member[];
  /** Settles on subscription_succeeded; rejects with the auth status on a subscription error. */
  subscribed: Promise<void>;
};

/** pusher-js settings for the broker of a test app listening on `port`, as the SPA's (no TLS, no stats). */
export const localPusherOptions = (port: number) => ({
  cluster: '',
  wsHost: '127.0.0.1',
  wsPort: port,
  forceTLS: false,
  enabledTransports: ['ws' as const],
  disableStats: true,
});

export async function connectPusher(
  key: string,
  port: number,
  session: BrowserSession,
  opened: PusherClient[],
): Promise<PusherClient> {
  const client = new PusherClient(key, {
    ...localPusherOptions(port),
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        session
          .post('/api/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
          .then((res) =>
            res.statusCode === 200 ? callback(null, res.json()) : callback(new Error(`auth ${res.statusCode}`), null),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  opened.push(client);
  await new Promise<void>((resolve, reject) => {
    client.connection.bind('connected', () => resolve());
    client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')));
  });
  return client;
}

type Members = { each(cb: (m: Member) => void): void; me: Member | null };

export function joinPresence(client: PusherClient, channelName: string): PresenceView {
  const channel = client.subscribe(channelName) as ReturnType<PusherClient['subscribe']> & { members: Members };
  const added: Member[] = [];
  const removed: Member[] = [];
  channel.bind('pusher:member_added', (member: Member) => added.push(member));
  channel.bind('pusher:member_removed', (member: Member) => removed.push(member));
  const subscribed = new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  return {
    members() {
      const list: Member[] = [];
      channel.members.each((member) => list.push(member));
      return list.sort((a, b) => a.id.localeCompare(b.id));
    },
    me: () => channel.members.me,
    added,
    removed,
    subscribed,
  };
}

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
