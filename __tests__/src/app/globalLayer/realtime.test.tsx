// §2 App root realtime with a fake Echo: app updates reload the page, a customer's events invalidate the RTK
// Query tags of what they changed, a new offer toasts, and a reconnect refetches.
import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { APP_UPDATED_SESSION_KEY, GUEST_REALTIME_DELAY_MS } from '../../../../src/app/globalLayer/constants';
import { useRealtime, type RealtimeDeps } from '../../../../src/app/globalLayer/useRealtime';
import type { RuntimeConfig } from '../../../../src/lib/config/runtimeConfig';
import type { ChannelLike, EchoLike } from '../../../../src/lib/realtime/realtimeConnection';
import { setToastPresenter } from '../../../../src/lib/toast';
import { baseApi } from '../../../../store/api/baseApi';
import { loggedOut, signedIn, type User } from '../../../../store/slices/authSlice';
import { makeStore } from '../../../../store/store';
import en from '../../../../translations/en.json';

const config: RuntimeConfig = {
  env: 'test',
  pusher: { key: 'k', wsHost: 'localhost', wsPort: 3000, wssPort: 3000, forceTLS: false, cluster: '' },
  bugsnag: { apiKey: '0'.repeat(32), endpoints: null },
  vitals: { sampleRate: 0 },
};

const customer: User = {
  id: 7,
  name: 'Mette',
  email: 'm@example.dk',
  phone: null,
  team_name: null,
  preferences: { lang: 'en' },
  has_open_rfqs: true,
  mortgage_surveillance: false,
};

/** Echo's surface as the app uses it, recording listeners so a test can play the server's part. */
function fakeEcho() {
  const listeners = new Map<string, Map<string, (data: unknown) => void>>();
  const left: string[] = [];
  let connectionListener: ((status: string) => void) | null = null;
  const channel = (name: string): ChannelLike => {
    const events = listeners.get(name) ?? new Map<string, (data: unknown) => void>();
    listeners.set(name, events);
    const api: ChannelLike = {
      listen(event, callback) {
        events.set(event, callback);
        return api;
      },
    };
    return api;
  };
  const echo: EchoLike = {
    channel,
    private: (name) => channel(`private-${name}`),
    leave: (name) => {
      left.push(name);
      listeners.delete(`private-${name}`);
    },
    disconnect: jest.fn(),
    connector: { onConnectionChange: (callback) => (connectionListener = callback) },
  };
  return {
    echo,
    left,
    emit(channelName: string, event: string, data: unknown) {
      const callback = listeners.get(channelName)?.get(event);
      if (!callback) throw new Error(`nobody listens to ${event} on ${channelName}`);
      act(() => callback(data));
    },
    listensOn: (channelName: string) => listeners.has(channelName),
    connection: (status: string) => act(() => connectionListener?.(status)),
  };
}

function Harness({ deps }: { deps: RealtimeDeps }) {
  useRealtime(config, deps);
  return null;
}

/** `guestDelayMs`: 0 unless a test is about the delay, so a guest's connection starts at once. */
async function setup(user: User | null = customer, { guestDelayMs = 0 }: { guestDelayMs?: number } = {}) {
  const fake = fakeEcho();
  const store = makeStore(
    user
      ? { auth: { user, userKnown: true, returnRoute: null, fromLauncher: false, customerSupplierRatingToken: null } }
      : undefined,
  );
  const dispatched = jest.spyOn(store, 'dispatch');
  // The tags of every invalidateTags action the app dispatched, in order.
  const invalidated = () =>
    dispatched.mock.calls
      .map(([action]) => action)
      .filter((action) => baseApi.util.invalidateTags.match(action))
      .map((action) => action.payload);
  const reload = jest.fn();
  const createEcho = jest.fn(() => Promise.resolve(fake.echo));
  const deps: RealtimeDeps = { createEcho, reload, random: () => 0, guestDelayMs };
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en as Record<string, string>}>
        <Harness deps={deps} />
      </IntlProvider>
    </Provider>,
  );
  await act(async () => undefined);
  return { fake, store, reload, invalidated, createEcho };
}

