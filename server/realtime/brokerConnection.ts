// One socket of the embedded broker and what goes out on it: the protocol's framing, its error answers, and the
// cut-off for clients that read slower than we write.
import { WebSocket } from 'ws';

// A client that reads slower than we write is cut off rather than buffered without bound.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Who opened a socket: its address, and the signed-in user its cookies name (null for a guest or a system). */
export type Client = { address: string; userId: string | null };

export type Connection = {
  ws: WebSocket;
  socketId: string;
  /** Whom the connection quota counts this socket against. */
  client: Client;
  /** Whether one more client message fits this socket's budget. */
  mayReceive: () => boolean;
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

export function encode(event: string, data: unknown, channel?: string): string {
  // Protocol 7 sends `data` as a JSON-encoded string.
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

export function parseClientData(data: unknown): Record<string, unknown> {
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

/** Sends unless the socket is closing; false when it was not sent. */
export function send(connection: Connection, message: string): boolean {
  const { ws } = connection;
  if (ws.readyState !== WebSocket.OPEN) return false;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    ws.terminate();
    return false;
  }
  ws.send(message);
  return true;
}

export function subscriptionError(
  connection: Connection,
  channel: string,
  type: string,
  error: string,
  status: number,
) {
  // pusher-js hands this to the channel's `pusher:subscription_error` listeners; the connection stays up.
  send(connection, JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } }));
}

/** Ends a socket with a Pusher error code, telling the client why first (the close reason is short ASCII). */
export function refuse(ws: WebSocket, code: number, message: string, reason: string) {
  ws.send(encode('pusher:error', { code, message }));
  ws.close(code, reason);
}
