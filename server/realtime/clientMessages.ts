// What the broker does with a client's message: ping, subscribe (with the channel's auth checked here: a private
// channel's signature, a presence channel's through presenceChannels.ts) and unsubscribe, within the socket's
// message budget. Client events are not enabled: the server is the only publisher.
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import { encode, parseClientData, refuse, send, subscriptionError, type Connection } from './brokerConnection';
import { CLOSE_CODES } from './brokerLimits';
import type { ChannelSubscribers } from './channelSubscribers';
import type { createPresenceChannels } from './presenceChannels';
import { CHANNEL_NAME, isPresenceChannel, isValidChannelAuth } from './pusherSignatures';

type ClientMessage = { event?: unknown; data?: unknown; channel?: unknown };

export type ClientMessageDeps = {
  key: string;
  secret: string;
  log: FastifyBaseLogger;
  channels: ChannelSubscribers;
  presence: Pick<ReturnType<typeof createPresenceChannels>, 'subscribe'>;
  /** Takes the socket off the channel, presence included. */
  leave(connection: Connection, channel: string): void;
};

/** The handler of one socket's incoming messages. */
export function clientMessages({ key, secret, log, channels, presence, leave }: ClientMessageDeps) {
  function subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      subscriptionError(
        connection,
        typeof channel === 'string' ? channel.slice(0, 200) : '',
        'InvalidChannel',
        'Invalid channel name',
        400,
      );
      return;
    }
    if (isPresenceChannel(channel)) {
      presence.subscribe(connection, channel, data);
      return;
    }
    if (channel.startsWith('private-') && !isValidChannelAuth(key, secret, connection.socketId, channel, data.auth)) {
      log.debug({ channel }, 'realtime: refused a subscription with an invalid signature');
      subscriptionError(connection, channel, 'AuthError', 'Invalid signature', 401);
      return;
    }
    if (!channels.add(connection, channel)) return;
    send(connection, encode('pusher_internal:subscription_succeeded', {}, channel));
  }

  return function onMessage(connection: Connection, raw: RawData, isBinary: boolean) {
    // Frames that arrive after the close began are dropped.
    if (connection.ws.readyState !== WebSocket.OPEN) return;
    connection.lastSeenAt = Date.now();
    if (!connection.mayReceive()) {
      log.info({ address: connection.client.address }, 'realtime: closed a socket over its message rate');
      refuse(connection.ws, CLOSE_CODES.rateLimited, 'Client messages are rate limited', 'Rate limited');
      return;
    }
    if (isBinary) return;
    let message: ClientMessage;
    try {
      message = JSON.parse(raw.toString()) as ClientMessage;
    } catch {
      send(connection, encode('pusher:error', { code: null, message: 'Invalid JSON' }));
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    switch (message.event) {
      case 'pusher:ping':
        send(connection, encode('pusher:pong', {}));
        return;
      case 'pusher:subscribe':
        subscribe(connection, parseClientData(message.data));
        return;
      case 'pusher:unsubscribe': {
        const channel = parseClientData(message.data).channel;
        if (typeof channel === 'string') leave(connection, channel);
        return;
      }
      default:
        // Unknown events, client-* ones included, are ignored.
        return;
    }
  };
}
