// /password/email: always the same confirmation, so nobody learns whether an address has an account.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ForgotPasswordPage } from '../../../../src/features/auth/ForgotPasswordPage';
import { setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();

test.each(['kunde@example.dk', 'nobody@example.dk'])(
  'asking for a link for %s shows the same confirmation',
  async (email) => {
    let body: unknown;
    server.use(
      http.post('/api/password/email', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Hvis der findes en konto …' });
      }),
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/password/email', user: null });
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tjek din e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hvis der findes en konto med den e-mail, har vi sendt et link',
    );
    expect(body).toEqual({ email });
    expect(screen.getByRole('link', { name: 'Tilbage til log ind' })).toHaveAttribute('href', '/login');
  },
);

test('an invalid address is caught in the browser', async () => {
  const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/password/email', user: null });
  await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Indtast en gyldig e-mailadresse');
});

test('a 422 from the server is shown under the field', async () => {
  server.use(
    http.post('/api/password/email', () =>
      HttpResponse.json({ message: 'x', errors: { email: ['Ukendt domæne'] } }, { status: 422 }),
    ),
  );
  const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/password/email', user: null });
  await user.type(screen.getByLabelText('E-mail'), 'a@b.dk');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ukendt domæne');
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('in English', async () => {
  server.use(http.post('/api/password/email', () => HttpResponse.json({ message: 'sent' })));
  const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/password/email', user: null, locale: 'en' });
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'kunde@example.dk');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
});
