// Realtime for the app root (§2), one concern a hook: the connection (useRealtimeConnection), the public app
// channel's release announcement (reload), and the signed-in customer's own events (refetch what they make stale,
// toast what the customer should hear of: userEventToasts.ts), with a refetch after a reconnect.
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { reloadPage } from '../../lib/browser/pageLocation';
import { writeSession } from '../../../store/browser/sessionValue';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { loadEcho } from '../../lib/realtime/loadEcho';
import type { RealtimeHandlers } from '../../lib/realtime/realtimeConnection';
import { invalidateAfterReconnect, invalidateForUserEvent } from '../../lib/realtime/userEventTags';
import { showToast } from '../../lib/toast';
import { APP_UPDATED_SESSION_KEY, APP_UPDATE_RELOAD_SPREAD_MS, GUEST_REALTIME_DELAY_MS } from './constants';
import { registerDevHook } from './devHooks';
import { toastForUserEvent } from './userEventToasts';
import { useRealtimeConnection, type ConnectionDeps } from './useRealtimeConnection';

export type RealtimeDeps = Partial<ConnectionDeps> & {
  reload?: () => void;
  random?: () => number;
};

export function useRealtime(
  config: RuntimeConfig | null,
  {
    createEcho = loadEcho,
    reload = reloadPage,
    random = Math.random,
    guestDelayMs = GUEST_REALTIME_DELAY_MS,
  }: RealtimeDeps = {},
): void {
  const onAppUpdated = reloadOnAppUpdate(reload, random);
  const { onUserEvent, onReconnected } = useCustomerEvents();
  useRealtimeConnection(
    config,
    { createEcho, guestDelayMs },
    {
      onAppUpdated,
      onUserEvent,
      onReconnected,
      onAppChannelSubscribed: () => {
        if (config?.env !== 'production') registerDevHook('realtime', 'subscribed');
      },
    },
  );
}

/** The app channel: a new release is live; every open page reloads, spread over a while so they do not all at once. */
function reloadOnAppUpdate(reload: () => void, random: () => number): RealtimeHandlers['onAppUpdated'] {
  return () => {
    writeSession(APP_UPDATED_SESSION_KEY, '1');
    setTimeout(reload, Math.floor(random() * APP_UPDATE_RELOAD_SPREAD_MS));
  };
}

/** The customer's channel: refetch what an event makes stale and toast what it tells; after a reconnect, refetch. */
function useCustomerEvents(): Pick<Required<RealtimeHandlers>, 'onUserEvent' | 'onReconnected'> {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return {
    onUserEvent: (event, payload) => {
      dispatch(invalidateForUserEvent(event, payload));
      const toast = toastForUserEvent(event, payload, intl);
      if (toast) showToast(toast);
    },
    onReconnected: () => {
      dispatch(invalidateAfterReconnect());
    },
  };
}
