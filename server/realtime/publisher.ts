// Publishes realtime events with the official Pusher SDK, to the embedded broker or to whatever
// Pusher-compatible service the configuration names. Publishing is best effort: a failure is logged and
// reported as `false`, never thrown, because the client refetches what it missed when it reconnects.
import Pusher from 'pusher';
import type { Config } from '../config';
import {
  APP_CHANNEL,
  APP_UPDATED_EVENT,
  userChannelName,
  type UserEventName,
  type UserEventPayloads,
} from '../../src/domain/realtimeEvents';
import { realtimeTarget } from './realtimeTarget';

export type RealtimePublisher = {
  publish(channel: string, event: string, data: unknown, options?: { exceptSocketId?: string }): Promise<boolean>;
  /** An event on the customer's own private channel (the names and payloads of src/domain/realtimeEvents.ts). */
  publishToUser<E extends UserEventName>(userId: number, event: E, data: UserEventPayloads[E]): Promise<boolean>;
  /** Tells every open page a new release is live; they reload (§2 App root). */
  announceAppUpdate(): Promise<boolean>;
  /** The `auth` a client needs to subscribe to a private channel, signed with the app secret. */
  authorizeChannel(socketId: string, channel: string): { auth: string };
};

type Logger = { warn: (obj: object, msg: string) => void; debug: (obj: object, msg: string) => void };

export type PublisherOptions = {
  /**
   * The embedded broker's current address (the app's own listening socket), or null while it is not
   * listening. Without it the embedded broker is taken to be the server at HOST:PORT (e.g. from a script).
   */
  embeddedAddress?: () => { host: string; port: number } | null;
  log?: Logger;
  /** Milliseconds before a publish gives up. */
  timeoutMs?: number;
};

const silent: Logger = { warn: () => undefined, debug: () => undefined };

/** A wildcard listen address is reached on loopback. */
export function loopbackFor(host: string): string {
  return host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
}

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export function createPublisher(config: Config, options: PublisherOptions = {}): RealtimePublisher {
  const { appId, key, secret } = config.pusher;
  const log = options.log ?? silent;
  const timeout = options.timeoutMs ?? 5000;
  const target = realtimeTarget(config);
  // Signing needs no host; one instance serves every authorizeChannel call.
  const signer = new Pusher({ appId, key, secret, cluster: config.pusher.cluster || 'mt1' });
  const clients = new Map<string, Pusher>();
  let clusterClient: Pusher | null = null;

  function clientFor(host: string, port: number, useTLS: boolean): Pusher {
    const id = `${host}:${port}:${useTLS}`;
    let client = clients.get(id);
    if (!client) {
      client = new Pusher({ appId, key, secret, host: hostForUrl(host), port: String(port), useTLS, timeout });
      clients.set(id, client);
    }
    return client;
  }

  function client(): Pusher | null {
    switch (target.kind) {
      case 'pusher':
        clusterClient ??= new Pusher({ appId, key, secret, cluster: target.cluster, useTLS: true, timeout });
        return clusterClient;
      case 'selfHosted':
        return clientFor(target.host, target.port, target.useTLS);
      case 'embedded': {
        const address = options.embeddedAddress
          ? options.embeddedAddress()
          : { host: loopbackFor(config.host), port: config.port };
        return address ? clientFor(address.host, address.port, false) : null;
      }
    }
  }

  async function publish(
    channel: string,
    event: string,
    data: unknown,
    publishOptions: { exceptSocketId?: string } = {},
  ): Promise<boolean> {
    const pusher = client();
    if (!pusher) {
      // The embedded broker has no subscribers while the server is not listening (e.g. inject-only tests).
      log.debug({ channel, event }, 'realtime: not listening, event dropped');
      return false;
    }
    try {
      const params = publishOptions.exceptSocketId ? { socket_id: publishOptions.exceptSocketId } : undefined;
      await pusher.trigger(channel, event, data, params);
      return true;
    } catch (error) {
      const detail = error as { status?: number; message?: string };
      log.warn({ channel, event, status: detail.status, err: detail.message }, 'realtime: publish failed');
      return false;
    }
  }

  return {
    publish,
    publishToUser: (userId, event, data) => publish(userChannelName(userId), event, data),
    announceAppUpdate: () => publish(APP_CHANNEL, APP_UPDATED_EVENT, { at: new Date().toISOString() }),
    authorizeChannel: (socketId, channel) => ({ auth: signer.authorizeChannel(socketId, channel).auth }),
  };
}
