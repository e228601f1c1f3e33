// /admin/dashboard and /supplier/dashboard (§6): where staff land, what each page says about their work, the way
// out, and that each is for its own team only.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUser } from '../../../../store/slices/authSlice';
import { admin, customer, setupMswServer, supplier } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
jest.setTimeout(30_000);

const english = <T extends typeof admin>(user: T) => ({ ...user, preferences: { lang: 'en' as const } });

test.each([
  ['/', 'da'],
  ['/home', 'da'],
  ['/login', 'en'],
] as const)('a lender’s user opening %s lands on the lenders’ page (%s)', async (route, locale) => {
  const user = locale === 'en' ? english(supplier) : supplier;
  const { router } = renderApp({ route, user, locale });
  const title = locale === 'en' ? 'For lenders' : 'Til långivere';
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/supplier/dashboard');
  expect(screen.queryByRole('navigation', { name: /Hovedmenu|Main menu/ })).not.toBeInTheDocument();
});

test('the lenders’ page says how their system receives leads and sends offers, and where the API is described', async () => {
  renderApp({ route: '/supplier/dashboard', user: english(supplier), locale: 'en' });
  for (const name of ['How your system receives leads', 'How you send offers', 'Access and documentation'])
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
  expect(screen.getByText('GET /supplier-api/v1/leads?status=open')).toBeInTheDocument();
  expect(screen.getByText('POST /supplier-api/v1/leads/{leadId}/offer')).toBeInTheDocument();
  expect(screen.getByText('private-App.Models.Supplier.{id}')).toBeInTheDocument();
  expect(screen.getByText('docs/supplier-api.md')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
});

test('the admin page lists the admin tasks this app has, in Danish', async () => {
  renderApp({ route: '/admin/dashboard', user: admin, locale: 'da' });
  for (const name of ['Obligationskurser', 'Långivernes adgang til API’et', 'Fejlrapporter', 'API-reference og drift'])
    expect(await screen.findByRole('heading', { level: 2, name: name.replace('’', "'") })).toBeInTheDocument();
  expect(screen.getByText('POST /api/admin/mortgage-rates')).toBeInTheDocument();
  expect(screen.getByText('npm run import:rates -- FILE.csv')).toBeInTheDocument();
  expect(screen.getByText('npm run errors')).toBeInTheDocument();
  expect(screen.getByText('POST /api/admin/suppliers/{slug}/token')).toBeInTheDocument();
});

test.each([
  [admin, 'Administration', 'Log ud'],
  [english(supplier), 'For lenders', 'Sign out'],
])('signing out from a staff page posts /logout and shows the login page (%#)', async (staff, title, signOut) => {
  let loggedOut = false;
  server.use(
    http.post('/logout', () => {
      loggedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const locale = staff.preferences?.lang === 'en' ? 'en' : 'da';
  const { user, router, store } = renderApp({ route: '/', user: staff, locale });
  await screen.findByRole('heading', { level: 1, name: title });
  expect(screen.getByText(staff.name)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: signOut }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(loggedOut).toBe(true);
  expect(selectUser(store.getState())).toBeNull();
});

test.each([
  ['a customer', customer, '/admin/dashboard', '/home'],
  ['a customer', customer, '/supplier/dashboard', '/home'],
  ['an admin', admin, '/supplier/dashboard', '/admin/dashboard'],
  ['a lender’s user', supplier, '/admin/dashboard', '/supplier/dashboard'],
  ['a lender’s user', supplier, '/mortgage-surveillance', '/supplier/dashboard'],
  ['a visitor', null, '/supplier/dashboard', '/login'],
])('%s opening %s is sent to %s', async (_who, user, route, to) => {
  const { router } = renderApp({ route, user, locale: 'da' });
  await waitFor(() => expect(router.state.location.pathname).toBe(to));
});

test('staff switch language on their page without the customer API: no /403, the page in English', async () => {
  const saved: string[] = [];
  server.use(
    http.put('/api/customer/users/:userId/preferences', ({ request }) => {
      saved.push(request.url);
      return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    }),
  );
  const { user, router } = renderApp({ route: '/supplier/dashboard', user: supplier, locale: 'da' });
  await screen.findByRole('heading', { level: 1, name: 'Til långivere' });
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'For lenders' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/supplier/dashboard');
  expect(saved).toEqual([]);
});