const toasts = jest.fn();

beforeEach(() => {
  setToastPresenter(toasts);
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  setToastPresenter(null);
  toasts.mockReset();
});

test('offer.created invalidates the lead, its RFQ and every offer list, and shows a toast', async () => {
  const { fake, invalidated } = await setup();
  fake.emit('private-App.Models.User.7', '.offer.created', { rfqId: 1, leadId: 2, supplierName: 'Øresund Bank' });
  expect(invalidated()).toEqual([[{ type: 'Lead', id: 2 }, { type: 'Rfq', id: 1 }, 'Offer']]);
  expect(toasts).toHaveBeenCalledWith({ type: 'success', message: 'New offer from Øresund Bank' });
});

test.each([
  ['.lead.updated', { rfqId: 1, leadId: 2 }, [{ type: 'Lead', id: 2 }, { type: 'Rfq', id: 1 }, 'Offer']],
  [
    '.message.created',
    { rfqId: 1, leadId: 2, messageId: 9 },
    [{ type: 'Lead', id: 2 }, { type: 'Rfq', id: 1 }, 'Message'],
  ],
  [
    '.meeting.updated',
    { rfqId: 1, leadId: 2, meetingId: 4 },
    [{ type: 'Lead', id: 2 }, { type: 'Rfq', id: 1 }, 'Meeting'],
  ],
  // A payload without ids refetches the whole type rather than leave stale data on screen.
  ['.lead.updated', {}, ['Lead', 'Rfq', 'Offer']],
])('%s invalidates the matching tags', async (event, payload, tags) => {
  const { fake, invalidated } = await setup();
  fake.emit('private-App.Models.User.7', event, payload);
  expect(invalidated()).toEqual([tags]);
  expect(toasts).not.toHaveBeenCalled();
});

test('the invalidation reaches the cache: a query that provided the lead tag is refetched', async () => {
  const { fake, store } = await setup();
  let fetches = 0;
  const leadApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      realtimeTestLead: build.query<{ id: number }, number>({
        queryFn: (id) => {
          fetches += 1;
          return { data: { id } };
        },
        providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
      }),
    }),
  });
  const subscription = store.dispatch(leadApi.endpoints.realtimeTestLead.initiate(2));
  await act(async () => {
    await subscription;
  });
  expect(fetches).toBe(1);
  fake.emit('private-App.Models.User.7', '.message.created', { rfqId: 1, leadId: 2, messageId: 3 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(fetches).toBe(2);
  subscription.unsubscribe();
});

