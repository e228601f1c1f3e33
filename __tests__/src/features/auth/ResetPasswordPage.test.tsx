// /password/reset/:token?email=…: a new password twice; 422 errors shown; then the way to sign in.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ResetPasswordPage } from '../../../../src/features/auth/ResetPasswordPage';
import { setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();
const route = '/password/reset/tok_123?email=kunde%40example.dk';
const render = () => renderWithProviders(<ResetPasswordPage />, { route, path: '/password/reset/:token', user: null });

test('the e-mail comes from the link; the token, e-mail and both passwords are sent; success links to sign-in', async () => {
  let body: unknown;
  server.use(
    http.post('/api/password/reset', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ message: 'Din adgangskode er nulstillet. Du kan nu logge ind.' });
    }),
  );
  const { user } = render();
  expect(screen.getByLabelText('E-mail')).toHaveValue('kunde@example.dk');
  await user.type(screen.getByLabelText('Ny adgangskode'), 'Nyt-1234-kode');
  await user.type(screen.getByLabelText('Gentag ny adgangskode'), 'Nyt-1234-kode');
  await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Adgangskoden er skiftet' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Din adgangskode er nulstillet. Du kan nu logge ind.');
  expect(screen.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
  expect(body).toEqual({
    token: 'tok_123',
    email: 'kunde@example.dk',
    password: 'Nyt-1234-kode',
    password_confirmation: 'Nyt-1234-kode',
  });
});

test('the password hint states the rule', () => {
  render();
  expect(screen.getByLabelText('Ny adgangskode')).toHaveAccessibleDescription(
    'Mindst 12 tegn. Alle tegn er tilladt, også mellemrum og æ, ø og å, og der er ingen krav om tal eller store ' +
      'bogstaver. Den må bare ikke være let at gætte: flere ord, som ikke hører sammen, er bedst.',
  );
});

test("a guessable password gets the estimate's warning and suggestions under the field, a passphrase passes", async () => {
  const { user } = render();
  const field = screen.getByLabelText('Ny adgangskode');
  await user.type(field, 'laanetorvet2024');
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      'Dit navn, din e-mailadresse og Lånetorvets navn er lette at gætte. Lad dem ude af adgangskoden. ' +
        'Tilføj flere ord, gerne nogle der er mindre almindelige.',
    ),
  );
  await user.clear(field);
  await user.type(field, 'aaaaaaaaaaaa');
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      /Gentagne tegn som “aaa” er lette at gætte\. .*Undgå gentagne ord og tegn\./,
    ),
  );
  await user.clear(field);
  await user.type(field, 'korrekt hest batteri hæfteklamme');
  await waitFor(() => expect(field).toHaveAccessibleDescription('Adgangskoden opfylder kravene.'));
});

test('a password made of the e-mail in the link is refused in the browser, before anything is sent', async () => {
  const { user } = render();
  await user.type(screen.getByLabelText('Ny adgangskode'), 'kunde@example.dk');
  await user.type(screen.getByLabelText('Gentag ny adgangskode'), 'kunde@example.dk');
  await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
  expect(await screen.findAllByText(/Lånetorvets navn er lette at gætte/)).not.toHaveLength(0);
  expect(screen.getByLabelText('Ny adgangskode')).toHaveAttribute('aria-invalid', 'true');
});

test('a weak password and a mismatch are caught in the browser', async () => {
  const { user } = render();
  await user.type(screen.getByLabelText('Ny adgangskode'), 'svag');
  await user.type(screen.getByLabelText('Gentag ny adgangskode'), 'anden');
  await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
  // Both the hint under the field and the field's error say it.
  expect(await screen.findAllByText(/Adgangskoden skal være på mellem 12 og 128 tegn/)).not.toHaveLength(0);
  expect(screen.getByText('De to adgangskoder er ikke ens')).toBeInTheDocument();
});

test("an expired link: the server's 422 is shown under the field it names", async () => {
  server.use(
    http.post('/api/password/reset', () =>
      HttpResponse.json(
        { message: 'invalid', errors: { email: ['Linket til at nulstille adgangskoden er ugyldigt eller udløbet.'] } },
        { status: 422 },
      ),
    ),
  );
  const { user } = render();
  await user.type(screen.getByLabelText('Ny adgangskode'), 'Nyt-1234-kode');
  await user.type(screen.getByLabelText('Gentag ny adgangskode'), 'Nyt-1234-kode');
  await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Linket til at nulstille adgangskoden er ugyldigt eller udløbet.',
  );
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('link', { name: 'Få et nyt link' })).toHaveAttribute('href', '/password/email');
});

test('an error for a field the form does not show (the token) goes to the form-level alert', async () => {
  server.use(
    http.post('/api/password/reset', () =>
      HttpResponse.json({ message: 'invalid', errors: { token: ['Ugyldigt link'] } }, { status: 422 }),
    ),
  );
  const { user } = render();
  await user.type(screen.getByLabelText('Ny adgangskode'), 'Nyt-1234-kode');
  await user.type(screen.getByLabelText('Gentag ny adgangskode'), 'Nyt-1234-kode');
  await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ugyldigt link');
});
