// §3 Auth state and §4 "Logout clears user, economic profile, RFQs and documents".
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../store/api/baseApi';
import {
  authSlice,
  currentUserFetched,
  initialAuthState,
  loggedOut,
  openedFromLauncher,
  preferredLanguageChosen,
  returnRouteCleared,
  returnRouteRemembered,
  selectIsSignedIn,
  selectUser,
  sessionExpired,
  signedIn,
} from '../../store/slices/authSlice';
import { fetchCurrentUser, logout } from '../../store/slices/authThunks';
import { makeStore } from '../../store/store';
import { customer, setupMswServer } from '../support/msw';

const server = setupMswServer();
const reduce = authSlice.reducer;

const rfqsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRfqs: build.query<{ id: number }[], number>({
      query: (userId) => `/api/customer/users/${userId}/rfqs`,
      providesTags: ['Rfq'],
    }),
  }),
});

test('the auth state of §3: user, returnRoute, fromLauncher, customerSupplierRatingToken', () => {
  expect(Object.keys(initialAuthState)).toEqual(
    expect.arrayContaining(['user', 'returnRoute', 'fromLauncher', 'customerSupplierRatingToken']),
  );
});

test('events: signed in, return route remembered and cleared, opened from launcher, language chosen', () => {
  let state = reduce(undefined, signedIn(customer));
  expect(state.user).toEqual(customer);
  state = reduce(state, returnRouteRemembered('/rfqs'));
  expect(state.returnRoute).toBe('/rfqs');
  state = reduce(state, returnRouteCleared());
  expect(state.returnRoute).toBeNull();
  state = reduce(state, openedFromLauncher());
  expect(state.fromLauncher).toBe(true);
  state = reduce(state, preferredLanguageChosen('en'));
  expect(state.user?.preferences.lang).toBe('en');
});

test('currentUserFetched(null) means known to be signed out', () => {
  const state = reduce(undefined, currentUserFetched(null));
  expect(state).toMatchObject({ user: null, userKnown: true });
});

test('fetchCurrentUser reads GET /api/users/current/auth; false is signed out', async () => {
  const store = makeStore();
  server.use(http.get('/api/users/current/auth', () => HttpResponse.json(customer)));
  await store.dispatch(fetchCurrentUser());
  expect(selectUser(store.getState())).toEqual(customer);
  server.use(http.get('/api/users/current/auth', () => HttpResponse.json(false)));
  await store.dispatch(fetchCurrentUser());
  expect(selectIsSignedIn(store.getState())).toBe(false);
});

test('logout clears the user and the whole RTK Query cache (economic profile, RFQs, documents…)', async () => {
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([{ id: 7 }])),
    http.post('/logout', () => new HttpResponse(null, { status: 204 })),
  );
  const store = makeStore();
  store.dispatch(signedIn(customer));
  store.dispatch(returnRouteRemembered('/rfqs'));
  await store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  expect(rfqsApi.endpoints.getRfqs.select(1)(store.getState()).data).toEqual([{ id: 7 }]);

  await store.dispatch(logout()).unwrap();
  const state = store.getState();
  expect(state.auth.user).toBeNull();
  expect(state.auth.returnRoute).toBeNull();
  expect(rfqsApi.endpoints.getRfqs.select(1)(state).data).toBeUndefined();
  expect(Object.keys(state.api.queries)).toHaveLength(0);
});

test('a failed logout keeps the state and rejects with the HTTP status', async () => {
  server.use(http.post('/logout', () => new HttpResponse(null, { status: 500 })));
  const store = makeStore();
  store.dispatch(signedIn(customer));
  await expect(store.dispatch(logout()).unwrap()).rejects.toMatchObject({ status: 500 });
  expect(selectUser(store.getState())).toEqual(customer);
});

test('a session that expired (401) also empties the cache', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([{ id: 7 }])));
  const store = makeStore();
  store.dispatch(signedIn(customer));
  await store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  store.dispatch(sessionExpired());
  expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
  expect(selectUser(store.getState())).toBeNull();
});

test('loggedOut is the event other slices clear themselves on', () => {
  expect(loggedOut.type).toBe('auth/loggedOut');
});
