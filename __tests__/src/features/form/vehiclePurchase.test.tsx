// Buying a vehicle: the step asks what is bought (make, model, model year, new or used) besides its
// type and price, with the shared schema's rules, and a signed-in buyer finds it prefilled from the profile.
import { screen, waitFor, within } from '@testing-library/react';
import { collectErrors } from '../../../../domain/validation/collectErrors';
import { otherAssetsSchema } from '../../../../domain/validation/steps/otherAssetsSchema';
import { prefillFromProfile } from '../../../../src/features/form/prefillFromProfile';
import { setupMswServer } from '../../../support/msw';
import { testContext } from '../../../domain/validation/steps/stepContext';
import { formHandlers, renderForm, saveFormAt } from './formTestKit';

jest.setTimeout(20_000);

const purchase = {
  want_new_vehicle: true,
  new_vehicle_type: 'car',
  new_vehicle_make: 'Skoda',
  new_vehicle_model: 'Octavia Combi',
  new_vehicle_year: 2024,
  new_vehicle_condition: 'used',
  new_vehicle_price: 240_000,
  new_vehicle_down_payment: 40_000,
  assets: [],
};

const check = (answers: Record<string, unknown>) => collectErrors(otherAssetsSchema(testContext()), answers);
const first = (errors: Record<string, unknown[]>, path: string) => errors[path]?.[0];

describe('the vehicle purchase schema', () => {
  test('a complete purchase passes', async () => {
    expect(await check(purchase)).toEqual({});
  });

  test('buying asks make, model, model year and new or used; not buying asks none of them', async () => {
    const errors = await check({
      ...purchase,
      new_vehicle_make: '',
      new_vehicle_model: null,
      new_vehicle_year: null,
      new_vehicle_condition: null,
    });
    for (const path of ['new_vehicle_make', 'new_vehicle_model', 'new_vehicle_year', 'new_vehicle_condition'])
      expect(first(errors, path)).toMatchObject({ id: 'validation.required' });
    expect(await check({ want_new_vehicle: false, assets: [] })).toEqual({});
  });

  test('make and model are names of at most 100 characters', async () => {
    const errors = await check({ ...purchase, new_vehicle_make: 'x'.repeat(101), new_vehicle_model: 'y'.repeat(101) });
    expect(first(errors, 'new_vehicle_make')).toMatchObject({ id: 'validation.max.string', values: { max: 100 } });
    expect(first(errors, 'new_vehicle_model')).toMatchObject({ id: 'validation.max.string', values: { max: 100 } });
    expect(await check({ ...purchase, new_vehicle_make: 'x'.repeat(100) })).toEqual({});
  });

  test('the model year has four digits, from 1900 to next year, and its limits are plain years', async () => {
    // testContext's today is 2025-06-15: next year's models are on sale.
    expect(await check({ ...purchase, new_vehicle_year: 2026 })).toEqual({});
    expect(await check({ ...purchase, new_vehicle_year: 1900 })).toEqual({});
    expect(first(await check({ ...purchase, new_vehicle_year: 2027 }), 'new_vehicle_year')).toEqual({
      id: 'validation.modelYear',
      values: { min: '1900', max: '2026' },
    });
    expect(first(await check({ ...purchase, new_vehicle_year: 1899 }), 'new_vehicle_year')).toMatchObject({
      id: 'validation.modelYear',
    });
    expect(first(await check({ ...purchase, new_vehicle_year: 24 }), 'new_vehicle_year')).toMatchObject({
      id: 'validation.valid_date_year_only',
    });
    expect(first(await check({ ...purchase, new_vehicle_year: 2024.5 }), 'new_vehicle_year')).toBeDefined();
  });

  test('new or used is one of the two', async () => {
    expect(await check({ ...purchase, new_vehicle_condition: 'new' })).toEqual({});
    expect(first(await check({ ...purchase, new_vehicle_condition: 'demo' }), 'new_vehicle_condition')).toMatchObject({
      id: 'validation.in',
    });
  });
});

describe('prefilled from the economic profile', () => {
  const profile = {
    vehicles: [
      { id: 5, asset_type: 'car', make: 'Toyota', model: 'Yaris', year: 2015, value: 45_000, is_existing: true },
      { id: 6, asset_type: 'car', make: 'Skoda', model: 'Octavia', year: 2024, value: 240_000, is_existing: false },
    ],
    loans: [],
  };

  test('a vehicle buyer finds the vehicle they last asked to buy; what they own stays in the owned list', () => {
    const steps = prefillFromProfile(profile, 'vehicle_purchaser');
    expect(steps.otherAssets).toMatchObject({
      want_new_vehicle: null,
      new_vehicle_type: 'car',
      new_vehicle_make: 'Skoda',
      new_vehicle_model: 'Octavia',
      new_vehicle_year: 2024,
      new_vehicle_price: 240_000,
    });
    expect(steps.otherAssets!.assets).toEqual([expect.objectContaining({ id: 5, make: 'Toyota', is_existing: true })]);
  });

  test('anyone else is not offered a purchase', () => {
    const steps = prefillFromProfile(profile, 'existing_property');
    expect(steps.otherAssets).not.toHaveProperty('new_vehicle_make');
    expect(steps.otherAssets!.assets).toHaveLength(1);
  });
});

describe('the vehicle purchase step', () => {
  const server = setupMswServer();
  beforeEach(() => {
    sessionStorage.clear();
    server.use(...formHandlers);
  });

  test('shows make, model, model year and new or used with the purchase, and a year limit without a thousands separator', async () => {
    saveFormAt('otherAssets', { otherAssets: {} });
    const { user } = renderForm({ route: '/form/andre-ejendele' });
    await user.click(await screen.findByRole('radio', { name: 'Ja' }));
    const wanted = screen.getByRole('group', { name: 'Det, du vil købe' });
    await user.type(within(wanted).getByLabelText('Mærke'), 'Skoda');
    await user.type(within(wanted).getByLabelText('Model'), 'Octavia');
    await user.type(within(wanted).getByLabelText('Årgang'), '3024');
    const condition = within(wanted).getByRole('group', { name: 'Ny eller brugt?' });
    expect(within(condition).getByRole('radio', { name: 'Ny' })).toBeInTheDocument();
    await user.click(within(condition).getByRole('radio', { name: 'Brugt' }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    const yearError = await within(wanted).findByText(/^Årgangen skal være mellem 1900 og \d{4}$/);
    expect(yearError.textContent).not.toMatch(/\d\.\d{3}/);
    await waitFor(() => expect(within(wanted).getByLabelText('Årgang')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(wanted).getByLabelText('Mærke')).toHaveValue('Skoda');
  });
});
