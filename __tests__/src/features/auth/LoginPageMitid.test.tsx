// /login with MitID (issue 46): the button that starts the round trip, the outcome it came back with in both
// languages, and a pending identity linked by the password given once.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUser } from '../../../../store/slices/authSlice';
import { LoginPage } from '../../../../src/features/auth/LoginPage';
import { customer, setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();

test('"Log ind med MitID" starts the round trip and comes back to this page', () => {
  renderWithProviders(<LoginPage />, { route: '/login', user: null });
  expect(screen.getByRole('link', { name: /Log ind med MitID/ })).toHaveAttribute(
    'href',
    '/auth/mitid/start?intent=login&returnTo=%2Flogin',
  );
});

test.each([
  ['da', 'Du afbrød MitID. Intet er ændret; prøv igen, når du er klar.'],
  ['en', 'You cancelled MitID. Nothing has changed; try again when you are ready.'],
] as const)('a cancelled round trip is said as an alert (%s)', (locale, text) => {
  renderWithProviders(<LoginPage />, { route: '/login?mitid=cancelled', user: null, locale });
  expect(screen.getByRole('alert')).toHaveTextContent(text);
});

test('an under-18 person is told why', () => {
  renderWithProviders(<LoginPage />, { route: '/login?mitid=underage', user: null });
  expect(screen.getByRole('alert')).toHaveTextContent('Du skal være fyldt 18 år for at bruge Lånetorvet.');
});

test('back pending: the person MitID confirmed is named, and the password links her account', async () => {
  let body: unknown;
  server.use(
    http.get('/api/mitid/pending', () => HttpResponse.json({ name: 'Mette Hansen', birthdate: '1985-04-12' })),
    http.post('/api/mitid/link-with-password', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ user: customer });
    }),
  );
  const { user, store } = renderWithProviders(<LoginPage />, { route: '/login?mitid=pending', user: null });
  expect(await screen.findByText(/MitID bekræftede, at du er Mette Hansen\./)).toHaveAttribute('role', 'status');
  await user.type(screen.getByLabelText('E-mail'), 'kunde@example.dk');
  await user.type(screen.getByLabelText('Adgangskode'), 'demo-hest-batteri');
  await user.click(await screen.findByRole('button', { name: 'Knyt MitID og log ind' }));
  await waitFor(() => expect(selectUser(store.getState())).toEqual(customer));
  expect(body).toEqual({ email: 'kunde@example.dk', password: 'demo-hest-batteri' });
});
