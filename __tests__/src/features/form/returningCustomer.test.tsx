// A returning customer on the profile step: the server's errors of a submission show at their fields
// (or in an alert when no field shows them), an e-mail that has an account offers sign-in in place, and after
// signing in the whole form is still there and goes out as the signed-in customer.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUser } from '../../../../store/slices/authSlice';
import { customer, setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt, savedForm, validSteps } from './formTestKit';

// A whole form session per test, on a machine shared with other suites.
jest.setTimeout(20_000);

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

const EMAIL_TAKEN =
  'Vi kunne ikke oprette en konto med denne e-mailadresse og adgangskode. Har du allerede en konto, så log ind herunder; ellers brug en anden e-mailadresse.';
const returning = { ...validSteps.profile, full_name: 'Mette Kunde Jensen', email: 'kunde@example.dk' };

async function sendAsGuest(user: ReturnType<typeof renderForm>['user']) {
  await user.type(await screen.findByLabelText('Adgangskode'), 'Sommer-i-2025');
  await user.type(screen.getByLabelText('Gentag adgangskode'), 'Sommer-i-2025');
  await user.click(screen.getByRole('button', { name: 'Send forespørgsel' }));
}

describe('a returning customer on the profile step', () => {
  test('422 for the e-mail: the message stands at the e-mail field and sign-in is offered; signed in, the kept form goes out as the customer', async () => {
    const calls: string[] = [];
    const bodies: { steps: Record<string, Record<string, unknown>> }[] = [];
    let loginBody: unknown = null;
    server.use(
      http.post('/api/auction-form', async ({ request }) => {
        calls.push('submit');
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return calls.includes('login')
          ? HttpResponse.json({ rfq: { id: 43 }, user: customer }, { status: 201 })
          : HttpResponse.json({ message: EMAIL_TAKEN, errors: { 'profile.email': [EMAIL_TAKEN] } }, { status: 422 });
      }),
      http.post('/login', async ({ request }) => {
        calls.push('login');
        loginBody = await request.json();
        return HttpResponse.json({ user: customer });
      }),
    );
    saveFormAt('profile', { profile: returning });
    const { user, router, store } = renderForm({ route: '/form/profil' });
    await sendAsGuest(user);

    // The message is the e-mail field's own, announced with it.
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_TAKEN));
    expect(router.state.location.pathname).toBe('/form/profil');

    const signIn = screen.getByRole('group', { name: 'Log ind og fortsæt' });
    expect(within(signIn).getByText(/kunde@example\.dk/)).toBeInTheDocument();
    await user.type(within(signIn).getByLabelText('Adgangskode til din konto'), 'demo-hest-batteri');
    await user.click(within(signIn).getByRole('button', { name: 'Log ind' }));

    expect(await screen.findByText(/Du er logget ind som kunde@example\.dk/)).toBeInTheDocument();
    expect(loginBody).toEqual({ email: 'kunde@example.dk', password: 'demo-hest-batteri', remember: false });
    expect(selectUser(store.getState())).toMatchObject({ id: customer.id });
    // Everything typed is still there, and an account holder chooses no new password.
    expect(router.state.location.pathname).toBe('/form/profil');
    expect(screen.getByLabelText('Fulde navn')).toHaveValue('Mette Kunde Jensen');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kunde@example.dk');
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('20123456');
    expect(screen.queryByLabelText('Gentag adgangskode')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Log ind og fortsæt' })).not.toBeInTheDocument();
    expect(savedForm()?.steps.find((step) => step.label === 'employment')?.formData).toMatchObject({
      employer: 'Roskilde Kommune',
    });

    await user.click(screen.getByRole('button', { name: 'Send forespørgsel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/current'));
    expect(calls).toEqual(['submit', 'login', 'submit']);
    const [, second] = bodies;
    expect(second.steps.employment).toMatchObject({ employer: 'Roskilde Kommune', monthly_income: 48500 });
    expect(second.steps.savings).toMatchObject({ savings_amount: 185000 });
    expect(second.steps.profile).toMatchObject({ email: 'kunde@example.dk', full_name: 'Mette Kunde Jensen' });
    // Signed in, the request is the account's: no new password travels.
    expect(second.steps.profile).not.toHaveProperty('password');
  });

  test('a wrong password says so in the sign-in group and keeps the form as it was', async () => {
    server.use(
      http.post('/api/auction-form', () =>
        HttpResponse.json({ message: EMAIL_TAKEN, errors: { 'profile.email': [EMAIL_TAKEN] } }, { status: 422 }),
      ),
      http.post('/login', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { email: ['Forkert e-mail eller adgangskode.'] } },
          { status: 422 },
        ),
      ),
    );
    saveFormAt('profile', { profile: returning });
    const { user, store } = renderForm({ route: '/form/profil' });
    await sendAsGuest(user);
    const signIn = await screen.findByRole('group', { name: 'Log ind og fortsæt' });
    await user.type(within(signIn).getByLabelText('Adgangskode til din konto'), 'forkert');
    await user.click(within(signIn).getByRole('button', { name: 'Log ind' }));
    expect(await within(signIn).findByText('Forkert e-mail eller adgangskode.')).toBeInTheDocument();
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.getByLabelText('Fulde navn')).toHaveValue('Mette Kunde Jensen');
  });

  test('errors no field of the step shows are listed in an alert; those of the step stand at their fields', async () => {
    server.use(
      http.post('/api/auction-form', () =>
        HttpResponse.json(
          {
            message: 'invalid',
            errors: {
              'profile.phone': ['Nummeret kan ikke bruges'],
              'profile.marketing_code': ['Koden er udløbet'],
              affiliate_key: ['Ukendt partner'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    saveFormAt('profile');
    const { user } = renderForm({ route: '/form/profil' });
    await sendAsGuest(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Telefonnummer')).toHaveAccessibleDescription('Nummeret kan ikke bruges'),
    );
    const listed = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Koden er udløbet'));
      expect(found).toBeDefined();
      return found;
    });
    expect(listed).toHaveTextContent('Ukendt partner');
    expect(listed).not.toHaveTextContent('Nummeret kan ikke bruges');
  });

  test('a signed-in customer with an active request is told so, with a link to it', async () => {
    server.use(
      http.post('/api/auction-form', () =>
        HttpResponse.json(
          { message: 'Du har allerede en aktiv forespørgsel. Afslut den, før du starter en ny.', rfq_id: 7 },
          { status: 409 },
        ),
      ),
    );
    saveFormAt('profile', { profile: returning });
    const { user } = renderForm({ route: '/form/profil', user: customer });
    await user.click(await screen.findByRole('button', { name: 'Send forespørgsel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Du har allerede en aktiv forespørgsel');
    expect(within(alert).getByRole('link', { name: 'Gå til din forespørgsel' })).toHaveAttribute(
      'href',
      '/rfqs/current',
    );
    // Not a failed sending to retry: the alert above the step is all that is said.
    expect(screen.getAllByRole('alert')).toEqual([alert]);
  });
});
