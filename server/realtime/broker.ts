// The embedded realtime broker: the Pusher Channels protocol 7 over `ws`, on the app's own HTTP server at
// /app/:key. Public, private and presence channels (HMAC auth), ping/pong, nothing else; the HTTP trigger API
// that feeds it is in triggerRoutes.ts. An external Pusher-compatible service replaces it by configuration alone.
// Its parts: one socket's framing (brokerConnection.ts), the channels' subscribers and delivery
// (channelSubscribers.ts), a client's messages and the subscriptions' auth (clientMessages.ts), presence
// (presenceChannels.ts), the caps against one client taking it over (brokerLimits.ts), and here each socket's life.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { encode, refuse, send, type Client, type Connection } from './brokerConnection';
import { CLOSE_CODES, connectionQuota, messageBudget, type RealtimeLimits } from './brokerLimits';
import { channelSubscribers } from './channelSubscribers';
import { clientMessages } from './clientMessages';
import { createPresenceChannels, type Deliverer } from './presenceChannels';
import type { PresenceStore } from './presenceStore';

export type { Client } from './brokerConnection';

/** Seconds of silence after which the client pings (sent in the handshake; Pusher's own value). */
export const ACTIVITY_TIMEOUT_S = 120;
// Protocol versions whose wire format this broker speaks (pusher-js 8 uses 7).
const PROTOCOLS = new Set(['5', '6', '7']);
const SWEEP_INTERVAL_MS = 30_000;
// The client pings after ACTIVITY_TIMEOUT_S of silence and gives up 30 s later; allow for both.
const IDLE_LIMIT_MS = (ACTIVITY_TIMEOUT_S + 60) * 1000;
const CLOSE_GRACE_MS = 500;

export type BrokerStats = { connections: number; subscriptions: number; channels: number };

export type Broker = Deliverer & {
  /** Takes over an HTTP upgrade for /app/:key; false when the path is not the broker's. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  connectionCount(): number;
  /** Sockets, subscriptions (a socket on two channels is two) and channels with a subscriber, in this process. */
  stats(): BrokerStats;
  /**
   * Where presence membership is kept and through what member events go out (a fan-out that reaches every
   * process); by default this process's memory and its own sockets.
   */
  usePresence(store: PresenceStore, deliverer: Deliverer): void;
  /** Forgets this process's presence members after its sockets have left (the store's close). */
  close(): Promise<void>;
};

export type BrokerOptions = {
  key: string;
  secret: string;
  log: FastifyBaseLogger;
  limits: RealtimeLimits;
  /** Who an upgrade request comes from (its address at once, its user from its session cookie). */
  identify(request: IncomingMessage): Promise<Client>;
};

/** The app key and protocol version of an upgrade to /app/:key; null when the path is not the broker's. */
function brokerTarget(request: IncomingMessage): { appKey: string; protocol: string | null } | null {
  const url = new URL(request.url ?? '/', 'http://broker.invalid');
  const match = /^\/app\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  let appKey: string;
  try {
    appKey = decodeURIComponent(match[1]);
  } catch {
    appKey = '';
  }
  return { appKey, protocol: url.searchParams.get('protocol') };
}

/** Settles when every socket of `open` has closed (left `connections`), or after CLOSE_GRACE_MS. */
function allClosed(open: readonly Connection[], connections: Set<Connection>): Promise<void> {
  return new Promise<void>((resolve) => {
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
}

export function createBroker({ key, secret, log, limits, identify }: BrokerOptions): Broker {
  // ws closes a socket whose message is larger with 1009 (pusher-js then reconnects after a second; it never
  // sends such a message itself).
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const quota = connectionQuota(limits);
  const channels = channelSubscribers(limits.maxChannelsPerConnection);
  const presence = createPresenceChannels({
    key,
    secret,
    log,
    addSubscriber: channels.add,
    unsubscribe: leave,
    localDeliverer: { deliver: channels.deliver },
  });

  const sweep = setInterval(() => {
    const idleSince = Date.now() - IDLE_LIMIT_MS;
    for (const connection of connections) if (connection.lastSeenAt < idleSince) connection.ws.terminate();
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const onMessage = clientMessages({ key, secret, log, channels, presence, leave });

  function leave(connection: Connection, channel: string) {
    channels.remove(connection, channel);
    presence.leave(connection, channel);
  }

  function accept(ws: WebSocket, appKey: string, protocol: string | null, client: Client) {
    if (appKey !== key) {
      refuse(ws, 4001, `App key ${appKey.slice(0, 64)} does not exist`, 'Unknown app key');
      return;
    }
    if (protocol !== null && !PROTOCOLS.has(protocol)) {
      refuse(ws, 4007, 'Unsupported protocol version', 'Unsupported protocol version');
      return;
    }
    if (!quota.admit(client.address, client.userId)) {
      log.info({ address: client.address }, 'realtime: refused a socket over its connection quota');
      refuse(ws, CLOSE_CODES.overQuota, 'Over connection quota: too many sockets from this client', 'Over quota');
      return;
    }
    const connection: Connection = {
      ws,
      socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
      client,
      mayReceive: messageBudget(limits.messagesPerSecond, limits.messageBurst),
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
      quota.release(client.address, client.userId);
    });
    send(
      connection,
      encode('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }),
    );
  }

  return {
    handleUpgrade(request, socket, head) {
      const target = brokerTarget(request);
      if (!target) return false;
      const { appKey, protocol } = target;
      // The socket is upgraded whoever it is, so that a refused client hears a Pusher close code it acts on.
      void identify(request).then(
        (client) => wss.handleUpgrade(request, socket, head, (ws) => accept(ws, appKey, protocol, client)),
        (error: Error) => {
          log.warn({ err: error.message }, 'realtime: could not tell who an upgrade came from');
          socket.destroy();
        },
      );
      return true;
    },

    deliver: channels.deliver,

    connectionCount: () => connections.size,

    stats: () => ({ connections: connections.size, ...channels.counts() }),

    usePresence: presence.use,

    async close() {
      clearInterval(sweep);
      const open = [...connections];
      for (const { ws } of open) ws.close(CLOSE_CODES.restarting, 'Server restarting');
      await allClosed(open, connections);
      for (const connection of connections) {
        connection.ws.terminate();
        // Left now rather than on 'close', which may come after the wait below: the others hear member_removed.
        for (const channel of [...connection.presence.keys()]) leave(connection, channel);
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await presence.close();
    },
  };
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
