// The economy's add pages share their frame (AddItemFrame): the type being added under the title, and a type the
// URL names that does not exist refused in place of the form.
import { screen } from '@testing-library/react';
import { EMPTY_ECONOMY } from '../../../../domain/emptyEconomy';
import { serveEconomy, serveResources } from '../../../support/economyServer';
import { customer, setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';

setupMswServer();
const english = { ...customer, preferences: { lang: 'en' as const } };

// The whole app renders per test.
jest.setTimeout(60_000);

beforeEach(() => {
  window.sessionStorage.clear();
  serveResources();
  serveEconomy(EMPTY_ECONOMY);
});

test.each([
  ['/economy/properties/add/owner_flat', 'Add property', 'Owner-occupied flat', 'Save home'],
  ['/economy/other-debt/add/consumer_loans', 'Add debt', 'Consumer loans', 'Save loan'],
  ['/economy/other-assets/add/car', 'Add belonging', 'Car', 'Next: loans'],
])('%s names the type under the title and shows the form', async (route, title, type, submit) => {
  renderApp({ route, user: english, locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(type, { selector: 'p' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: submit })).toBeInTheDocument();
  expect(screen.queryByText(/We do not know that type/)).not.toBeInTheDocument();
});

test.each([
  ['/economy/properties/add/castle', 'Add property'],
  ['/economy/other-debt/add/nonsense', 'Add debt'],
  ['/economy/other-assets/add/spaceship', 'Add belonging'],
])('%s says the type is unknown, with no form', async (route, title) => {
  renderApp({ route, user: english, locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(await screen.findByText(/We do not know that type/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Save loan|Save home|Next: loans)$/ })).not.toBeInTheDocument();
});
