// What the app listens to: app updates on the public channel, and the signed-in customer's own events on
// their private channel. Works on anything shaped like Echo, so tests drive it with a fake.
import {
  APP_CHANNEL,
  APP_UPDATED_EVENT,
  USER_EVENT_NAMES,
  userChannelEchoName,
  type UserEventName,
  type UserEventPayloads,
} from '../../../domain/realtimeEvents';

export type ChannelLike = {
  listen: (event: string, callback: (data: unknown) => void) => unknown;
  subscribed?: (callback: () => void) => unknown;
};

export type EchoLike = {
  channel: (name: string) => ChannelLike;
  private: (name: string) => ChannelLike;
  leave: (name: string) => void;
  disconnect: () => void;
  connector?: { onConnectionChange?: (callback: (status: string) => void) => unknown };
};

export type RealtimeHandlers = {
  onAppUpdated: () => void;
  onUserEvent: <E extends UserEventName>(event: E, payload: UserEventPayloads[E]) => void;
  /** The connection came back after a drop: events published meanwhile were missed. */
  onReconnected?: () => void;
  /** The broker confirmed the app channel subscription (and again after each reconnect). */
  onAppChannelSubscribed?: () => void;
};

export type RealtimeConnection = {
  /** Listens on this user's channel (and leaves the previous one); null leaves it. */
  followUser: (userId: number | null) => void;
  disconnect: () => void;
};

// Echo prefixes event names with the Laravel namespace unless they start with a dot.
const exactly = (event: string) => `.${event}`;

export function connectRealtime(echo: EchoLike, handlers: RealtimeHandlers): RealtimeConnection {
  let followed: number | null = null;
  const appChannel = echo.channel(APP_CHANNEL);
  appChannel.listen(exactly(APP_UPDATED_EVENT), () => handlers.onAppUpdated());
  appChannel.subscribed?.(() => handlers.onAppChannelSubscribed?.());

  let wasConnected = false;
  let dropped = false;
  echo.connector?.onConnectionChange?.((status) => {
    if (status === 'connected') {
      if (wasConnected && dropped) handlers.onReconnected?.();
      wasConnected = true;
      dropped = false;
    } else if (wasConnected) {
      dropped = true;
    }
  });

  return {
    followUser(userId) {
      if (userId === followed) return;
      if (followed !== null) echo.leave(userChannelEchoName(followed));
      followed = userId;
      if (userId === null) return;
      const channel = echo.private(userChannelEchoName(userId));
      // The server publishes each event with the kernel's payload type (publishToUser), so it is read as one here.
      for (const event of USER_EVENT_NAMES)
        channel.listen(exactly(event), (payload) =>
          handlers.onUserEvent(event, payload as UserEventPayloads[typeof event]),
        );
    },
    disconnect() {
      echo.disconnect();
    },
  };
}
