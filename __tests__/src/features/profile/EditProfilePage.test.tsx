// profile/edit: contact details with the form's rules and the server's field errors, a pending e-mail
// change, the language, and the password change.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EditProfilePage } from '../../../../src/features/profile/EditProfilePage';
import { selectUser } from '../../../../store/slices/authSlice';
import { customer, setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.setTimeout(20_000);
const server = setupMswServer();
const mette = { ...customer, phone: '+4520123456' };

function renderPage(locale: 'da' | 'en' = 'da') {
  return renderWithProviders(<EditProfilePage />, { route: '/profile/edit', user: mette, locale });
}

describe('contact details', () => {
  test('the phone field shows the number as the profile page does, once, whatever way it was stored', async () => {
    for (const stored of ['+4540404040', '40404040', '+45 40 40 40 40']) {
      const { unmount } = renderWithProviders(<EditProfilePage />, {
        route: '/profile/edit',
        user: { ...mette, phone: stored },
      });
      expect(await screen.findByLabelText('Telefonnummer')).toHaveValue('+45 40 40 40 40');
      unmount();
    }
    renderWithProviders(<EditProfilePage />, { route: '/profile/edit', user: { ...mette, phone: null } });
    expect(await screen.findByLabelText('Telefonnummer')).toHaveValue('');
  });

  test('start from the account, check the rules on blur and show nothing before a touch', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Kontaktoplysninger' });
    expect(within(form).getByLabelText('Fulde navn')).toHaveValue('Mette Kunde Jensen');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('kunde@example.dk');
    const phone = within(form).getByLabelText('Telefonnummer');
    // As the profile page shows it (PhoneDisplay), not as stored.
    expect(phone).toHaveValue('+45 20 12 34 56');
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '12');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    const name = within(form).getByLabelText('Fulde navn');
    await user.clear(name);
    await user.type(name, 'Mette');
    await user.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  });

  test('saving sends the changes and shows the answer; the new phone is the account’s', async () => {
    let body: unknown = null;
    server.use(
      http.patch('/api/customer/users/1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          user: { ...mette, phone: '20 98 76 54' },
          pending_email: null,
          message: 'Dine oplysninger er gemt.',
        });
      }),
    );
    const { user, store } = renderPage();
    const phone = await screen.findByLabelText('Telefonnummer');
    await user.clear(phone);
    await user.type(phone, '20 98 76 54');
    await user.click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Mette Kunde Jensen', email: 'kunde@example.dk', phone: '20 98 76 54' });
    expect(selectUser(store.getState())?.phone).toBe('20 98 76 54');
  });

  test('a new e-mail waits for its link; the server’s field errors stand at their fields', async () => {
    let calls = 0;
    server.use(
      http.patch('/api/customer/users/1', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Der er fejl', errors: { email: ['En anden konto bruger allerede denne e-mailadresse.'] } },
              { status: 422 },
            )
          : HttpResponse.json({
              user: mette,
              pending_email: 'ny@example.dk',
              message: 'Vi har sendt et link til ny@example.dk. Din e-mailadresse skifter, når du åbner linket.',
            });
      }),
    );
    const { user } = renderPage();
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'ny@example.dk');
    await user.type(
      within(await screen.findByRole('form', { name: 'Kontaktoplysninger' })).getByLabelText('Nuværende adgangskode'),
      'demo-hest-batteri',
    );
    await user.click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('En anden konto bruger allerede')),
    );
    await user.click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    expect(await screen.findByText(/Vi har sendt et link til ny@example\.dk/)).toBeInTheDocument();
    // The confirmed address stays until the link is opened.
    expect(email).toHaveValue('kunde@example.dk');
  });

  test('a new e-mail asks for the current password and sends it; name and phone alone do not', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/customer/users/1', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: mette, pending_email: 'ny@example.dk', message: 'Sendt.' });
      }),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Kontaktoplysninger' });
    expect(within(form).queryByLabelText('Nuværende adgangskode')).not.toBeInTheDocument();
    const email = within(form).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'ny@example.dk');
    const password = within(form).getByLabelText('Nuværende adgangskode');
    await user.click(within(form).getByRole('button', { name: 'Gem oplysninger' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Skriv din nuværende adgangskode for at skifte e-mailadresse.'),
      ),
    );
    expect(bodies).toEqual([]);
    await user.type(password, 'demo-hest-batteri');
    await user.click(within(form).getByRole('button', { name: 'Gem oplysninger' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'ny@example.dk', current_password: 'demo-hest-batteri' });
  });
});

