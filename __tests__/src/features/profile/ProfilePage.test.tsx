// profile: the contact details, the export link, closing the account with confirmation and password,
// and the e-mail-change link landing here.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ProfilePage } from '../../../../src/features/profile/ProfilePage';
import { selectUser } from '../../../../store/slices/authSlice';
import { customer, setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.setTimeout(20_000);
const server = setupMswServer();
const mette = { ...customer, phone: '+4520123456' };

function renderPage(route = '/profile', locale: 'da' | 'en' = 'da') {
  return renderWithProviders(<ProfilePage />, {
    route,
    path: '/profile',
    user: mette,
    locale,
    routes: [{ path: '/login', element: <h1>Log ind</h1> }],
  });
}

test('shows the contact details (the phone grouped as people write it), the language and a way to edit them', async () => {
  renderPage();
  const card = screen.getByRole('heading', { level: 2, name: 'Kontaktoplysninger' }).closest('section')!;
  expect(within(card).getByText('Mette Kunde Jensen')).toBeInTheDocument();
  expect(within(card).getByText('kunde@example.dk')).toBeInTheDocument();
  expect(await within(card).findByText('+45 20 12 34 56')).toBeInTheDocument();
  expect(within(card).getByText('Du bruger appen på dansk.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Ret oplysninger' })[0]).toHaveAttribute('href', '/profile/edit');
});

test('in English, a customer without a phone number is told so', () => {
  renderWithProviders(<ProfilePage />, { route: '/profile', user: customer, locale: 'en' });
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByText('No phone number')).toBeInTheDocument();
});

test('the export is a download of the own user’s data', () => {
  renderPage();
  const link = screen.getByRole('link', { name: 'Hent mine data' });
  expect(link).toHaveAttribute('href', '/api/customer/users/1/export');
  expect(link).toHaveAttribute('download');
});

test('closing asks for confirmation and the password; a wrong one is said at the field; cancel goes back', async () => {
  let body: unknown = null;
  server.use(
    http.delete('/api/customer/users/1', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(
        { message: 'Der er fejl', errors: { password: ['Adgangskoden er ikke korrekt.'] } },
        { status: 422 },
      );
    }),
  );
  const { user, store } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Luk min konto …' }));
  const form = screen.getByRole('form', { name: 'Er du sikker?' });
  const password = within(form).getByLabelText('Din adgangskode');
  expect(password).toHaveFocus();
  await user.click(within(form).getByRole('button', { name: 'Luk kontoen endeligt' }));
  expect(body).toBeNull();
  expect(password).toHaveAttribute('aria-invalid', 'true');

  await user.type(password, 'Forkert123');
  await user.click(within(form).getByRole('button', { name: 'Luk kontoen endeligt' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription('Adgangskoden er ikke korrekt.'));
  expect(body).toEqual({ password: 'Forkert123' });
  expect(selectUser(store.getState())).not.toBeNull();

  await user.click(within(form).getByRole('button', { name: 'Fortryd' }));
  expect(screen.queryByRole('form', { name: 'Er du sikker?' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Luk min konto …' })).toHaveFocus());
});

test('the right password closes the account: signed out and sent to sign-in', async () => {
  server.use(http.delete('/api/customer/users/1', () => HttpResponse.json({ message: 'Din konto er lukket.' })));
  const { user, store, router } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Luk min konto …' }));
  await user.type(screen.getByLabelText('Din adgangskode'), 'demo-hest-batteri');
  await user.click(screen.getByRole('button', { name: 'Luk kontoen endeligt' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(selectUser(store.getState())).toBeNull();
});

test('the link of the e-mail-change mail confirms the address once and leaves the address bar clean', async () => {
  const tokens: string[] = [];
  server.use(
    http.post('/api/customer/users/1/email/confirm', async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return HttpResponse.json({
        user: { ...mette, email: 'ny@example.dk' },
        message: 'Din nye e-mailadresse er bekræftet.',
      });
    }),
  );
  const { router, store } = renderPage('/profile?confirm-email=abc.def');
  expect(await screen.findByText('Din nye e-mailadresse er bekræftet.')).toBeInTheDocument();
  expect(tokens).toEqual(['abc.def']);
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(selectUser(store.getState())?.email).toBe('ny@example.dk');
  expect(screen.getByText('ny@example.dk')).toBeInTheDocument();
});

test('a spent link says why', async () => {
  server.use(
    http.post('/api/customer/users/1/email/confirm', () =>
      HttpResponse.json(
        { message: 'Der er fejl', errors: { token: ['Linket er ikke gyldigt, eller det er allerede brugt.'] } },
        { status: 422 },
      ),
    ),
  );
  renderPage('/profile?confirm-email=old');
  expect(await screen.findByText('Linket er ikke gyldigt, eller det er allerede brugt.')).toBeInTheDocument();
});
