import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { prefillFromProfile } from '../../../../src/features/form/prefillFromProfile';
import type { User } from '../../../../store/slices/authSlice';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

/** The profile as server/routes/API.md documents it. */
const profile = {
  id: 1,
  user_id: 7,
  civil_status: 'married',
  birth_date: '1984-05-12',
  children_count: 2,
  is_registered_as_bad_payer: false,
  residence_type: 'owner_house',
  employment_type: 'employee',
  employer: 'Roskilde Kommune',
  employed_since: '2015-08-01',
  monthly_income: 48500,
  current_supplier_id: 3,
  properties: [
    {
      id: 1,
      residence_type: 'owner_house',
      is_existing: true,
      new_property_reason: null,
      value: 3800000,
      price: null,
      down_payment: null,
      new_loan_amount: null,
      address: { address1: 'Algade 12', address2: null, address3: null },
      postal_code: '4000',
      city: 'Roskilde',
      address_country_code: 'dk',
      oneLineAddress: 'Algade 12, 4000 Roskilde',
    },
  ],
  boats: [],
  vehicles: [{ id: 1, asset_type: 'car', make: 'Škoda', model: 'Enyaq', year: 2022, value: 240000, is_existing: true }],
  loans: [
    {
      id: 1,
      liability_sub_type: 'bank_home_loan',
      debt: 310000,
      interest_rate: 6.25,
      periodic_payment: 3450,
      term_months: 120,
      property_id: 1,
      vehicle_id: null,
      boat_id: null,
    },
    {
      id: 2,
      liability_sub_type: 'car',
      debt: 120000,
      interest_rate: 5,
      periodic_payment: 2500,
      term_months: 60,
      property_id: null,
      vehicle_id: 1,
      boat_id: null,
    },
    {
      id: 3,
      liability_sub_type: 'consumer',
      debt: 40000,
      interest_rate: 12,
      periodic_payment: 1200,
      term_months: 48,
      property_id: null,
      vehicle_id: null,
      boat_id: null,
    },
  ],
  credits: [
    {
      id: 4,
      liability_sub_type: 'card',
      debt: 25000,
      interest_rate: 22,
      periodic_payment: 1000,
      term_months: null,
      property_id: null,
      vehicle_id: null,
      boat_id: null,
      limit: 30000,
    },
  ],
  mortgages: [
    {
      id: 5,
      liability_sub_type: 'mortgage',
      debt: 2350000,
      interest_rate: 4,
      periodic_payment: 13650,
      term_months: 312,
      property_id: 1,
      vehicle_id: null,
      boat_id: null,
      loan_kind: 'fixed',
      established_month: '2023-03',
      term_end_month: '2049-03',
    },
  ],
  deposits: [
    { id: 1, deposit_type: 'savings', amount: 185000, interest_rate: 0.25, supplier_id: 3 },
    { id: 2, deposit_type: 'pension', amount: 420000, interest_rate: 1, supplier_id: 3 },
  ],
  stockPortfolios: [{ id: 1, value: 50000, supplier_id: null }],
  companionPerson: {
    id: 1,
    name: 'Jonas Jensen',
    birth_date: '1982-11-02',
    employment_type: 'employee',
    employer: 'Region Sjælland',
    monthly_income: 52000,
  },
};

const customer: User = {
  id: 7,
  name: 'Mette Jensen',
  email: 'mette@example.dk',
  phone: null,
  team_name: null,
  preferences: { lang: 'da' },
  has_open_rfqs: false,
  mortgage_surveillance: false,
};

describe('prefillFromProfile', () => {
  const steps = prefillFromProfile(profile, 'existing_property', customer);

  test('maps the profile onto the steps it says something about', () => {
    expect(Object.keys(steps).sort()).toEqual([
      'aboutYou',
      'employment',
      'housingSituation',
      'otherAssets',
      'otherDebt',
      'profile',
      'savings',
    ]);
    expect(steps.aboutYou).toEqual({
      civil_status: 'married',
      birth_date: '1984-05-12',
      children_count: 2,
      is_registered_as_bad_payer: false,
      co_applicant_name: 'Jonas Jensen',
      co_applicant_birth_date: '1982-11-02',
    });
    expect(steps.employment).toMatchObject({ employed_since: '2015-08-01', co_applicant_monthly_income: 52000 });
    expect(steps.savings).toEqual({
      current_supplier_id: 3,
      savings_amount: 185000,
      pension_amount: 420000,
      shares_amount: 50000,
    });
    expect(steps.profile).toEqual({ full_name: 'Mette Jensen', email: 'mette@example.dk' });
  });

  test('each debt goes where it belongs: on its home, its vehicle, or among the other debt by kind', () => {
    const [home] = steps.housingSituation!.properties!;
    expect(home).toMatchObject({
      id: 1,
      is_existing: true,
      value: 3800000,
      show_manual_address: true,
      address1: 'Algade 12',
      postal_code: '4000',
    });
    expect(home.mortgages).toEqual([
      expect.objectContaining({ id: 5, loan_kind: 'fixed', debt: 2350000, liability_type: 'mortgage' }),
    ]);
    expect(home.loans).toEqual([expect.objectContaining({ id: 1, liability_sub_type: 'bank_home_loan' })]);
    const [car] = steps.otherAssets!.assets!;
    expect(car).toMatchObject({ make: 'Škoda', loans: [expect.objectContaining({ id: 2, debt: 120000 })] });
    expect(steps.otherAssets!.want_new_vehicle).toBe(false);
    expect(steps.otherDebt).toMatchObject({
      consumer_loans: [expect.objectContaining({ id: 3 })],
      car_loans: [],
      card_credits: [expect.objectContaining({ id: 4, liability_type: 'credit', limit: 30000 })],
    });
  });

  test('a vehicle buyer answers the new-vehicle question; no profile leaves only what the user says', () => {
    expect(prefillFromProfile(profile, 'vehicle_purchaser').otherAssets!.want_new_vehicle).toBeNull();
    expect(prefillFromProfile(null, 'generic', customer)).toEqual({
      profile: { full_name: 'Mette Jensen', email: 'mette@example.dk' },
    });
  });
});

test('a signed-in customer choosing a purpose gets the steps prefilled from the economic profile', async () => {
  server.use(http.get('/api/customer/users/7/economic-profiles', () => HttpResponse.json(profile)));
  const { user } = renderForm({ user: customer });
  await user.click(await screen.findByRole('radio', { name: 'Bedre vilkår på min bolig' }));
  await user.click(screen.getByRole('button', { name: 'Næste' }));
  // The purpose's own step is shown, prefilled; the others were prefilled and count as done.
  expect(await screen.findByRole('heading', { level: 1, name: 'Boligsituation' })).toBeInTheDocument();
  const home = await screen.findByRole('region', { name: 'Bolig 1, som du ejer' });
  expect(within(home).getByLabelText('Anslået værdi i dag')).toHaveValue('3.800.000');
  expect(within(home).getByLabelText('Vej og husnummer')).toHaveValue('Algade 12');
  await user.click(screen.getByRole('button', { name: 'Næste' }));
  // Other belongings, savings, about you, employment and other debt were complete: wishes is next.
  expect(await screen.findByRole('heading', { level: 1, name: 'Ønsker' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('link', { name: 'Om dig (udfyldt)' }).length).toBeGreaterThan(0));
});