describe('password', () => {
  test('checks the rules before sending, then shows a wrong current password at its field', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/customer/users/1/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { message: 'Der er fejl', errors: { current_password: ['Adgangskoden er ikke korrekt.'] } },
          { status: 422 },
        );
      }),
    );
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Skift adgangskode' });
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    expect(body).toBeNull();
    expect(within(form).getByLabelText('Nuværende adgangskode')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Nuværende adgangskode'), 'Forkert123');
    await user.type(within(form).getByLabelText('Ny adgangskode'), 'Sommer-i-2026x');
    await user.type(within(form).getByLabelText('Gentag ny adgangskode'), 'Sommer2026y');
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    expect(body).toBeNull();
    await user.clear(within(form).getByLabelText('Gentag ny adgangskode'));
    await user.type(within(form).getByLabelText('Gentag ny adgangskode'), 'Sommer-i-2026x');
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Nuværende adgangskode')).toHaveAccessibleDescription(
        'Adgangskoden er ikke korrekt.',
      ),
    );
    expect(body).toEqual({
      current_password: 'Forkert123',
      password: 'Sommer-i-2026x',
      password_confirmation: 'Sommer-i-2026x',
    });
  });

  test('a lock-out (429) is said above the form; success empties it and says the others are signed out', async () => {
    let calls = 0;
    server.use(
      http.post('/api/customer/users/1/password', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Too many attempts. Try again in 1 minute.' }, { status: 429 })
          : HttpResponse.json({ message: 'Your password is changed. You are signed out everywhere else.' });
      }),
    );
    const { user } = renderPage('en');
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'demo-hest-batteri');
    await user.type(within(form).getByLabelText('New password'), 'Sommer-i-2026x');
    await user.type(within(form).getByLabelText('Repeat new password'), 'Sommer-i-2026x');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Too many attempts. Try again in 1 minute.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/signed out everywhere else/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});

test('the language buttons say which is chosen and save the choice', async () => {
  let saved: unknown = null;
  server.use(
    http.put('/api/customer/users/1/preferences', async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json({ ...mette, preferences: { lang: 'en' } });
    }),
  );
  const { user } = renderPage();
  const group = screen.getByRole('group', { name: 'Sprog' });
  expect(within(group).getByRole('button', { name: 'Dansk' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(group).getByRole('button', { name: 'English' }));
  await waitFor(() => expect(saved).toEqual({ lang: 'en' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
});

describe('a password that fails the policy', () => {
  test('the password form comes first and explains why a new one is needed; the change clears the request', async () => {
    server.use(
      http.post('/api/customer/users/1/password', () =>
        HttpResponse.json({ message: 'Your password is changed. You are signed out everywhere else.' }),
      ),
    );
    const { user, store } = renderWithProviders(<EditProfilePage />, {
      route: '/profile/edit',
      user: { ...mette, password_change_required: true },
      locale: 'en',
    });
    const forms = screen.getAllByRole('form');
    expect(forms[0]).toHaveAccessibleName('Change password');
    const form = forms[0];
    expect(screen.getByText(/no longer meets them\. Choose a new password of at least 12 characters/)).toBeVisible();
    await user.type(within(form).getByLabelText('Current password'), 'Demo1234!');
    await user.type(within(form).getByLabelText('New password'), 'correct horse battery staple');
    await user.type(within(form).getByLabelText('Repeat new password'), 'correct horse battery staple');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(selectUser(store.getState())).not.toHaveProperty('password_change_required'));
  });

  test('the hint under the new password checks the policy as it is typed, common passwords included', async () => {
    const { user } = renderPage('en');
    const form = screen.getByRole('form', { name: 'Change password' });
    const field = within(form).getByLabelText('New password');
    expect(within(form).getByText(/At least 12 characters/)).toBeInTheDocument();
    await user.type(field, 'Password1');
    expect(await within(form).findByText(/between 12 and 128 characters/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'qwerty123456');
    expect(await within(form).findByText(/known from leaked lists/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'correct horse battery staple');
    expect(await within(form).findByText('The password meets the requirements.')).toBeInTheDocument();
  });

  test("a password made of the account's own name is refused under the field, with the estimate's advice", async () => {
    const { user } = renderPage('da');
    const form = screen.getByRole('form', { name: 'Skift adgangskode' });
    const field = within(form).getByLabelText('Ny adgangskode');
    await user.type(field, 'Mette Kunde Jensen');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /^Dit navn, din e-mailadresse og Lånetorvets navn er lette at gætte\. Lad dem ude af adgangskoden\. .+/,
      ),
    );
  });
});
