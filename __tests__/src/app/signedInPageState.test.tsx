// A page the server sent to a session carries who is signed in and the answers of the page's first reads: the app
// starts from them and asks the server for neither; a page without them asks as before.
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createApp } from '../../../src/app/createApp';
import { App } from '../../../src/app/App';
import type { SignedInPageState } from '../../../contract/signedInPage';
import { SIGNED_IN_STATE_ID } from '../../../domain/signedInPage';
import { httpClient } from '../../../store/http/httpClient';
import { selectUser, selectUserKnown } from '../../../store/slices/authSlice';
import { customer, setupMswServer } from '../../support/msw';
import { activeRfq } from '../../support/rfqFixtures';

const server = setupMswServer();

function pageWith(state: SignedInPageState) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SIGNED_IN_STATE_ID;
  block.textContent = JSON.stringify(state);
  document.body.append(block);
}

function countCalls(path: string, answer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get(path, ({ request }) => {
      calls.push(request.url);
      return answer();
    }),
  );
  return calls;
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  window.history.replaceState(null, '', '/rfqs/current');
  // Realtime and Web Vitals ask for it after the first paint; they are not this file's business.
  server.use(http.get('/api/config', () => new HttpResponse(null, { status: 503 })));
});

test('the inlined user and requests render /rfqs/current without GET /api/users/current/auth or the requests', async () => {
  const authCalls = countCalls('/api/users/current/auth', () => HttpResponse.json(customer));
  const rfqsCalls = countCalls('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()]));
  pageWith({ user: customer, answers: { '/api/customer/users/1/rfqs': [activeRfq()] } });

  const { store, i18n, router } = createApp();
  expect(selectUserKnown(store.getState())).toBe(true);
  expect(selectUser(store.getState())).toEqual(customer);
  expect(document.getElementById(SIGNED_IN_STATE_ID)).toBeNull();
  render(<App store={store} i18n={i18n} router={router} />);

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 12' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(authCalls).toEqual([]);
  expect(rfqsCalls).toEqual([]);
});

test('an inlined answer serves one request only: the next one asks the server', async () => {
  const rfqsCalls = countCalls('/api/customer/users/1/rfqs', () => HttpResponse.json([]));
  const inlined = [activeRfq()];
  pageWith({ user: customer, answers: { '/api/customer/users/1/rfqs': inlined } });
  // A page that reads no requests itself: /rfqs/current's route would start its own read of them (pageReads.ts).
  window.history.replaceState(null, '', '/profile');
  createApp();
  expect(await httpClient.get('/api/customer/users/1/rfqs')).toEqual(inlined);
  expect(await httpClient.get('/api/customer/users/1/rfqs')).toEqual([]);
  expect(rfqsCalls).toHaveLength(1);
});

test('a page without the state asks who is signed in', async () => {
  const authCalls = countCalls('/api/users/current/auth', () => HttpResponse.json(false));
  const { store, i18n, router } = createApp();
  expect(selectUserKnown(store.getState())).toBe(false);
  render(<App store={store} i18n={i18n} router={router} />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  expect(authCalls).toHaveLength(1);
});