test('app-updated on the public app channel marks the reload and reloads the page', async () => {
  jest.useFakeTimers();
  try {
    const { fake, reload } = await setup(null);
    fake.emit('app', '.app-updated', { at: 'now' });
    expect(window.sessionStorage.getItem(APP_UPDATED_SESSION_KEY)).toBe('1');
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(reload).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a guest listens on the app channel only; signing in follows the user channel, signing out leaves it', async () => {
  const { fake, store } = await setup(null);
  expect(fake.listensOn('app')).toBe(true);
  expect(fake.listensOn('private-App.Models.User.7')).toBe(false);
  act(() => {
    store.dispatch(signedIn(customer));
  });
  expect(fake.listensOn('private-App.Models.User.7')).toBe(true);
  act(() => {
    store.dispatch(loggedOut());
  });
  expect(fake.left).toEqual(['App.Models.User.7']);
});

test('a guest connects only after GUEST_REALTIME_DELAY_MS (pusher-js stays out of the first taps); someone signed in, or signing in meanwhile, at once', async () => {
  jest.useFakeTimers();
  try {
    const guest = await setup(null, { guestDelayMs: GUEST_REALTIME_DELAY_MS });
    expect(guest.createEcho).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GUEST_REALTIME_DELAY_MS);
    });
    expect(guest.createEcho).toHaveBeenCalledTimes(1);
    expect(guest.fake.listensOn('app')).toBe(true);
    const alreadyIn = await setup(customer, { guestDelayMs: GUEST_REALTIME_DELAY_MS });
    expect(alreadyIn.createEcho).toHaveBeenCalledTimes(1);
    const signingIn = await setup(null, { guestDelayMs: GUEST_REALTIME_DELAY_MS });
    await act(async () => {
      signingIn.store.dispatch(signedIn(customer));
    });
    expect(signingIn.createEcho).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('an admin user does not listen on a customer channel', async () => {
  const { fake } = await setup({ ...customer, team_name: 'admin' });
  expect(fake.listensOn('private-App.Models.User.7')).toBe(false);
});

test('after a dropped connection comes back, the customer’s lead data is refetched', async () => {
  const { fake, invalidated } = await setup();
  fake.connection('connected');
  expect(invalidated()).toEqual([]);
  fake.connection('connecting');
  fake.connection('connected');
  expect(invalidated()).toEqual([
    ['Rfq', 'Lead', 'Offer', 'Message', 'Meeting', 'Document', 'DocumentRequest', 'MortgageSurveillance'],
  ]);
});

test('a lender’s message.created toasts unless its thread is on screen; the customer’s own never does', async () => {
  const { openThread } = await import('../../../../src/lib/realtime/openThreads');
  const { fake } = await setup();
  const event = (leadId: number, sender: string) => ({
    rfqId: 1,
    leadId,
    messageId: 9,
    sender,
    supplierName: 'Øresund Bank',
  });
  fake.emit('private-App.Models.User.7', '.message.created', event(2, 'supplier'));
  expect(toasts).toHaveBeenCalledWith({ type: 'base', message: 'New message from Øresund Bank' });
  toasts.mockReset();
  fake.emit('private-App.Models.User.7', '.message.created', event(2, 'customer'));
  const close = openThread(2);
  fake.emit('private-App.Models.User.7', '.message.created', event(2, 'supplier'));
  close();
  expect(toasts).not.toHaveBeenCalled();
});

test('meeting.updated toasts a confirmed meeting, not the other meeting changes', async () => {
  const { fake } = await setup();
  const event = { rfqId: 1, leadId: 2, meetingId: null, meetingRequestId: 4 };
  fake.emit('private-App.Models.User.7', '.meeting.updated', event);
  expect(toasts).not.toHaveBeenCalled();
  fake.emit('private-App.Models.User.7', '.meeting.updated', { ...event, meetingId: 5, confirmedBy: 'Øresund Bank' });
  expect(toasts).toHaveBeenCalledWith({ type: 'success', message: 'Øresund Bank has confirmed your meeting.' });
});

test('document-requests.updated toasts what a lender has just asked for, not a review', async () => {
  const { fake } = await setup();
  const event = { rfqId: 1, leadId: 2, asked: 0, supplierName: 'Øresund Bank' };
  fake.emit('private-App.Models.User.7', '.document-requests.updated', event);
  expect(toasts).not.toHaveBeenCalled();
  fake.emit('private-App.Models.User.7', '.document-requests.updated', { ...event, asked: 3 });
  expect(toasts).toHaveBeenCalledWith({ type: 'base', message: 'Øresund Bank asks for 3 documents' });
});

test('offer.expiring toasts which offer expires and when, in Danish time', async () => {
  const { fake } = await setup();
  fake.emit('private-App.Models.User.7', '.offer.expiring', {
    rfqId: 1,
    leadId: 2,
    validUntil: '2026-12-03T23:30:00.000Z',
    supplierName: 'Øresund Bank',
  });
  expect(toasts).toHaveBeenCalledWith({
    type: 'base',
    message: 'The offer from Øresund Bank expires on 4 December 2026',
  });
});
