// economy/properties, properties/add/{type}, properties/{id}, properties/edit, other-debt, other-debt/add/{type},
// other-debt/edit: what the customer sees, what is sent, and the form's rules before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EconomicProfile } from '../../../../contract/economicProfile';
import { EMPTY_ECONOMY } from '../../../../domain/emptyEconomy';
import { serveEconomy } from '../../../support/economyServer';
import { customer, setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';
import { captureToasts } from '../../../support/toasts';

const server = setupMswServer();
const toasts = captureToasts();
const english = { ...customer, preferences: { lang: 'en' as const } };

// The whole app renders per test; a loaded machine needs more than the default 5 s.
jest.setTimeout(60_000);

const liability = {
  is_existing: true,
  term_months: 360,
  vehicle_id: null,
  boat_id: null,
  supplier_id: null,
};

function economyWithHome(value = 3_200_000): EconomicProfile {
  return {
    ...EMPTY_ECONOMY,
    id: 5,
    user_id: customer.id,
    monthly_income: 45_000,
    properties: [
      {
        id: 11,
        residence_type: 'owner_house',
        is_existing: true,
        new_property_reason: null,
        value,
        price: null,
        down_payment: null,
        new_loan_amount: null,
        address: { address1: 'Testvej 13', address2: null, address3: null },
        postal_code: '2100',
        city: 'København Ø',
        address_country_code: 'dk',
        oneLineAddress: null,
      },
    ],
    mortgages: [
      {
        ...liability,
        id: 21,
        liability_sub_type: 'mortgage',
        debt: 2_000_000,
        debtable: true,
        interest_rate: 4,
        periodic_payment: 9548.31,
        property_id: 11,
        loan_kind: 'fixed',
        established_month: null,
        term_end_month: null,
      },
    ],
  };
}

const serve = serveEconomy;

test('properties: value, debt, equity and loan-to-value per home, and the summary explained in plain words', async () => {
  serve(economyWithHome());
  renderApp({ route: '/economy/properties', user: english, locale: 'en' });
  const table = await screen.findByRole('table', { name: 'Your homes' });
  const row = within(table).getByRole('row', { name: /Testvej 13/ });
  expect(row).toHaveTextContent('3,200,000');
  expect(row).toHaveTextContent('2,000,000');
  expect(row).toHaveTextContent('1,200,000');
  expect(row).toHaveTextContent('63 %');
  expect(screen.getByText(/Between 60 and 80 % mortgage credit still covers the loan/)).toBeInTheDocument();
  // 2,000,000 ÷ (12 × 45,000) = 3.7: above the guidance level.
  expect(
    screen.getByText(/Your debt is 3.7 times your yearly income – above the banks' guidance level/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add a holiday home' })).toHaveAttribute(
    'href',
    '/economy/properties/add/holiday_home',
  );
  expect(screen.getByRole('navigation', { name: 'Your economy' })).toBeInTheDocument();
});

test('properties without an economy yet: an empty state and the add links', async () => {
  serve(null);
  renderApp({ route: '/economy/properties', user: english, locale: 'en' });
  expect(await screen.findByText('You have no homes yet')).toBeInTheDocument();
  expect(screen.getByText(/Add your income under Family and work/)).toBeInTheDocument();
});

function serveTowns() {
  server.use(
    http.post('/api/postal-codes/validation', async ({ request }) => {
      const { postal_code: code } = (await request.json()) as { postal_code: string };
      return code === '2100'
        ? HttpResponse.json({ valid: true, postal_code: code, country: 'dk', city: 'København Ø' })
        : HttpResponse.json({ message: 'Unknown', errors: { postal_code: ['Unknown'] } }, { status: 422 });
    }),
  );
}

