// The store factory and the one API: a fresh store per call, preloaded state, the tag list in one place.
import { baseApi, httpBaseQuery, TAG_TYPES } from '../../store/api/baseApi';
import { initialAuthState } from '../../store/slices/authSlice';
import { alertRaised, closeModal, modalOpened, selectAlert, selectOpenModal } from '../../store/slices/uiSlice';
import { makeStore } from '../../store/store';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../support/msw';

const server = setupMswServer();

test('makeStore gives a fresh store each time, with preloaded state', () => {
  const a = makeStore({ auth: { ...initialAuthState, user: customer, userKnown: true } });
  const b = makeStore();
  expect(a.getState().auth.user).toEqual(customer);
  expect(b.getState().auth.user).toBeNull();
  expect(a.getState()).toHaveProperty('api');
  expect(a.getState()).toHaveProperty('ui');
});

test('one createApi with the tag types of every entity', () => {
  expect(TAG_TYPES).toEqual([
    'User',
    'Rfq',
    'Lead',
    'Offer',
    'Meeting',
    'Message',
    'Document',
    'DocumentRequest',
    'EconomicProfile',
    'Resource',
    'MortgageSurveillance',
  ]);
  expect(baseApi.reducerPath).toBe('api');
});

test('the base query goes through the HTTP client and turns failures into serialisable error data', async () => {
  server.use(
    http.get('/api/ok', () => HttpResponse.json({ a: 1 })),
    http.post('/api/bad', () =>
      HttpResponse.json(
        { message: 'Invalid', errors: { 'mortgages.0.periodic_payment': ['Too low'] } },
        { status: 422 },
      ),
    ),
  );
  const api = { signal: new AbortController().signal } as Parameters<typeof httpBaseQuery>[1];
  await expect(httpBaseQuery('/api/ok', api, {})).resolves.toEqual({ data: { a: 1 } });
  await expect(httpBaseQuery({ url: '/api/bad', method: 'POST', body: {} }, api, {})).resolves.toEqual({
    error: { status: 422, message: 'Invalid', errors: { 'mortgages.0.periodic_payment': ['Too low'] } },
  });
});

test('ui: one modal at a time, closeModal closes it; alerts are raised and read', () => {
  const store = makeStore();
  store.dispatch(modalOpened({ name: 'a' }));
  store.dispatch(modalOpened({ name: 'b', props: { id: 1 } }));
  expect(selectOpenModal(store.getState())).toEqual({ name: 'b', props: { id: 1 } });
  store.dispatch(closeModal());
  expect(selectOpenModal(store.getState())).toBeNull();
  store.dispatch(alertRaised({ messageId: 'errors.updating' }));
  expect(selectAlert(store.getState())).toEqual({ messageId: 'errors.updating' });
});
