// The broker's channel bookkeeping in this process: which sockets are on which channel (within the cap of channels
// per socket), and an event delivered to a channel's sockets.
import { encode, send, subscriptionError, type Connection } from './brokerConnection';

export type ChannelSubscribers = ReturnType<typeof channelSubscribers>;

export function channelSubscribers(maxChannelsPerConnection: number) {
  const subscribers = new Map<string, Set<Connection>>();
  let subscriptions = 0;
  const of = (channel: string): Iterable<Connection> => subscribers.get(channel) ?? [];
  return {
    of,
    /** Adds the subscription; false (and the client told) when the socket holds as many as allowed. */
    add(connection: Connection, channel: string): boolean {
      if (connection.channels.has(channel)) return true;
      if (connection.channels.size >= maxChannelsPerConnection) {
        subscriptionError(connection, channel, 'LimitReached', 'Too many channels on one connection', 429);
        return false;
      }
      connection.channels.add(channel);
      subscriptions += 1;
      let members = subscribers.get(channel);
      if (!members) subscribers.set(channel, (members = new Set()));
      members.add(connection);
      return true;
    },
    remove(connection: Connection, channel: string) {
      if (connection.channels.delete(channel)) subscriptions -= 1;
      connection.held.delete(channel);
      const members = subscribers.get(channel);
      if (!members) return;
      members.delete(connection);
      if (members.size === 0) subscribers.delete(channel);
    },
    counts: () => ({ subscriptions, channels: subscribers.size }),
    /** Sends the event to the channels' sockets here (but `exceptSocketId`); answers how many sends went out. */
    deliver(names: readonly string[], event: string, data: string, exceptSocketId?: string): number {
      let delivered = 0;
      // One message per channel: a client subscribed to two of them gets the event on each, as with Pusher.
      for (const channel of names) {
        const message = encode(event, data, channel);
        for (const connection of of(channel)) {
          if (connection.socketId === exceptSocketId) continue;
          const held = connection.held.get(channel);
          if (held) held.push(message);
          else if (send(connection, message)) delivered += 1;
        }
      }
      return delivered;
    },
  };
}
