// The authenticated shell (§2): navigation, language switch (stored for a signed-in user), sign-out (§4, §8).
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../store/api/baseApi';
import { selectUser } from '../../../store/slices/authSlice';
import * as pageLocation from '../../../src/lib/browser/pageLocation';
import * as errorReporting from '../../../src/lib/errorReporting/reportError';
import { customer, setupMswServer } from '../../support/msw';
import { serveEconomy, serveResources } from '../../support/economyServer';
import { renderApp } from '../../support/renderWithProviders';
import axe from 'axe-core';
import { acceptAllCookies } from '../../support/cookieConsent';

// swc compiles a module's exports to getters jest cannot spy on; a plain copy of the module can be spied on
// (`__esModule`, so `import * as` takes the copy itself rather than wrapping it).
jest.mock('../../../src/lib/browser/pageLocation', () => ({
  __esModule: true,
  ...jest.requireActual('../../../src/lib/browser/pageLocation'),
}));
jest.mock('../../../src/lib/errorReporting/reportError', () => ({
  __esModule: true,
  ...jest.requireActual('../../../src/lib/errorReporting/reportError'),
}));

const server = setupMswServer();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  acceptAllCookies();
});

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ getThing: build.query<{ n: number }, void>({ query: () => '/api/thing' }) }),
});

test('the header names the product and links the seven sections', async () => {
  renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  expect(screen.getAllByRole('link', { name: 'Lånetorvet' })[0]).toHaveAttribute('href', '/home');
  const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Forside', '/home'],
    ['Anmodninger', '/rfqs'],
    ['Beskeder', '/messages'],
    ['Dokumenter', '/documents'],
    ['Økonomi', '/economy'],
    ['Boligovervågning', '/mortgage-surveillance'],
    ['Profil', '/profile'],
  ]);
});

test('a section stays marked while one of its sub-pages is open', async () => {
  serveEconomy(null);
  serveResources();
  renderApp({ route: '/economy/savings', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Opsparing' });
  const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
  expect(within(nav).getByRole('link', { name: 'Økonomi' })).toHaveAttribute('aria-current', 'page');
});

test("switching language re-renders in English and stores a signed-in user's choice", async () => {
  let body: unknown;
  server.use(
    http.put('/api/customer/users/1/preferences', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ ...customer, preferences: { lang: 'en' } });
    }),
  );
  const { user, store, router } = renderApp({ route: '/documents', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Dokumenter' });
  const group = screen.getAllByRole('group', { name: 'Sprog' })[0];
  await user.click(within(group).getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/documents');
  await waitFor(() => expect(body).toEqual({ lang: 'en' }));
  expect(selectUser(store.getState())?.preferences.lang).toBe('en');
  expect(
    within(screen.getAllByRole('group', { name: 'Language' })[0]).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The next navigation keeps English: the language guard reads the updated preference.
  await act(() => router.navigate('/messages'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
});

test("a visitor's language choice stays in this browser, not on the server, and survives the next navigation", async () => {
  const { user, router } = renderApp({ route: '/login', user: null });
  await screen.findByRole('heading', { level: 1, name: 'Log ind' });
  await user.type(screen.getByLabelText('E-mail'), 'kunde@example.dk');
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  // The page was not remounted: what was typed is still there.
  expect(screen.getByLabelText('Email')).toHaveValue('kunde@example.dk');
  expect(localStorage.getItem('locale')).toBe('en');
  await act(() => router.navigate('/password/email'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password' })).toBeInTheDocument();
});

test('signing out posts /logout, forgets the user and every cached answer, and shows the login page', async () => {
  let loggedOut = false;
  server.use(
    http.get('/api/thing', () => HttpResponse.json({ n: 1 })),
    http.post('/logout', () => {
      loggedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user, store, router } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  await act(() => store.dispatch(testApi.endpoints.getThing.initiate()));
  expect(testApi.endpoints.getThing.select()(store.getState()).data).toEqual({ n: 1 });

  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(
    within(screen.getAllByRole('navigation', { name: 'Hovedmenu' })[1]).getByRole('button', { name: 'Log ud' }),
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Log ind' })).toBeInTheDocument();
  expect(loggedOut).toBe(true);
  expect(router.state.location.pathname).toBe('/login');
  expect(selectUser(store.getState())).toBeNull();
  expect(testApi.endpoints.getThing.select()(store.getState()).data).toBeUndefined();
});

test('a failed sign-out is reported and the page reloads (§8)', async () => {
  server.use(http.post('/logout', () => new HttpResponse(null, { status: 500 })));
  const reload = jest.spyOn(pageLocation, 'reloadPage').mockImplementation(() => undefined);
  const report = jest.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
  const { user } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(
    within(screen.getAllByRole('navigation', { name: 'Hovedmenu' })[1]).getByRole('button', { name: 'Log ud' }),
  );
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(report).toHaveBeenCalledWith(
    expect.objectContaining({ status: 500 }),
    expect.objectContaining({ where: 'logout' }),
  );
  reload.mockRestore();
  report.mockRestore();
});

test('the mobile menu opens and closes, and closes itself after a navigation', async () => {
  const { user } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getAllByRole('navigation', { name: 'Hovedmenu' })[1];
  await user.click(within(panel).getByRole('link', { name: 'Beskeder' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Beskeder' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toBe(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the user menu (a Radix dropdown) offers the profile and sign-out', async () => {
  server.use(http.post('/logout', () => new HttpResponse(null, { status: 204 })));
  const { user } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  await user.click(screen.getByRole('button', { name: 'MJ – Brugermenu for Mette Kunde Jensen' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByText('kunde@example.dk')).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'Log ud' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Log ind' })).toBeInTheDocument();
});

test('the user-menu button is named by its visible text, initials first (axe label-content-name-mismatch)', async () => {
  renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' }, { timeout: 5000 });
  const button = screen.getByRole('button', { name: /Brugermenu/ });
  // No aria-label overriding the text: the accessible name is the content, which starts with the visible initials.
  expect(button).not.toHaveAttribute('aria-label');
  expect(button).toHaveAccessibleName('MJ – Brugermenu for Mette Kunde Jensen');
  expect(button.querySelector('.user-menu__avatar')).toHaveTextContent('MJ');
  expect(button.querySelector('.user-menu__avatar')).not.toHaveAttribute('aria-hidden');
  const results = await axe.run(button, {
    runOnly: ['label-content-name-mismatch'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  // jsdom cannot tell what is visible, so axe leaves an aria-label it cannot check as "incomplete": neither may occur.
  expect(results.violations).toEqual([]);
  expect(results.incomplete).toEqual([]);
});

test('the user menu opened from the keyboard before its dropdown has loaded focuses its first item', async () => {
  const { user } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  screen.getByRole('button', { name: 'MJ – Brugermenu for Mette Kunde Jensen' }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'MJ – Brugermenu for Mette Kunde Jensen' })).toHaveFocus(),
  );
});
