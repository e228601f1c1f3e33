// economy/other-assets, other-assets/add/{assetSubType}, other-assets/{assetType}/{assetId}, other-assets/edit:
// the list with loans and totals, the two-step add flow kept in the asset draft, the rules before anything is sent,
// the server's answers under their fields, and stale items.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { EconomicProfile } from '../../../../../contract/economicProfile';
import { EMPTY_ECONOMY } from '../../../../../domain/emptyEconomy';
import {
  draftItemSet,
  draftLiabilityAdded,
  emptyAssetDraft,
  selectAssetDraft,
} from '../../../../../store/slices/assetDraftSlice';
import { serveEconomy, serveResources } from '../../../../support/economyServer';
import { customer, setupMswServer } from '../../../../support/msw';
import { renderApp } from '../../../../support/renderWithProviders';
import { captureToasts } from '../../../../support/toasts';

setupMswServer();
const toasts = captureToasts();
const english = { ...customer, preferences: { lang: 'en' as const } };

// The whole app renders per test.
jest.setTimeout(60_000);

beforeEach(() => {
  window.sessionStorage.clear();
  serveResources();
});

const carLoan = {
  id: 41,
  liability_sub_type: 'car',
  debt: 100_000,
  is_existing: true,
  debtable: true,
  interest_rate: 5,
  periodic_payment: 1887,
  term_months: 60,
  property_id: null,
  vehicle_id: 31,
  boat_id: null,
  supplier_id: null,
};

function economyWithCar(): EconomicProfile {
  return {
    ...EMPTY_ECONOMY,
    id: 5,
    user_id: customer.id,
    vehicles: [
      {
        id: 31,
        asset_type: 'car',
        make: 'Skoda',
        model: 'Octavia',
        year: 2019,
        value: 150_000,
        is_existing: true,
        down_payment: null,
      },
    ],
    boats: [
      {
        id: 31,
        asset_type: 'boat',
        make: 'Bavaria',
        model: null,
        year: 2005,
        value: 250_000,
        is_existing: true,
        down_payment: null,
      },
    ],
    loans: [carLoan],
    deposits: [{ id: 7, deposit_type: 'savings', amount: 80_000, interest_rate: 1.5, supplier_id: 3 }],
    stockPortfolios: [{ id: 8, value: 120_000, supplier_id: null }],
  };
}

test('other-assets: vehicles and boats with their loans and totals, savings grouped, in the summary too', async () => {
  serveEconomy(economyWithCar());
  renderApp({ route: '/economy/other-assets', user: english, locale: 'en' });
  const table = await screen.findByRole('table', { name: 'Vehicles and boats' });
  const car = within(table).getByRole('row', { name: /Skoda Octavia/ });
  expect(car).toHaveTextContent('Car · 2019');
  expect(car).toHaveTextContent('150,000');
  expect(car).toHaveTextContent('100,000');
  expect(within(car).getByRole('link', { name: 'Skoda Octavia' })).toHaveAttribute(
    'href',
    '/economy/other-assets/car/31',
  );
  expect(within(table).getByRole('link', { name: 'Bavaria' })).toHaveAttribute('href', '/economy/other-assets/boat/31');
  expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('400,000');

  const savings = screen.getByRole('table', { name: 'Savings and investments' });
  expect(within(savings).getByRole('row', { name: /Savings account/ })).toHaveTextContent('Nordbank');
  expect(within(savings).getByRole('row', { name: /Stock portfolio/ })).toHaveTextContent('Bank not given');
  expect(within(savings).getByRole('row', { name: /Total/ })).toHaveTextContent('200,000');

  // Net worth: 150,000 + 250,000 + 80,000 + 120,000 − 100,000.
  expect(screen.getByText('Net worth').nextElementSibling).toHaveTextContent('500,000');
  expect(screen.getByRole('link', { name: 'Add a motorcycle' })).toHaveAttribute(
    'href',
    '/economy/other-assets/add/motorcycle',
  );
});