test('add a home: the housing step’s rules first, then it is sent and its page opens', async () => {
  const api = serve(null);
  serveTowns();
  api.on('post', 'properties', () => {
    api.set(economyWithHome());
    return HttpResponse.json({ id: 11, economic_profile: economyWithHome() }, { status: 201 });
  });
  const { user, router } = renderApp({ route: '/economy/properties/add/owner_house', user: english, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Save home' }));
  expect(api.sent).toEqual([]);
  expect(await screen.findAllByText(/required|must be|fill/i)).not.toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Testvej 13');
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '2100');
  // The postal code fills in the town.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Town' })).toHaveValue('København Ø'));
  await user.type(screen.getByRole('textbox', { name: 'Value' }), '3200000');
  await user.click(screen.getByRole('button', { name: 'Save home' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/properties/11'));
  expect(api.sent[0].body).toEqual({
    residence_type: 'owner_house',
    is_existing: true,
    address_country_code: 'dk',
    show_manual_address: true,
    address1: 'Testvej 13',
    postal_code: '2100',
    city: 'København Ø',
    value: 3_200_000,
  });
  expect(await screen.findByRole('heading', { level: 1, name: /Testvej 13/ })).toBeInTheDocument();
});

test('a home’s page: its mortgage; a new value changes the loan-to-value', async () => {
  const api = serve(economyWithHome());
  api.on('patch', 'properties/11', () => {
    api.set(economyWithHome(4_000_000));
    return HttpResponse.json({ id: 11, economic_profile: economyWithHome(4_000_000) });
  });
  const { user } = renderApp({ route: '/economy/properties/11', user: english, locale: 'en' });
  expect(await screen.findByTestId('property-ltv')).toHaveTextContent('63 %');
  expect(screen.getByText('Fixed rate')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit home' }));
  const value = screen.getByRole('textbox', { name: 'Value' });
  await user.clear(value);
  await user.type(value, '4000000');
  await user.click(screen.getByRole('button', { name: 'Save home' }));
  await waitFor(() => expect(screen.getByTestId('property-ltv')).toHaveTextContent('50 %'));
  expect(api.sent[0].body).toMatchObject({ value: 4_000_000 });
});

test('a mortgage with a rate over 100 is refused before anything is sent', async () => {
  const api = serve(economyWithHome());
  const { user } = renderApp({ route: '/economy/properties/11', user: english, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Add mortgage' }));
  await user.type(screen.getByRole('textbox', { name: 'Outstanding debt' }), '500000');
  await user.type(screen.getByRole('textbox', { name: 'Interest rate in percent' }), '101');
  await user.type(screen.getByRole('textbox', { name: 'Monthly payment' }), '3000');
  await user.click(screen.getByRole('button', { name: 'Save mortgage' }));
  const rate = screen.getByRole('textbox', { name: 'Interest rate in percent' });
  await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
  expect(api.sent).toEqual([]);
});

test('deleting a home with a mortgage asks what happens to the loan; keep sends loans=keep', async () => {
  const api = serve(economyWithHome());
  api.on('delete', 'properties/11', () => HttpResponse.json({ ...EMPTY_ECONOMY, id: 5, user_id: customer.id }));
  const { user, router } = renderApp({ route: '/economy/properties/11', user: english, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Delete home' }));
  expect(screen.getByText(/1 loan is secured on this home/)).toBeInTheDocument();
  expect(api.sent).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Delete home, keep loans' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/properties'));
  expect(api.sent).toEqual([]);
  toasts.expire('Deleted');
  await waitFor(() => expect(api.sent).toHaveLength(1));
  expect(new URL(api.sent[0].url).searchParams.get('loans')).toBe('keep');
});

test('a home’s mortgage can be changed and removed, like a car’s loan', async () => {
  const api = serve(economyWithHome());
  api.on('patch', 'mortgages/21', () => HttpResponse.json({ id: 21, economic_profile: economyWithHome() }));
  const { user } = renderApp({ route: '/economy/properties/11', user: english, locale: 'en' });
  const mortgage = (await screen.findByText('Fixed rate')).closest('li')!;
  expect(within(mortgage).getByRole('button', { name: 'Remove loan' })).toBeInTheDocument();
  await user.click(within(mortgage).getByRole('button', { name: 'Change loan' }));
  const debt = within(mortgage).getByRole('textbox', { name: 'Outstanding debt' });
  expect(debt).toHaveValue('2.000.000'.replace(/\./g, ','));
  await user.clear(debt);
  await user.type(debt, '1900000');
  await user.click(within(mortgage).getByRole('button', { name: 'Save loan' }));
  await waitFor(() => expect(api.sent).toHaveLength(1));
  expect(api.sent[0]).toMatchObject({ method: 'patch', body: { debt: 1_900_000, loan_kind: 'fixed' } });
});

test('a stale home page says the home no longer exists', async () => {
  serve(economyWithHome());
  renderApp({ route: '/economy/properties/999', user: english, locale: 'en' });
  expect(await screen.findByText(/This item no longer exists/)).toBeInTheDocument();
});

test('properties/edit lists every home with a way to edit it', async () => {
  serve(economyWithHome());
  renderApp({ route: '/economy/properties/edit', user: english, locale: 'en' });
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/economy/properties/11');
});

test('other-debt: add a car loan on the customer’s car, with the 422 of the server under its field', async () => {
  const economy = {
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
  };
  const api = serve(economy);
  let first = true;
  api.on('post', 'loans', () => {
    if (first) {
      first = false;
      return HttpResponse.json(
        { message: 'Invalid', errors: { periodic_payment: ['The payment does not fit the debt'] } },
        { status: 422 },
      );
    }
    return HttpResponse.json({ id: 41, economic_profile: economy }, { status: 201 });
  });
  const { user, router } = renderApp({ route: '/economy/other-debt/add/car_loans', user: english, locale: 'en' });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Car the loan is secured on' }), '31');
  await user.type(screen.getByRole('textbox', { name: 'Outstanding debt' }), '150000');
  await user.type(screen.getByRole('textbox', { name: 'Interest rate in percent' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Months left' }), '60');
  await user.type(screen.getByRole('textbox', { name: 'Monthly payment' }), '2831');
  await user.click(screen.getByRole('button', { name: 'Save loan' }));
  expect(await screen.findByText('The payment does not fit the debt')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save loan' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/other-debt'));
  expect(api.sent[1].body).toEqual({
    liability_sub_type: 'car',
    vehicle_id: 31,
    debt: 150_000,
    interest_rate: 5,
    term_months: 60,
    periodic_payment: 2831,
  });
  // Back on the list, each kind of debt is added in a sentence of its own ("Add Credits" before).
  for (const name of [
    'Add a consumer loan',
    'Add a car loan',
    'Add a student loan',
    'Add a credit line or credit card',
  ])
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
});

test('other-debt lists unsecured loans; other-debt/edit changes and deletes them', async () => {
  const loan = {
    ...liability,
    id: 51,
    liability_sub_type: 'consumer',
    debt: 40_000,
    debtable: false,
    interest_rate: 12,
    periodic_payment: 1329,
    property_id: null,
    term_months: 36,
  };
  const api = serve({ ...EMPTY_ECONOMY, id: 5, user_id: customer.id, loans: [loan] });
  api.on('patch', 'loans/51', () => HttpResponse.json({ id: 51, economic_profile: EMPTY_ECONOMY }));
  api.on('delete', 'loans/51', () => HttpResponse.json(EMPTY_ECONOMY));
  const { user } = renderApp({ route: '/economy/other-debt/edit', user: english, locale: 'en' });
  expect(await screen.findByText('Consumer loans')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const debt = screen.getByRole('textbox', { name: 'Outstanding debt' });
  await user.clear(debt);
  await user.type(debt, '35000');
  await user.click(screen.getByRole('button', { name: 'Save loan' }));
  await waitFor(() =>
    expect(api.sent[0]).toMatchObject({ method: 'patch', body: expect.objectContaining({ debt: 35_000 }) }),
  );
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  toasts.expire('Deleted');
  await waitFor(() => expect(api.sent[1]).toMatchObject({ method: 'delete' }));
});

test('family-and-work shows the saved answers; edit-work sends the whole body with the change', async () => {
  const economy: EconomicProfile = {
    ...EMPTY_ECONOMY,
    id: 5,
    user_id: customer.id,
    civil_status: 'single',
    birth_date: '1985-04-12',
    children_count: 1,
    employment_type: 'employee',
    employer: 'Testfirma ApS',
    employed_since: '2015-08-01',
    monthly_income: 45_000,
  };
  serve(economy);
  const bodies: unknown[] = [];
  server.use(
    http.put(`/api/customer/users/${customer.id}/family-and-work`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ...economy, monthly_income: 50_000 });
    }),
  );
  const { user, router } = renderApp({ route: '/economy/family-and-work', user: english, locale: 'en' });
  expect(await screen.findByText('Testfirma ApS')).toBeInTheDocument();
  expect(screen.getByText('12 April 1985')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Edit work' }));
  const income = await screen.findByRole('textbox', { name: 'Monthly income before tax' });
  await user.clear(income);
  await user.type(income, '50000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/family-and-work'));
  expect(bodies).toEqual([
    {
      civil_status: 'single',
      birth_date: '1985-04-12',
      children_count: 1,
      is_registered_as_bad_payer: null,
      employment_type: 'employee',
      employer: 'Testfirma ApS',
      employed_since: '2015-08-01',
      monthly_income: 50_000,
    },
  ]);
});

test('edit-family: a partner without a name is refused before anything is sent', async () => {
  serve({ ...EMPTY_ECONOMY, id: 5, user_id: customer.id, civil_status: 'single', children_count: 0 });
  const { user } = renderApp({ route: '/economy/family-and-work/edit-family', user: english, locale: 'en' });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Civil status' }), 'married');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: "Your partner's name" })).toHaveAttribute('aria-invalid', 'true'),
  );
});

const married: EconomicProfile = {
  ...EMPTY_ECONOMY,
  id: 5,
  user_id: customer.id,
  civil_status: 'married',
  birth_date: '1985-04-12',
  children_count: 0,
  employment_type: 'employee',
  employer: 'Testfirma ApS',
  employed_since: '2015-08-01',
  monthly_income: 45_000,
  companionPerson: {
    name: 'Mette Hansen',
    birth_date: '1986-01-02',
    employment_type: 'employee',
    monthly_income: 30_000,
  } as EconomicProfile['companionPerson'],
};

function captureFamilyAndWork(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(`/api/customer/users/${customer.id}/family-and-work`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

test('edit-family: married asks for the partner’s name, birth date, work and income there, and sends them', async () => {
  serve({ ...married, civil_status: 'single', companionPerson: null });
  const bodies = captureFamilyAndWork(() => HttpResponse.json(married));
  const { user, router } = renderApp({
    route: '/economy/family-and-work/edit-family',
    user: english,
    locale: 'en',
  });
  const status = await screen.findByRole('combobox', { name: 'Civil status' });
  expect(screen.queryByRole('textbox', { name: "Your partner's name" })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: "Your partner's employment" })).not.toBeInTheDocument();
  await user.selectOptions(status, 'married');
  await user.type(screen.getByRole('textbox', { name: "Your partner's name" }), 'Mette Hansen');
  await user.type(screen.getByLabelText("Your partner's date of birth"), '1986-01-02');
  await user.selectOptions(screen.getByRole('combobox', { name: "Your partner's employment" }), 'employee');
  await user.type(screen.getByRole('textbox', { name: "Your partner's monthly income before tax" }), '30000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/family-and-work'));
  expect(bodies[0]).toMatchObject({
    civil_status: 'married',
    co_applicant_name: 'Mette Hansen',
    co_applicant_birth_date: '1986-01-02',
    co_applicant_employment_type: 'employee',
    co_applicant_monthly_income: 30_000,
    employed_since: '2015-08-01',
  });
});

test('edit-family: single hides the partner’s fields and sends nothing about a partner', async () => {
  serve(married);
  const bodies = captureFamilyAndWork(() => HttpResponse.json({ ...married, civil_status: 'single' }));
  const { user, router } = renderApp({
    route: '/economy/family-and-work/edit-family',
    user: english,
    locale: 'en',
  });
  expect(await screen.findByRole('textbox', { name: "Your partner's name" })).toHaveValue('Mette Hansen');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Civil status' }), 'single');
  expect(screen.queryByRole('textbox', { name: "Your partner's name" })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/family-and-work'));
  expect(Object.keys(bodies[0]).filter((key) => key.startsWith('co_applicant'))).toEqual([]);
});

test('a server error for a field the page does not show is named above the form', async () => {
  serve(married);
  captureFamilyAndWork(() =>
    HttpResponse.json({ message: 'invalid', errors: { employed_since: ['This field is required.'] } }, { status: 422 }),
  );
  const { user } = renderApp({ route: '/economy/family-and-work/edit-family', user: english, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Employed since: This field is required.')).toBeInTheDocument();
});

test('family-and-work in Danish shows the birth date the Danish way', async () => {
  serve({ ...married, birth_date: '1991-02-20' });
  renderApp({ route: '/economy/family-and-work', user: customer });
  expect(await screen.findByText('20. februar 1991')).toBeInTheDocument();
});

test('deleting a debt offers Undo: it leaves the page at once, and Undo brings it back with nothing sent', async () => {
  const api = serve(economyWithHome());
  const { user } = renderApp({ route: '/economy/properties/11', user: english, locale: 'en' });
  const mortgage = (await screen.findByText('Fixed rate')).closest('li')!;
  await user.click(within(mortgage).getByRole('button', { name: 'Remove loan' }));
  await waitFor(() => expect(screen.queryByText('Fixed rate')).not.toBeInTheDocument());
  const toast = toasts.shown.find((t) => t.message === 'Deleted');
  expect(toast?.action?.label).toBe('Undo');

  toasts.act('Deleted');
  expect(await screen.findByText('Fixed rate')).toBeInTheDocument();
  expect(api.sent).toEqual([]);
});

test('a half-filled home survives a reload (the property draft) and is forgotten once saved or cancelled', async () => {
  serve(null);
  serveTowns();
  const first = renderApp({ route: '/economy/properties/add/owner_flat', user: english, locale: 'en' });
  await first.user.type(await screen.findByRole('textbox', { name: 'Address' }), 'Testvej 13');
  await first.user.type(screen.getByRole('textbox', { name: 'Postal code' }), '2100');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Town' })).toHaveValue('København Ø'));
  first.unmount();

  // A reload: a new store and router at the same address find the home in the draft.
  const { user, router } = renderApp({ route: '/economy/properties/add/owner_flat', user: english, locale: 'en' });
  expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveValue('Testvej 13');
  expect(screen.getByRole('textbox', { name: 'Town' })).toHaveValue('København Ø');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/economy/properties'));
  expect(sessionStorage.getItem('laanetorvet.assetDraft')).toBeNull();
});
