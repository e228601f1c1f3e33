// Realtime for the app root (§2): reload when a new release is announced; for a signed-in customer, refetch
// what their events make stale and toast a new offer or a lender's message; refetch after a reconnect.
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { reloadPage } from '../../lib/browser/pageLocation';
import { writeSession } from '../../../store/browser/sessionValue';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { reportError } from '../../lib/errorReporting/reportError';
import { loadEcho } from '../../lib/realtime/loadEcho';
import { connectRealtime, type EchoLike, type RealtimeConnection } from '../../lib/realtime/realtimeConnection';
import { isThreadOpen } from '../../lib/realtime/openThreads';
import { invalidateAfterReconnect, invalidateForUserEvent } from '../../lib/realtime/userEventTags';
import { dateTimeFormat } from '../../../domain/intlFormats';
import { INTL_LOCALE, toLocale } from '../../../domain/locales';
import { DANISH_TIME_ZONE } from '../../../domain/validation/dates';
import { showToast } from '../../lib/toast';
import type { UserEventName } from '../../../domain/realtimeEvents';
import { APP_UPDATED_SESSION_KEY, APP_UPDATE_RELOAD_SPREAD_MS, GUEST_REALTIME_DELAY_MS } from './constants';
import { registerDevHook } from './devHooks';

export type RealtimeDeps = {
  /** How Echo is made; tests pass a fake. */
  createEcho?: (pusher: RuntimeConfig['pusher']) => Promise<EchoLike>;
  reload?: () => void;
  random?: () => number;
  /** How long a guest's connection waits (GUEST_REALTIME_DELAY_MS); 0 starts it at once. */
  guestDelayMs?: number;
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
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  // Only customers have lead data; admin and supplier users are sent elsewhere (§6).
  const customerId = user && user.team_name === null ? user.id : null;
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);

  // Effect events: the connection calls the latest intl/dispatch without reconnecting when they change.
  const onAppUpdated = useEffectEvent(() => {
    writeSession(APP_UPDATED_SESSION_KEY, '1');
    setTimeout(reload, Math.floor(random() * APP_UPDATE_RELOAD_SPREAD_MS));
  });
  const onUserEvent = useEffectEvent((event: UserEventName, payload: unknown) => {
    dispatch(invalidateForUserEvent(event, payload));
    if (event === 'offer.created') {
      const supplierName = (payload as { supplierName?: unknown } | null)?.supplierName;
      showToast({
        type: 'success',
        message: intl.formatMessage(
          { id: 'toast.offerCreated' },
          { supplier: typeof supplierName === 'string' ? supplierName : '' },
        ),
      });
    }
    if (event === 'message.created') {
      const { leadId, sender, supplierName } = (payload ?? {}) as {
        leadId?: unknown;
        sender?: unknown;
        supplierName?: unknown;
      };
      // A lender's message, unless its thread is on screen and shows it already.
      if (sender === 'supplier' && !(typeof leadId === 'number' && isThreadOpen(leadId))) {
        showToast({
          type: 'base',
          message: intl.formatMessage(
            { id: 'toast.messageCreated' },
            { supplier: typeof supplierName === 'string' ? supplierName : '' },
          ),
        });
      }
    }
    if (event === 'meeting.updated') {
      const { confirmedBy } = (payload ?? {}) as { confirmedBy?: unknown };
      // The lender confirmed a meeting: told wherever the customer is (the meetings page updates by itself too).
      if (typeof confirmedBy === 'string') {
        showToast({
          type: 'success',
          message: intl.formatMessage({ id: 'toast.meetingConfirmed' }, { supplier: confirmedBy }),
        });
      }
    }
    if (event === 'offer.expiring') {
      const { supplierName, validUntil } = (payload ?? {}) as { supplierName?: unknown; validUntil?: unknown };
      if (typeof validUntil === 'string') {
        showToast({
          type: 'base',
          message: intl.formatMessage(
            { id: 'toast.offerExpiring' },
            {
              supplier: typeof supplierName === 'string' ? supplierName : '',
              // Intl, not the app's luxon-based formatDate: this module is in the entry chunk, luxon is not.
              date: dateTimeFormat(INTL_LOCALE[toLocale(intl.locale)], {
                dateStyle: 'long',
                timeZone: DANISH_TIME_ZONE,
              }).format(new Date(validUntil)),
            },
          ),
        });
      }
    }
    if (event === 'document-requests.updated') {
      const { asked, supplierName } = (payload ?? {}) as { asked?: unknown; supplierName?: unknown };
      if (typeof asked === 'number' && asked > 0) {
        showToast({
          type: 'base',
          message: intl.formatMessage(
            { id: 'toast.documentsRequested' },
            { count: asked, supplier: typeof supplierName === 'string' ? supplierName : '' },
          ),
        });
      }
    }
    if (event === 'mortgage.alert') {
      // The e-mail is on its way too; the toast tells a customer who is in the app right now.
      showToast({ type: 'success', message: intl.formatMessage({ id: 'toast.mortgageAlert' }) });
    }
  });
  const onReconnected = useEffectEvent(() => {
    dispatch(invalidateAfterReconnect());
  });
  // Due at once for someone signed in, after the delay for a guest (signing in meanwhile makes it due at once).
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
          onAppChannelSubscribed: () => {
            if (config.env !== 'production') registerDevHook('realtime', 'subscribed');
          },
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
