// Publishes realtime events. With the embedded broker in this process, events go straight to it: no HTTP, so
// nothing to time out or lose under load. Otherwise (an external Pusher-compatible service, or a script that
// reaches the running server's embedded broker) they go through the official Pusher SDK, retried with
// exponential backoff. Publishing is best effort: a failure is logged (never the payload) and reported as
// `false`, never thrown, because the client refetches what it missed when it reconnects.
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import type { Config } from '../config';
import {
  APP_CHANNEL,
  APP_UPDATED_EVENT,
  userChannelName,
  type UserEventName,
  type UserEventPayloads,
} from '../../domain/realtimeEvents';
import type { Broker } from './broker';
import { realtimeTarget } from './realtimeTarget';
import { parseTriggerEvent } from './triggerEvent';

export type RealtimePublisher = {
  publish(channel: string, event: string, data: unknown, options?: { exceptSocketId?: string }): Promise<boolean>;
  /** An event on the customer's own private channel (the names and payloads of domain/realtimeEvents.ts). */
  publishToUser<E extends UserEventName>(userId: number, event: E, data: UserEventPayloads[E]): Promise<boolean>;
  /** Tells every open page a new release is live; they reload (§2 App root). */
  announceAppUpdate(): Promise<boolean>;
  /**
   * The `auth` a client needs to subscribe to a private channel, signed with the app secret; for a presence
   * channel also the member's `channel_data`, which the signature covers.
   */
  authorizeChannel(socketId: string, channel: string, member?: ChannelMember): { auth: string; channel_data?: string };
};

/**
 * The app's publisher (`app.realtime`, declared once in realtimePlugin.ts), or none where the realtime plugin is not
 * registered (an app built without it): publishing is then a no-op, as it is best effort anyway.
 */
export function publisherOf(app: FastifyInstance): RealtimePublisher | undefined {
  return app.hasDecorator('realtime') ? app.realtime : undefined;
}

/** A presence member as the SDK signs it: an id and an object others may see. */
export type ChannelMember = { user_id: string; user_info?: Record<string, unknown> };

type Logger = { warn: (obj: object, msg: string) => void; debug: (obj: object, msg: string) => void };

/**
 * Waits before each retry of a failed HTTP publish: 4 tries in about 1.4 s, enough to ride out a broker restart
 * or a burst of 5xx without holding events for long (they are stale after a few seconds anyway).
 */
export const RETRY_DELAYS_MS: readonly number[] = [200, 400, 800];

export type PublisherOptions = {
  /**
   * The embedded broker running in this process; used only when the configuration names no external service.
   * Without it (a script), the embedded broker is the server at HOST:PORT, reached over its trigger API.
   */
  broker?: Pick<Broker, 'deliver'>;
  log?: Logger;
  /** Milliseconds before one HTTP attempt gives up. */
  timeoutMs?: number;
  /** Overrides RETRY_DELAYS_MS (tests). */
  retryDelaysMs?: readonly number[];
};

const silent: Logger = { warn: () => undefined, debug: () => undefined };

/** A wildcard listen address is reached on loopback. */
export function loopbackFor(host: string): string {
  return host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
}

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The SDK's HTTP failure: a status when the service answered, none when the request itself failed. */
type RequestFailure = { name?: string; status?: number; message?: string };

/**
 * Worth another try: no answer (network error, timeout), a 5xx, or 429. A 4xx (bad signature, too large)
 * fails the same way every time, and a non-HTTP error (the SDK refusing a channel name) never reached the wire.
 */
function isTransient(error: unknown): boolean {
  const { name, status } = (error ?? {}) as RequestFailure;
  if (name !== 'PusherRequestError') return false;
  return status === undefined || status >= 500 || status === 429;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPublisher(config: Config, options: PublisherOptions = {}): RealtimePublisher {
  const { appId, key, secret } = config.pusher;
  const log = options.log ?? silent;
  const timeout = options.timeoutMs ?? 5000;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const target = realtimeTarget(config);
  // Signing needs no host; one instance serves every authorizeChannel call.
  const signer = new Pusher({ appId, key, secret, cluster: config.pusher.cluster || 'mt1' });
  const broker = target.kind === 'embedded' ? options.broker : undefined;

  function httpClient(): Pusher {
    switch (target.kind) {
      case 'pusher':
        return new Pusher({ appId, key, secret, cluster: target.cluster, useTLS: true, timeout });
      case 'selfHosted':
        return new Pusher({
          appId,
          key,
          secret,
          host: hostForUrl(target.host),
          port: String(target.port),
          timeout,
          useTLS: target.useTLS,
        });
      case 'embedded': {
        const host = hostForUrl(loopbackFor(config.host));
        return new Pusher({ appId, key, secret, host, port: String(config.port), useTLS: false, timeout });
      }
    }
  }
  let http: Pusher | null = null;

  function publishInProcess(
    inProcess: Pick<Broker, 'deliver'>,
    channel: string,
    event: string,
    data: unknown,
    exceptSocketId?: string,
  ): boolean {
    // The SDK sends a string as it is and JSON-encodes anything else; so does this path.
    const parsed = parseTriggerEvent({
      name: event,
      data: typeof data === 'string' ? data : JSON.stringify(data),
      channels: [channel],
      socket_id: exceptSocketId,
    });
    if (!parsed.ok) {
      log.warn({ channel, event, status: parsed.status, err: parsed.error }, 'realtime: publish refused');
      return false;
    }
    const { channels, name, data: encoded, socketId } = parsed.event;
    inProcess.deliver(channels, name, encoded, socketId);
    return true;
  }

  async function publishOverHttp(
    pusher: Pusher,
    channel: string,
    event: string,
    data: unknown,
    exceptSocketId?: string,
  ): Promise<boolean> {
    const params = exceptSocketId ? { socket_id: exceptSocketId } : undefined;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await pusher.trigger(channel, event, data, params);
        if (attempt > 1) log.debug({ channel, event, attempt }, 'realtime: published after a retry');
        return true;
      } catch (error) {
        const { status, message } = (error ?? {}) as RequestFailure;
        const retryIn = isTransient(error) ? retryDelays[attempt - 1] : undefined;
        // Channel, event name and status only: the payload may hold personal data, the URL the signature.
        const details = { channel, event, attempt, status, err: message };
        if (retryIn === undefined) {
          log.warn(details, 'realtime: publish failed');
          return false;
        }
        log.debug({ ...details, retryIn }, 'realtime: publish failed, retrying');
        await sleep(retryIn);
      }
    }
  }

  const publish: RealtimePublisher['publish'] = async (channel, event, data, { exceptSocketId } = {}) => {
    if (broker) return publishInProcess(broker, channel, event, data, exceptSocketId);
    http ??= httpClient();
    return publishOverHttp(http, channel, event, data, exceptSocketId);
  };

  return {
    publish,
    publishToUser: (userId, event, data) => publish(userChannelName(userId), event, data),
    announceAppUpdate: () => publish(APP_CHANNEL, APP_UPDATED_EVENT, { at: new Date().toISOString() }),
    authorizeChannel: (socketId, channel, member) => {
      // The SDK signs as Pusher, Soketi and Reverb check it, so any of them accepts the same answer.
      const { auth, channel_data: channelData } = signer.authorizeChannel(socketId, channel, member);
      return channelData === undefined ? { auth } : { auth, channel_data: channelData };
    },
  };
}
