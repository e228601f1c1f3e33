// Presence channels of the embedded broker: who may join (channel_data signed for the socket), the members in a
// PresenceStore (this process's memory, or Redis for several processes), and member events sent through the same
// fan-out as published events, so they reach the channel's sockets on every process.
import type { FastifyBaseLogger } from 'fastify';
import { encode, send, subscriptionError, type Connection } from './brokerConnection';
import { memoryPresenceStore, type PresenceMember, type PresenceStore } from './presenceStore';
import { isValidChannelAuth } from './pusherSignatures';

/** A presence member's channel_data (Pusher limits a member's data to 1 KB, and a user_id to 128 characters). */
export const MAX_CHANNEL_DATA_BYTES = 1024;
const MAX_USER_ID_LENGTH = 128;

export type Deliverer = {
  deliver(channels: readonly string[], event: string, data: string, exceptSocketId?: string): number;
};

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

type PresenceChannelsOptions = {
  key: string;
  secret: string;
  log: FastifyBaseLogger;
  /** Adds the socket to the channel's subscribers; false (and the client told) when it may hold no more. */
  addSubscriber(connection: Connection, channel: string): boolean;
  /** Takes the socket off a channel altogether (which comes back here through `leave`). */
  unsubscribe(connection: Connection, channel: string): void;
  /** This process's own sockets: where member events go until `use` names a fan-out. */
  localDeliverer: Deliverer;
};

export function createPresenceChannels({
  key,
  secret,
  log,
  addSubscriber,
  unsubscribe,
  localDeliverer,
}: PresenceChannelsOptions) {
  let presence: { store: PresenceStore; deliverer: Deliverer } | null = null;
  const work = new Set<Promise<void>>();

  function presenceOf() {
    presence ??= { store: memoryPresenceStore(), deliverer: localDeliverer };
    return presence;
  }

  /** Runs a presence step after the socket's earlier ones; close() waits for all of them. */
  function enqueue(connection: Connection, step: () => Promise<void>) {
    const next = connection.presenceQueue.then(step).catch((error: Error) => {
      log.warn({ err: error.message }, 'realtime: presence update failed');
    });
    connection.presenceQueue = next;
    work.add(next);
    void next.finally(() => work.delete(next));
  }

  function announceMember(channel: string, event: 'member_added' | 'member_removed', data: object, except?: string) {
    presenceOf().deliverer.deliver([channel], `pusher_internal:${event}`, JSON.stringify(data), except);
  }

  /** Members of a dead process, pruned by the store: nobody else will say they left. */
  function announceDeparted(channel: string, userIds: readonly string[]) {
    for (const userId of userIds) announceMember(channel, 'member_removed', { user_id: userId });
  }

  return {
    /** Where membership is kept and through what member events go out (a fan-out that reaches every process). */
    use(store: PresenceStore, deliverer: Deliverer) {
      presence = { store, deliverer };
    },

    subscribe(connection: Connection, channel: string, data: Record<string, unknown>) {
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
      if (before !== undefined && before !== member.user_id) unsubscribe(connection, channel);
      if (!addSubscriber(connection, channel)) return;
      connection.presence.set(channel, member.user_id);
      if (!connection.held.has(channel)) connection.held.set(channel, []);
      enqueue(connection, async () => {
        let joined;
        try {
          joined = await presenceOf().store.join(channel, connection.socketId, member);
        } catch (error) {
          log.warn({ err: (error as Error).message, channel }, 'realtime: presence store unavailable');
          if (connection.presence.get(channel) === member.user_id) {
            connection.presence.delete(channel);
            unsubscribe(connection, channel);
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
    },

    /** The socket's member leaves the channel (when it was one): the store forgets it, and the others hear it. */
    leave(connection: Connection, channel: string) {
      const userId = connection.presence.get(channel);
      if (userId === undefined) return;
      connection.presence.delete(channel);
      enqueue(connection, async () => {
        const left = await presenceOf().store.leave(channel, connection.socketId, userId);
        announceDeparted(channel, left.departed);
        if (left.last) announceMember(channel, 'member_removed', { user_id: userId });
      });
    },

    /** Waits for every queued join and leave (the closed sockets' leaves reach the other processes), then closes the store. */
    async close() {
      while (work.size > 0) await Promise.all([...work]);
      await presence?.store.close();
    },
  };
}
