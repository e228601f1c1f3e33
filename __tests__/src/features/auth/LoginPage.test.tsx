// /login: fields, 422 under the field (announced), 429, and where a successful sign-in leads (§2 guest guard).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectReturnRoute, selectUser } from '../../../../store/slices/authSlice';
import { LOGIN_BLANK, LoginPage } from '../../../../src/features/auth/LoginPage';
import { loginSchema } from '../../../../src/features/auth/loginSchema';
import { admin, customer, setupMswServer } from '../../../support/msw';
import { renderApp, renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();

beforeEach(() => sessionStorage.clear());

async function signIn(
  user: ReturnType<typeof renderApp>['user'],
  email = 'kunde@example.dk',
  password = 'demo-hest-batteri',
) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Adgangskode'), password);
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
}

test('shows e-mail, password, remember me and a link to the forgotten-password page', async () => {
  renderWithProviders(<LoginPage />, { route: '/login', user: null });
  expect(screen.getByRole('heading', { level: 1, name: 'Log ind' })).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Adgangskode')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('checkbox', { name: 'Husk mig' })).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Glemt adgangskode?' })).toHaveAttribute('href', '/password/email');
});

test('sends email, password and remember to POST /login', async () => {
  let body: unknown;
  server.use(
    http.post('/login', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ user: customer });
    }),
  );
  const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', user: null });
  await user.type(screen.getByLabelText('E-mail'), ' kunde@example.dk ');
  await user.type(screen.getByLabelText('Adgangskode'), 'demo-hest-batteri');
  await user.click(screen.getByRole('checkbox', { name: 'Husk mig' }));
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
  await waitFor(() => expect(selectUser(store.getState())).toEqual(customer));
  expect(body).toEqual({ email: 'kunde@example.dk', password: 'demo-hest-batteri', remember: true });
});

test("the server's 422 message is shown under the e-mail field and announced", async () => {
  server.use(
    http.post('/login', () =>
      HttpResponse.json(
        {
          message: 'The given data was invalid.',
          errors: { email: ['E-mailadressen eller adgangskoden er forkert.'] },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = renderWithProviders(<LoginPage />, { route: '/login', user: null });
  await user.type(screen.getByLabelText('E-mail'), 'kunde@example.dk');
  await user.type(screen.getByLabelText('Adgangskode'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
  const message = await screen.findByText('E-mailadressen eller adgangskoden er forkert.');
  expect(message).toHaveAttribute('role', 'alert');
  const email = screen.getByLabelText('E-mail');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('E-mailadressen eller adgangskoden er forkert.');
});

test('empty fields are caught before anything is sent', async () => {
  const { user } = renderWithProviders(<LoginPage />, { route: '/login', user: null });
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
  expect(await screen.findAllByText('Feltet skal udfyldes')).toHaveLength(2);
});

test('429 shows the throttling message in an alert', async () => {
  server.use(
    http.post('/login', () =>
      HttpResponse.json({ message: 'For mange loginforsøg. Prøv igen om 60 sekunder.' }, { status: 429 }),
    ),
  );
  const { user } = renderWithProviders(<LoginPage />, { route: '/login', user: null });
  await user.type(screen.getByLabelText('E-mail'), 'kunde@example.dk');
  await user.type(screen.getByLabelText('Adgangskode'), 'x');
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((a) => a.textContent)).toContain('For mange loginforsøg. Prøv igen om 60 sekunder.');
  // The page shows it; the app-wide alert does not repeat it.
  expect(alerts).toHaveLength(1);
});

test('a signed-out visitor of a deep link signs in and returns to it', async () => {
  server.use(http.post('/login', () => HttpResponse.json({ user: customer })));
  const { user, router, store } = renderApp({ route: '/documents?sort=new', user: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe('?sort=new');
  expect(selectReturnRoute(store.getState())).toBe('/documents?sort=new');
  await signIn(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenter' })).toBeInTheDocument();
  expect(router.state.location.pathname + router.state.location.search).toBe('/documents?sort=new');
  expect(selectReturnRoute(store.getState())).toBeNull();
  expect(sessionStorage.getItem('returnRoute')).toBeNull();
});

test('without a return route a customer lands on home', async () => {
  server.use(http.post('/login', () => HttpResponse.json({ user: customer })));
  const { user, router } = renderApp({ route: '/login', user: null });
  await signIn(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Forside' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
  const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
  expect(within(nav).getByRole('link', { name: 'Forside' })).toHaveAttribute('aria-current', 'page');
});

test('an admin who signs in lands on the admin page at /admin/dashboard', async () => {
  server.use(http.post('/login', () => HttpResponse.json({ user: admin })));
  const { user, router } = renderApp({ route: '/login', user: null });
  await signIn(user, 'admin@example.dk');
  expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/dashboard');
});

test.each([
  [
    'da',
    'Lånetorvet sender din anmodning om boliglån, billån eller anden finansiering til flere banker og realkreditinstitutter på én gang.',
    'Start en anmodning – uden konto',
  ],
  [
    'en',
    'Lånetorvet sends your request for a home loan, car loan or other financing to several banks and mortgage lenders at once.',
    'Start a request – no account needed',
  ],
] as const)(
  'a first visit learns what the product is and can start a request without an account (%s)',
  (locale, about, start) => {
    renderWithProviders(<LoginPage />, { route: '/login', user: null, locale });
    expect(screen.getByText(new RegExp(`^${about}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: start })).toHaveAttribute('href', '/form/');
  },
);

describe('LoginPage before its rules have loaded', () => {
  test('opens with what its schema gives for no data', () => {
    expect(LOGIN_BLANK).toEqual(loginSchema.getDefault());
  });
});

test('a sign-in that takes more than two seconds says that it can take a moment', async () => {
  let answer: (response: Response) => void = () => undefined;
  server.use(http.post('/login', () => new Promise<Response>((resolve) => (answer = resolve))));
  const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', user: null });
  await user.type(screen.getByLabelText('E-mail'), 'kunde@example.dk');
  await user.type(screen.getByLabelText('Adgangskode'), 'demo-hest-batteri');
  jest.useFakeTimers();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    await act(() => jest.advanceTimersByTimeAsync(1_900));
    expect(screen.getByRole('button', { name: 'Log ind' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Det kan tage et øjeblik …')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Det kan tage et øjeblik …')).toHaveAttribute('role', 'status');
    await act(async () => answer(HttpResponse.json({ user: customer })));
    await act(() => jest.advanceTimersByTimeAsync(0));
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(selectUser(store.getState())).toEqual(customer));
  expect(screen.queryByText('Det kan tage et øjeblik …')).not.toBeInTheDocument();
});
