// The user menu's dropdown arrives after the page (src/app/UserMenu.tsx): the button it replaces keeps the
// visitor's focus. Its own file, so the dropdown has not been loaded by another test when this one starts.
import { act, screen, waitFor } from '@testing-library/react';
import { customer, setupMswServer } from '../../support/msw';
import { renderApp } from '../../support/renderWithProviders';
import { acceptAllCookies } from '../../support/cookieConsent';

setupMswServer();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  acceptAllCookies();
});

const NAME = 'MJ – Brugermenu for Mette Kunde Jensen';

test('focus on the user-menu button stays on it when its dropdown arrives and replaces it', async () => {
  renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  const before = screen.getByRole('button', { name: NAME });
  expect(before).not.toHaveAttribute('id');
  act(() => before.focus());
  await waitFor(() => expect(screen.getByRole('button', { name: NAME })).not.toBe(before));
  expect(screen.getByRole('button', { name: NAME })).toHaveFocus();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
