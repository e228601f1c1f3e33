// The embedded realtime broker: the Pusher Channels protocol 7 over `ws`, on the app's own HTTP server at
// /app/:key. Public, private and presence channels (HMAC auth), ping/pong, nothing else; the HTTP trigger API
// that feeds it is in triggerRoutes.ts. An external Pusher-compatible service replaces it by configuration alone.
// Presence membership lives in a PresenceStore (this process's memory, or Redis for several processes) and member
// events go out through the same fan-out as published events, so they reach the channel's sockets on every process.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { memoryPresenceStore, type PresenceMember, type PresenceStore } from './presenceStore';
import { CHANNEL_NAME, isPresenceChannel, isValidChannelAuth } from './pusherSignatures';

/** Seconds of silence after which the client pings (sent in the handshake; Pusher's own value). */
export const ACTIVITY_TIMEOUT_S = 120;
/** A client message above this closes the connection (Pusher limits client messages to 10 KB). */
export const MAX_CLIENT_MESSAGE_BYTES = 10 * 1024;
/** Subscriptions one connection may hold; the SPA needs two. */
export const MAX_CHANNELS_PER_CONNECTION = 100;
/** A presence member's channel_data (Pusher limits a member's data to 1 KB, and a user_id to 128 characters). */
export const MAX_CHANNEL_DATA_BYTES = 1024;
const MAX_USER_ID_LENGTH = 128;
// Protocol versions whose wire format this broker speaks (pusher-js 8 uses 7).
const PROTOCOLS = new Set(['5', '6', '7']);
// A client that reads slower than we write is cut off rather than buffered without bound.
const MAX_BUFFERED_BYTES = 1024 * 1024;
const SWEEP_INTERVAL_MS = 30_000;
// The client pings after ACTIVITY_TIMEOUT_S of silence and gives up 30 s later; allow for both.
const IDLE_LIMIT_MS = (ACTIVITY_TIMEOUT_S + 60) * 1000;
const CLOSE_GRACE_MS = 500;

type Connection = {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeenAt: number;
  /** The user this socket is on each presence channel as. */
  presence: Map<string, string>;
  /**
   * Events of presence channels whose join is still in the store: held until subscription_succeeded has gone out,
   * since pusher-js replaces its member list with the one in that message.
   */
  held: Map<string, string[]>;
  /** This socket's presence joins and leaves, one after the other. */
  presenceQueue: Promise<void>;
};

type ClientMessage = { event?: unknown; data?: unknown; channel?: unknown };

export type Broker = {
  /** Takes over an HTTP upgrade for /app/:key; false when the path is not the broker's. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends an event to every subscriber of the channels (except one socket); returns how many got it. */
  deliver(channels: readonly string[], event: string, data: string, exceptSocketId?: string): number;
  connectionCount(): number;
  /** Read-only counts for /metrics: sockets, and channel subscriptions summed over them. */
  stats(): { connections: number; subscriptions: number };
  /**
   * Where presence membership is kept and through what member events go out (a fan-out that reaches every
   * process); by default this process's memory and its own sockets.
   */
  usePresence(store: PresenceStore, deliverer: Pick<Broker, 'deliver'>): void;
  /** Forgets this process's presence members after its sockets have left (the store's close). */
  close(): Promise<void>;
};

export type BrokerOptions = { key: string; secret: string; log: FastifyBaseLogger };

