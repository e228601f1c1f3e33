// The realtime connection of the app root (§2): opened at once for someone signed in and after a delay for a guest
// (signing in meanwhile makes it due at once), closed with the app, following the signed-in customer's channel.
// The handlers are called as they are at the time of the event, without reconnecting when they change.
import { useEffect, useEffectEvent, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { reportError } from '../../lib/errorReporting/reportError';
import {
  connectRealtime,
  type EchoLike,
  type RealtimeConnection,
  type RealtimeHandlers,
} from '../../lib/realtime/realtimeConnection';
import type { UserEventName, UserEventPayloads } from '../../../domain/realtimeEvents';

export type ConnectionDeps = {
  /** How Echo is made; tests pass a fake. */
  createEcho: (pusher: RuntimeConfig['pusher']) => Promise<EchoLike>;
  /** How long a guest's connection waits (GUEST_REALTIME_DELAY_MS); 0 starts it at once. */
  guestDelayMs: number;
};

export function useRealtimeConnection(
  config: RuntimeConfig | null,
  { createEcho, guestDelayMs }: ConnectionDeps,
  handlers: Required<RealtimeHandlers>,
): void {
  const user = useAppSelector(selectUser);
  // Only customers have lead data; admin and supplier users are sent elsewhere (§6).
  const customerId = user && user.team_name === null ? user.id : null;
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);

  const onAppUpdated = useEffectEvent(() => handlers.onAppUpdated());
  const onUserEvent = useEffectEvent(<E extends UserEventName>(event: E, payload: UserEventPayloads[E]) =>
    handlers.onUserEvent(event, payload),
  );
  const onReconnected = useEffectEvent(() => handlers.onReconnected());
  const onAppChannelSubscribed = useEffectEvent(() => handlers.onAppChannelSubscribed());

  const signedIn = user !== null;
  const [waited, setWaited] = useState(guestDelayMs === 0);
  useEffect(() => {
    if (waited || signedIn) return;
    const timer = setTimeout(() => setWaited(true), guestDelayMs);
    return () => clearTimeout(timer);
  }, [waited, signedIn, guestDelayMs]);
  const due = waited || signedIn;

  useEffect(() => {
    if (!config || !due) return;
    let cancelled = false;
    let opened: RealtimeConnection | null = null;
    createEcho(config.pusher).then(
      (echo) => {
        if (cancelled) {
          echo.disconnect();
          return;
        }
        opened = connectRealtime(echo, {
          onAppUpdated: () => onAppUpdated(),
          onUserEvent: (event, payload) => onUserEvent(event, payload),
          onReconnected: () => onReconnected(),
          onAppChannelSubscribed: () => onAppChannelSubscribed(),
        });
        setConnection(opened);
      },
      (error: unknown) => reportError(error, { where: 'realtime start' }),
    );
    return () => {
      cancelled = true;
      opened?.disconnect();
      setConnection(null);
    };
  }, [config, createEcho, due]);

  useEffect(() => {
    connection?.followUser(customerId);
  }, [connection, customerId]);
}
