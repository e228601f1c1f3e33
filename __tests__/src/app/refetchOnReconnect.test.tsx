// A page that failed while offline fetches again by itself when the connection returns, and a page
// left in a background tab fetches again when it gets focus (RTK Query's refetchOnReconnect and refetchOnFocus,
// fed by setupListeners in store/store.ts).
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../support/msw';
import { activeRfq } from '../../support/rfqFixtures';
import { renderApp } from '../../support/renderWithProviders';

const server = setupMswServer();

test('a request that failed offline is fetched again when the browser is back online, without "Prøv igen"', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.error()));
  renderApp({ route: '/rfqs/current', user: customer });
  expect(await screen.findByRole('button', { name: 'Prøv igen' }, { timeout: 5000 })).toBeInTheDocument();

  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 12' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
});

test('a page is fetched again when its tab gets focus', async () => {
  let calls = 0;
  server.use(
    http.get('/api/customer/users/1/rfqs', () => {
      calls += 1;
      return HttpResponse.json([activeRfq()]);
    }),
  );
  renderApp({ route: '/rfqs/current', user: customer });
  await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 12' }, { timeout: 5000 });
  const before = calls;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 12' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(calls).toBeGreaterThan(before);
});