test('other-assets in Danish, and an empty state without belongings', async () => {
  serveEconomy(null);
  renderApp({ route: '/economy/other-assets', user: customer, locale: 'da' });
  expect(await screen.findByText('Du har ingen køretøjer eller både endnu')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tilføj en båd' })).toHaveAttribute('href', '/economy/other-assets/add/boat');
});

async function fillCar(user: ReturnType<typeof renderApp>['user'], { year = '2019', value = '150000' } = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'Make' }), 'Skoda');
  await user.type(screen.getByRole('textbox', { name: 'Model' }), 'Octavia');
  await user.type(screen.getByRole('textbox', { name: 'Model year' }), year);
  await user.type(screen.getByRole('textbox', { name: 'Value' }), value);
}

test('adding a car with its car loan: the draft survives a reload, then both are saved', async () => {
  const api = serveEconomy(null);
  api.on('post', 'vehicles', () => {
    api.set(economyWithCar());
    return HttpResponse.json({ id: 31, economic_profile: economyWithCar() }, { status: 201 });
  });
  const first = renderApp({ route: '/economy/other-assets/add/car', user: english, locale: 'en' });
  await fillCar(first.user);
  await first.user.click(screen.getByRole('button', { name: 'Next: loans' }));
  await waitFor(() => expect(first.router.state.location.search).toBe('?step=loans'));
  expect(api.sent).toEqual([]);
  first.unmount();

  // A reload: a new store and router at the same address find the car in the draft.
  const { user, router, store } = renderApp({
    route: '/economy/other-assets/add/car?step=loans',
    user: english,
    locale: 'en',
  });
  expect(await screen.findByText('Skoda Octavia')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Outstanding debt' }), '150000');
  await user.type(screen.getByRole('textbox', { name: 'Interest rate in percent' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Months left' }), '60');
  await user.type(screen.getByRole('textbox', { name: 'Monthly payment' }), '2831');
  await user.click(screen.getByRole('button', { name: 'Add loan' }));
  expect(await screen.findByText('Car loan')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save belonging' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/other-assets/car/31'));
  // One request: the server saves the car and its loan together or neither.
  expect(api.sent.map((s) => [s.method, new URL(s.url).pathname.split('/').pop(), s.body])).toEqual([
    [
      'post',
      'vehicles',
      {
        asset_type: 'car',
        make: 'Skoda',
        model: 'Octavia',
        year: 2019,
        value: 150_000,
        loans: [
          { liability_sub_type: 'car', debt: 150_000, interest_rate: 5, term_months: 60, periodic_payment: 2831 },
        ],
      },
    ],
  ]);
  expect(selectAssetDraft(store.getState())).toEqual(emptyAssetDraft);
});

test.each([
  ['a value of 10^15 kr.', { value: '1000000000000000' }, 'Value', /at most 1,000,000,000/],
  ['a year before 1900', { year: '1899' }, 'Model year', /between 1900 and/],
  ['a year after next year', { year: String(new Date().getFullYear() + 2) }, 'Model year', /between 1900 and/],
])('a car with %s is refused with a field error before anything is sent', async (_name, input, field, message) => {
  const api = serveEconomy(null);
  const { user } = renderApp({ route: '/economy/other-assets/add/car', user: english, locale: 'en' });
  await fillCar(user, input);
  await user.click(screen.getByRole('button', { name: 'Next: loans' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: field })).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(api.sent).toEqual([]);
});

test('a loan with a rate over 100 or a term over 360 months is refused in Danish', async () => {
  serveEconomy(economyWithCar());
  const { user } = renderApp({ route: '/economy/other-assets/car/31', user: customer, locale: 'da' });
  await user.click(await screen.findByRole('button', { name: 'Tilføj lån' }));
  await user.type(screen.getByRole('textbox', { name: 'Restgæld' }), '100000');
  await user.type(screen.getByRole('textbox', { name: 'Rente i procent' }), '101');
  await user.type(screen.getByRole('textbox', { name: 'Løbetid tilbage i måneder' }), '361');
  await user.type(screen.getByRole('textbox', { name: 'Ydelse om måneden' }), '2000');
  await user.click(screen.getByRole('button', { name: 'Gem lån' }));
  expect(await screen.findByText('Renten kan højst være 100 %')).toBeInTheDocument();
  expect(screen.getByText('Løbetiden kan højst være 360 måneder')).toBeInTheDocument();
});

test('leaving an add flow in progress asks first; staying keeps the draft, leaving discards it', async () => {
  serveEconomy(null);
  const { user, router, store } = renderApp({ route: '/economy/other-assets/add/boat', user: english, locale: 'en' });
  await user.type(await screen.findByRole('textbox', { name: 'Make' }), 'Bavaria');
  await user.type(screen.getByRole('textbox', { name: 'Model year' }), '2005');
  await user.type(screen.getByRole('textbox', { name: 'Value' }), '250000');
  await user.click(screen.getByRole('button', { name: 'Next: loans' }));
  await screen.findByText('Step 2 of 2: loans on it');

  await user.click(screen.getByRole('link', { name: 'Homes' }));
  expect(await screen.findByText(/You have not saved what you are adding/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stay on the page' }));
  expect(router.state.location.pathname).toBe('/economy/other-assets/add/boat');
  expect(store.getState().assetDraft.boat?.values).toMatchObject({ make: 'Bavaria', asset_type: 'boat' });

  await user.click(screen.getByRole('link', { name: 'Homes' }));
  await user.click(await screen.findByRole('button', { name: 'Leave and discard' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/properties'));
  expect(selectAssetDraft(store.getState())).toEqual(emptyAssetDraft);
});

test('a car’s page: its loan, a new loan with the server’s 422 under its field, removing a loan', async () => {
  const api = serveEconomy(economyWithCar());
  let first = true;
  api.on('post', 'loans', () => {
    if (first) {
      first = false;
      return HttpResponse.json(
        { message: 'Invalid', errors: { debt: ['The debt is larger than the car is worth'] } },
        { status: 422 },
      );
    }
    return HttpResponse.json({ id: 42, economic_profile: economyWithCar() }, { status: 201 });
  });
  api.on('delete', 'loans/41', () => HttpResponse.json(economyWithCar()));
  const { user } = renderApp({ route: '/economy/other-assets/car/31', user: english, locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Skoda Octavia' })).toBeInTheDocument();
  expect(screen.getByText('Car loan')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add loan' }));
  await user.type(screen.getByRole('textbox', { name: 'Outstanding debt' }), '150000');
  await user.type(screen.getByRole('textbox', { name: 'Interest rate in percent' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Months left' }), '60');
  await user.type(screen.getByRole('textbox', { name: 'Monthly payment' }), '2831');
  await user.click(screen.getByRole('button', { name: 'Save loan' }));
  expect(await screen.findByText('The debt is larger than the car is worth')).toBeInTheDocument();
  expect(api.sent[0].body).toMatchObject({ vehicle_id: 31, liability_sub_type: 'car' });
  await user.click(screen.getByRole('button', { name: 'Save loan' }));
  await waitFor(() => expect(api.sent).toHaveLength(2));

  await user.click(await screen.findByRole('button', { name: 'Remove loan' }));
  toasts.expire('Deleted');
  await waitFor(() => expect(api.sent[2]).toMatchObject({ method: 'delete' }));
});

test('deleting a car with a loan asks what happens to it; a stale page says it no longer exists', async () => {
  const api = serveEconomy(economyWithCar());
  api.on('delete', 'vehicles/31', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
  const { user } = renderApp({ route: '/economy/other-assets/car/31', user: english, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Delete belonging' }));
  expect(screen.getByText(/1 loan finances this/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete, keep loans' }));
  toasts.expire('Deleted');
  await waitFor(() => expect(api.sent).toHaveLength(1));
  expect(new URL(api.sent[0].url).searchParams.get('loans')).toBe('keep');
  await waitFor(() =>
    expect(toasts.shown).toContainEqual(
      expect.objectContaining({ type: 'error', message: expect.stringMatching(/This item no longer exists/) }),
    ),
  );
});

test('an asset that is gone, or a type we do not know, says so', async () => {
  serveEconomy(economyWithCar());
  const { unmount } = renderApp({ route: '/economy/other-assets/car/999', user: english, locale: 'en' });
  expect(await screen.findByText(/This item no longer exists/)).toBeInTheDocument();
  unmount();
  renderApp({ route: '/economy/other-assets/add/spaceship', user: english, locale: 'en' });
  expect(await screen.findByText(/We do not know that type/)).toBeInTheDocument();
});

test('other-assets/edit changes a car’s value; a stale item (404) gets a clear message', async () => {
  const api = serveEconomy(economyWithCar());
  let stale = false;
  api.on('patch', 'vehicles/31', () =>
    stale ? HttpResponse.json({}, { status: 404 }) : HttpResponse.json({ id: 31, economic_profile: economyWithCar() }),
  );
  const { user } = renderApp({ route: '/economy/other-assets/edit', user: english, locale: 'en' });
  const car = (await screen.findByRole('link', { name: 'Skoda Octavia' })).closest('li')!;
  await user.click(within(car as HTMLElement).getByRole('button', { name: 'Edit' }));
  const value = screen.getByRole('textbox', { name: 'Value' });
  await user.clear(value);
  await user.type(value, '140000');
  await user.click(screen.getByRole('button', { name: 'Save belonging' }));
  await waitFor(() => expect(api.sent[0].body).toMatchObject({ asset_type: 'car', value: 140_000 }));

  stale = true;
  await user.click(within(car as HTMLElement).getByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Save belonging' }));
  expect(await screen.findByText(/This item no longer exists/)).toBeInTheDocument();
});

test('a loan the server refuses saves nothing: its error shows at the loan, named, and the draft stays', async () => {
  const api = serveEconomy(null);
  api.on('post', 'vehicles', () =>
    HttpResponse.json(
      { message: 'Invalid', errors: { 'loans.0.periodic_payment': ['The monthly payment does not fit the loan.'] } },
      { status: 422 },
    ),
  );
  const { user, router, store } = renderApp({ route: '/economy/other-assets/add/car', user: english, locale: 'en' });
  await fillCar(user);
  await user.click(screen.getByRole('button', { name: 'Next: loans' }));
  await user.type(await screen.findByRole('textbox', { name: 'Outstanding debt' }), '150000');
  await user.type(screen.getByRole('textbox', { name: 'Interest rate in percent' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Months left' }), '60');
  await user.type(screen.getByRole('textbox', { name: 'Monthly payment' }), '2831');
  await user.click(screen.getByRole('button', { name: 'Add loan' }));
  await user.click(await screen.findByRole('button', { name: 'Save belonging' }));

  const loan = (await screen.findByText('Car loan')).closest('li')!;
  expect(
    await within(loan).findByText('Monthly payment: The monthly payment does not fit the loan.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/nothing was saved/)).toBeInTheDocument();
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(api.sent.map((s) => s.method)).toEqual(['post']);
  expect(router.state.location.pathname).toBe('/economy/other-assets/add/car');
  expect(store.getState().assetDraft.vehicle?.liabilities).toHaveLength(1);
});

test('a motorcycle started after an unfinished car draft does not take over the car’s loans', async () => {
  serveEconomy(null);
  const first = renderApp({ route: '/economy/other-assets/add/car', user: english, locale: 'en' });
  first.store.dispatch(draftItemSet({ kind: 'vehicle', values: { asset_type: 'car', make: 'Volvo' } }));
  first.store.dispatch(draftLiabilityAdded({ kind: 'vehicle', liability: { debt: 1, periodic_payment: 1 } }));
  first.unmount();
  const { user, store } = renderApp({ route: '/economy/other-assets/add/motorcycle', user: english, locale: 'en' });
  await fillCar(user);
  await user.click(screen.getByRole('button', { name: 'Next: loans' }));
  expect(await screen.findByText('There are no loans on it.')).toBeInTheDocument();
  expect(store.getState().assetDraft.vehicle).toEqual({
    values: { asset_type: 'motorcycle', make: 'Skoda', model: 'Octavia', year: 2019, value: 150_000 },
    liabilities: [],
  });
});
