// The public language-only pages (§2): 404, 403, unsuccessful, consent thank-you, and where they are reached from.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { httpClient } from '../../../../store/http/httpClient';
import { customer, setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();

afterEach(() => localStorage.clear());

test('an unknown address shows the 404 page', async () => {
  const { router } = renderApp({ route: '/no/such/page', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Siden findes ikke' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/404');
  expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
});

test('404 is public: a signed-in customer sees it too, in their language', async () => {
  renderApp({ route: '/404', user: { ...customer, preferences: { lang: 'en' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('the 403 page', async () => {
  renderApp({ route: '/403', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ingen adgang' })).toBeInTheDocument();
  expect(screen.getByText(/Du har ikke adgang til denne side/)).toBeInTheDocument();
});

test('a 403 answer from the API sends the app to /403 (§8)', async () => {
  server.use(http.get('/api/customer/secret', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
  const { router } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  await expect(httpClient.get('/api/customer/secret')).rejects.toMatchObject({ status: 403 });
  await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Ingen adgang' })).toBeInTheDocument();
});

test('a 401 answer forgets the user and, via /, lands on login (§8)', async () => {
  server.use(
    http.get('/api/customer/secret', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
  );
  const { router } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  await expect(httpClient.get('/api/customer/secret')).rejects.toMatchObject({ status: 401 });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('the unsuccessful page', async () => {
  renderApp({ route: '/unsuccessful', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Det lykkedes ikke' })).toBeInTheDocument();
});

test('the consent thank-you page, in the language a visitor chose before', async () => {
  localStorage.setItem('locale', 'en');
  renderApp({ route: '/consent-given/thank-you', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your consent' })).toBeInTheDocument();
});

test('a 503 answer raises the we-are-updating alert', async () => {
  server.use(http.get('/api/customer/busy', () => new HttpResponse(null, { status: 503 })));
  const { user } = renderApp({ route: '/unsuccessful', user: null });
  await screen.findByRole('heading', { level: 1, name: 'Det lykkedes ikke' });
  await expect(httpClient.get('/api/customer/busy')).rejects.toMatchObject({ status: 503 });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Vi opdaterer Lånetorvet lige nu.');
  await user.click(screen.getByRole('button', { name: 'Luk' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
