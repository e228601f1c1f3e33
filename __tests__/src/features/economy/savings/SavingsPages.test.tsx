// economy/savings and savings/edit: deposits (savings, pension) and stock portfolios with their value and bank,
// the total, adding one (other-assets/add/{type}, back to savings), changing and deleting, and bad input.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { EconomicProfile } from '../../../../../contract/economicProfile';
import { EMPTY_ECONOMY } from '../../../../../domain/emptyEconomy';
import { serveEconomy, serveResources } from '../../../../support/economyServer';
import { customer, setupMswServer } from '../../../../support/msw';
import { renderApp } from '../../../../support/renderWithProviders';
import { captureToasts } from '../../../../support/toasts';

setupMswServer();
const toasts = captureToasts();
const english = { ...customer, preferences: { lang: 'en' as const } };

jest.setTimeout(60_000);

beforeEach(() => {
  window.sessionStorage.clear();
  serveResources();
});

function economyWithSavings(): EconomicProfile {
  return {
    ...EMPTY_ECONOMY,
    id: 5,
    user_id: customer.id,
    current_supplier_id: 4,
    deposits: [
      { id: 7, deposit_type: 'savings', amount: 80_000, interest_rate: 1.5, supplier_id: 3 },
      { id: 9, deposit_type: 'pension', amount: 400_000, interest_rate: null, supplier_id: 4 },
    ],
    stockPortfolios: [{ id: 8, value: 120_000, supplier_id: 3 }],
  };
}

test('savings: each deposit and portfolio with its bank and the total, and the bank today', async () => {
  serveEconomy(economyWithSavings());
  renderApp({ route: '/economy/savings', user: english, locale: 'en' });
  const table = await screen.findByRole('table', { name: 'Savings and investments' });
  expect(within(table).getByRole('row', { name: /Savings account/ })).toHaveTextContent('80,000');
  expect(within(table).getByRole('row', { name: /Pension savings/ })).toHaveTextContent('Fjordsparekassen');
  expect(within(table).getByRole('row', { name: /Stock portfolio/ })).toHaveTextContent('Nordbank');
  expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('600,000');
  expect(screen.getByText('Your bank today: Fjordsparekassen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add a stock portfolio' })).toHaveAttribute(
    'href',
    '/economy/other-assets/add/stock_portfolio',
  );
});

test('savings in Danish, empty', async () => {
  serveEconomy(null);
  renderApp({ route: '/economy/savings', user: customer, locale: 'da' });
  expect(await screen.findByText('Du har ingen opsparing på listen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tilføj en pensionsopsparing' })).toBeInTheDocument();
});

test('adding a pension with its bank sends it and returns to savings', async () => {
  const api = serveEconomy(null);
  api.on('post', 'deposits', () => {
    api.set(economyWithSavings());
    return HttpResponse.json({ id: 9, economic_profile: economyWithSavings() }, { status: 201 });
  });
  const { user, router } = renderApp({ route: '/economy/other-assets/add/pension', user: english, locale: 'en' });
  await user.type(await screen.findByRole('textbox', { name: 'Amount saved' }), '400000');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Fjordsparekassen');
  await user.click(screen.getByRole('button', { name: 'Save belonging' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/savings'));
  expect(api.sent[0].body).toEqual({ deposit_type: 'pension', amount: 400_000, interest_rate: null, supplier_id: 4 });
});

test('a deposit of 10^15 kr. or at a rate over 100 is refused before anything is sent', async () => {
  const api = serveEconomy(null);
  const { user } = renderApp({ route: '/economy/other-assets/add/savings', user: english, locale: 'en' });
  await user.type(await screen.findByRole('textbox', { name: 'Amount saved' }), '1000000000000000');
  await user.type(screen.getByRole('textbox', { name: 'Interest rate in percent' }), '101');
  await user.click(screen.getByRole('button', { name: 'Save belonging' }));
  expect(await screen.findByText(/at most 1,000,000,000/)).toBeInTheDocument();
  expect(screen.getByText('The interest rate can be at most 100 %')).toBeInTheDocument();
  expect(api.sent).toEqual([]);
});

test('savings/edit changes a portfolio’s bank and deletes a deposit; the server’s 422 shows under the field', async () => {
  const api = serveEconomy(economyWithSavings());
  let first = true;
  api.on('patch', 'stock-portfolios/8', () => {
    if (first) {
      first = false;
      return HttpResponse.json(
        { message: 'Invalid', errors: { supplier_id: ['Choose a bank from the list.'] } },
        { status: 422 },
      );
    }
    return HttpResponse.json({ id: 8, economic_profile: economyWithSavings() });
  });
  api.on('delete', 'deposits/7', () => HttpResponse.json(economyWithSavings()));
  const { user } = renderApp({ route: '/economy/savings/edit', user: english, locale: 'en' });
  const portfolio = (await screen.findByText('Stock portfolio')).closest('li') as HTMLElement;
  await user.click(within(portfolio).getByRole('button', { name: 'Edit' }));
  await user.selectOptions(within(portfolio).getByRole('combobox', { name: 'Bank' }), 'Fjordsparekassen');
  await user.click(within(portfolio).getByRole('button', { name: 'Save belonging' }));
  expect(await within(portfolio).findByText('Choose a bank from the list.')).toBeInTheDocument();
  await user.click(within(portfolio).getByRole('button', { name: 'Save belonging' }));
  await waitFor(() => expect(api.sent).toHaveLength(2));
  expect(api.sent[1].body).toEqual({ value: 120_000, supplier_id: 4 });

  const savings = screen.getByText('Savings account').closest('li') as HTMLElement;
  await user.click(within(savings).getByRole('button', { name: 'Delete belonging' }));
  toasts.expire('Deleted');
  await waitFor(() => expect(api.sent[2]).toMatchObject({ method: 'delete' }));
});