function encode(event: string, data: unknown, channel?: string): string {
  // Protocol 7 sends `data` as a JSON-encoded string.
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/** The member a presence subscription's channel_data names, or null when it names none. */
function parseMember(channelData: string): PresenceMember | null {
  let value: unknown;
  try {
    value = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { user_id: rawId, user_info: info } = value as { user_id?: unknown; user_info?: unknown };
  // pusher-js and the SDKs send a string; a number is what older servers sent, and means the same member.
  const userId = typeof rawId === 'number' && Number.isSafeInteger(rawId) ? String(rawId) : rawId;
  if (typeof userId !== 'string' || userId === '' || userId.length > MAX_USER_ID_LENGTH) return null;
  return info === undefined ? { user_id: userId } : { user_id: userId, user_info: info };
}

function parseClientData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

export function createBroker({ key, secret, log }: BrokerOptions): Broker {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  let presence: { store: PresenceStore; deliverer: Pick<Broker, 'deliver'> } | null = null;
  const presenceWork = new Set<Promise<void>>();

  const sweep = setInterval(() => {
    const idleSince = Date.now() - IDLE_LIMIT_MS;
    for (const connection of connections) if (connection.lastSeenAt < idleSince) connection.ws.terminate();
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  function send(connection: Connection, message: string): boolean {
    const { ws } = connection;
    if (ws.readyState !== WebSocket.OPEN) return false;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return false;
    }
    ws.send(message);
    return true;
  }

  function subscriptionError(connection: Connection, channel: string, type: string, error: string, status: number) {
    // pusher-js hands this to the channel's `pusher:subscription_error` listeners; the connection stays up.
    send(connection, JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } }));
  }

  function presenceOf() {
    presence ??= { store: memoryPresenceStore(), deliverer: broker };
    return presence;
  }

  /** Runs a presence step after the socket's earlier ones; close() waits for all of them. */
  function enqueuePresence(connection: Connection, step: () => Promise<void>) {
    const next = connection.presenceQueue.then(step).catch((error: Error) => {
      log.warn({ err: error.message }, 'realtime: presence update failed');
    });
    connection.presenceQueue = next;
    presenceWork.add(next);
    void next.finally(() => presenceWork.delete(next));
  }

  function announceMember(channel: string, event: 'member_added' | 'member_removed', data: object, except?: string) {
    presenceOf().deliverer.deliver([channel], `pusher_internal:${event}`, JSON.stringify(data), except);
  }

  /** Members of a dead process, pruned by the store: nobody else will say they left. */
  function announceDeparted(channel: string, userIds: readonly string[]) {
    for (const userId of userIds) announceMember(channel, 'member_removed', { user_id: userId });
  }

  function leave(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    connection.held.delete(channel);
    const members = subscribers.get(channel);
    if (members) {
      members.delete(connection);
      if (members.size === 0) subscribers.delete(channel);
    }
    const userId = connection.presence.get(channel);
    if (userId === undefined) return;
    connection.presence.delete(channel);
    enqueuePresence(connection, async () => {
      const left = await presenceOf().store.leave(channel, connection.socketId, userId);
      announceDeparted(channel, left.departed);
      if (left.last) announceMember(channel, 'member_removed', { user_id: userId });
    });
  }

  /** Adds the subscription here; false (and the client told) when the connection holds too many. */
  function addSubscriber(connection: Connection, channel: string): boolean {
    if (connection.channels.has(channel)) return true;
    if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      subscriptionError(connection, channel, 'LimitReached', 'Too many channels on one connection', 429);
      return false;
    }
    connection.channels.add(channel);
    let members = subscribers.get(channel);
    if (!members) subscribers.set(channel, (members = new Set()));
    members.add(connection);
    return true;
  }

  function subscribePresence(connection: Connection, channel: string, data: Record<string, unknown>) {
    const channelData = data.channel_data;
    if (
      typeof channelData !== 'string' ||
      Buffer.byteLength(channelData, 'utf8') > MAX_CHANNEL_DATA_BYTES ||
      !isValidChannelAuth(key, secret, connection.socketId, channel, data.auth, channelData)
    ) {
      log.debug({ channel }, 'realtime: refused a presence subscription with an invalid signature');
      subscriptionError(connection, channel, 'AuthError', 'Invalid signature', 401);
      return;
    }
    const member = parseMember(channelData);
    if (!member) {
      subscriptionError(connection, channel, 'InvalidChannelData', 'channel_data must name a user_id', 400);
      return;
    }
    const before = connection.presence.get(channel);
    // The same socket as another user (a new sign-in on the page): the old member leaves first.
    if (before !== undefined && before !== member.user_id) leave(connection, channel);
    if (!addSubscriber(connection, channel)) return;
    connection.presence.set(channel, member.user_id);
    if (!connection.held.has(channel)) connection.held.set(channel, []);
    enqueuePresence(connection, async () => {
      let joined;
      try {
        joined = await presenceOf().store.join(channel, connection.socketId, member);
      } catch (error) {
        log.warn({ err: (error as Error).message, channel }, 'realtime: presence store unavailable');
        if (connection.presence.get(channel) === member.user_id) {
          connection.presence.delete(channel);
          leave(connection, channel);
        }
        subscriptionError(connection, channel, 'PresenceUnavailable', 'Presence is unavailable, try again', 503);
        return;
      }
      announceDeparted(channel, joined.departed);
      // Unsubscribed (or closed) while the store answered: the leave queued behind this step undoes the join.
      if (connection.presence.get(channel) !== member.user_id) return;
      const hash = Object.fromEntries([...joined.members].map(([id, info]) => [id, info ?? null]));
      const ids = Object.keys(hash);
      send(
        connection,
        encode('pusher_internal:subscription_succeeded', { presence: { ids, hash, count: ids.length } }, channel),
      );
      for (const message of connection.held.get(channel) ?? []) send(connection, message);
      connection.held.delete(channel);
      if (joined.first) announceMember(channel, 'member_added', member, connection.socketId);
    });
  }

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
      subscribePresence(connection, channel, data);
      return;
    }
    if (channel.startsWith('private-') && !isValidChannelAuth(key, secret, connection.socketId, channel, data.auth)) {
      log.debug({ channel }, 'realtime: refused a subscription with an invalid signature');
      subscriptionError(connection, channel, 'AuthError', 'Invalid signature', 401);
      return;
    }
    if (!addSubscriber(connection, channel)) return;
    send(connection, encode('pusher_internal:subscription_succeeded', {}, channel));
  }

  function onMessage(connection: Connection, raw: RawData, isBinary: boolean) {
    connection.lastSeenAt = Date.now();
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
        // Client events (client-*) are not enabled: the server is the only publisher. Unknown events are ignored.
        return;
    }
  }

  function accept(ws: WebSocket, appKey: string, protocol: string | null) {
    if (appKey !== key) {
      ws.send(encode('pusher:error', { code: 4001, message: `App key ${appKey.slice(0, 64)} does not exist` }));
      ws.close(4001, 'Unknown app key');
      return;
    }
    if (protocol !== null && !PROTOCOLS.has(protocol)) {
      ws.send(encode('pusher:error', { code: 4007, message: 'Unsupported protocol version' }));
      ws.close(4007, 'Unsupported protocol version');
      return;
    }
    const connection: Connection = {
      ws,
      socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
      channels: new Set(),
      lastSeenAt: Date.now(),
      presence: new Map(),
      held: new Map(),
      presenceQueue: Promise.resolve(),
    };
    connections.add(connection);
    ws.on('message', (raw, isBinary) => onMessage(connection, raw, isBinary));
    // A protocol error (e.g. an oversized frame) is followed by 'close'; it must not crash the process.
    ws.on('error', (error) => log.debug({ err: error.message }, 'realtime: connection error'));
    ws.on('close', () => {
      for (const channel of [...connection.channels]) leave(connection, channel);
      connections.delete(connection);
    });
    send(
      connection,
      encode('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }),
    );
  }

  const broker: Broker = {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://broker.invalid');
      const match = /^\/app\/([^/]+)$/.exec(url.pathname);
      if (!match) return false;
      let appKey: string;
      try {
        appKey = decodeURIComponent(match[1]);
      } catch {
        appKey = '';
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, appKey, url.searchParams.get('protocol')));
      return true;
    },

    deliver(channels, event, data, exceptSocketId) {
      let delivered = 0;
      // One message per channel: a client subscribed to two of them gets the event on each, as with Pusher.
      for (const channel of channels) {
        const message = encode(event, data, channel);
        for (const connection of subscribers.get(channel) ?? []) {
          if (connection.socketId === exceptSocketId) continue;
          const held = connection.held.get(channel);
          if (held) held.push(message);
          else if (send(connection, message)) delivered += 1;
        }
      }
      return delivered;
    },

    connectionCount: () => connections.size,
    stats: () => ({
      connections: connections.size,
      subscriptions: [...connections].reduce((n, c) => n + c.channels.size, 0),
    }),

    usePresence(store, deliverer) {
      presence = { store, deliverer };
    },

    async close() {
      clearInterval(sweep);
      const open = [...connections];
      // 4200: "reconnect immediately": clients move to whichever instance answers next.
      for (const { ws } of open) ws.close(4200, 'Server restarting');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CLOSE_GRACE_MS);
        const check = () => {
          if (connections.size === 0) {
            clearTimeout(timer);
            resolve();
          }
        };
        for (const { ws } of open) ws.once('close', check);
        check();
      });
      for (const connection of connections) {
        connection.ws.terminate();
        // Left now rather than on 'close', which may come after the wait below: the others hear member_removed.
        for (const channel of [...connection.presence.keys()]) leave(connection, channel);
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      // The closed sockets' leaves tell the other processes' subscribers; then whatever is left of ours goes.
      while (presenceWork.size > 0) await Promise.all([...presenceWork]);
      await presence?.store.close();
    },
  };
  return broker;
}

/** Routes the app server's upgrade requests to the broker and closes the broker before the server stops. */
export function attachBroker(app: FastifyInstance, broker: Broker): void {
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (broker.handleUpgrade(request, socket, head)) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  // preClose: before Fastify waits for the HTTP server, whose close would otherwise wait for open sockets.
  app.addHook('preClose', async () => {
    await broker.close();
  });
}
