import { collectErrors } from '../../../../domain/validation/collectErrors';
import { otherAssetsSchema } from '../../../../domain/validation/steps/otherAssetsSchema';
import { otherDebtSchema } from '../../../../domain/validation/steps/otherDebtSchema';
import { wishesSchema } from '../../../../domain/validation/steps/wishesSchema';
import { testContext } from './stepContext';

describe('otherAssetsSchema', () => {
  const schema = otherAssetsSchema(testContext());
  const car = { asset_type: 'car', make: 'Škoda', model: 'Enyaq', year: 2022, value: 240_000, loans: [] };

  test('no new vehicle and an owned car passes', async () => {
    expect(await collectErrors(schema, { want_new_vehicle: false, assets: [car] })).toEqual({});
  });

  test('a new vehicle needs its type, make, model, year, condition, price and a down payment within the price', async () => {
    expect(await collectErrors(schema, { want_new_vehicle: true, assets: [] })).toEqual({
      new_vehicle_type: [{ id: 'validation.required' }],
      new_vehicle_make: [{ id: 'validation.required' }],
      new_vehicle_model: [{ id: 'validation.required' }],
      new_vehicle_year: [{ id: 'validation.required' }],
      new_vehicle_condition: [{ id: 'validation.required' }],
      new_vehicle_price: [{ id: 'validation.required' }],
      new_vehicle_down_payment: [{ id: 'validation.required' }],
    });
    expect(
      await collectErrors(schema, {
        want_new_vehicle: true,
        new_vehicle_type: 'car',
        new_vehicle_make: 'Skoda',
        new_vehicle_model: 'Octavia',
        new_vehicle_year: 2024,
        new_vehicle_condition: 'used',
        new_vehicle_price: 300_000,
        new_vehicle_down_payment: 400_000,
      }),
    ).toEqual({ new_vehicle_down_payment: [{ id: 'validation.downpayment_lte_value', values: { other: 300_000 } }] });
  });

  test('an asset needs make, a four-digit year not after next year, and its value', async () => {
    expect(
      await collectErrors(schema, { want_new_vehicle: false, assets: [{ asset_type: 'car', year: 2027 }] }),
    ).toEqual({
      'assets.0.make': [{ id: 'validation.required' }],
      'assets.0.year': [{ id: 'validation.modelYear', values: { min: '1900', max: '2026' } }],
      'assets.0.value': [{ id: 'validation.required' }],
    });
  });

  test('a car loan on an asset is a debt item with its payment checked', async () => {
    const withLoan = { ...car, loans: [{ debt: 120_000, interest_rate: 5, periodic_payment: 200 }] };
    expect(await collectErrors(schema, { want_new_vehicle: false, assets: [withLoan] })).toEqual({
      'assets.0.loans.0.periodic_payment': [
        { id: 'validation.periodic_payment.below_interest', values: { minimum: 500 } },
      ],
    });
  });
});

describe('otherDebtSchema', () => {
  const schema = otherDebtSchema(testContext());

  test('no other debt passes; each list item needs debt and payment', async () => {
    expect(await collectErrors(schema, schema.getDefault())).toEqual({});
    expect(await collectErrors(schema, { consumer_loans: [{}] })).toEqual({
      'consumer_loans.0.debt': [{ id: 'validation.required' }],
      'consumer_loans.0.periodic_payment': [{ id: 'validation.required' }],
    });
  });

  test('items default their type and sub type from the list they are in', () => {
    expect(otherDebtSchema(testContext()).cast({ card_credits: [{}], student_loans: [{}] })).toMatchObject({
      card_credits: [{ liability_type: 'credit', liability_sub_type: 'card', limit: null }],
      student_loans: [{ liability_type: 'loan', liability_sub_type: 'student' }],
    });
  });

  test('a student loan (SU) is judged even without a rate; a credit limit is at least the debt', async () => {
    expect(await collectErrors(schema, { student_loans: [{ debt: 100_000, periodic_payment: 50_000 }] })).toEqual({
      'student_loans.0.periodic_payment': [
        { id: 'validation.periodic_payment.repays_too_fast', values: { months: 12 } },
      ],
    });
    expect(
      await collectErrors(schema, {
        card_credits: [{ debt: 25_000, interest_rate: 22, periodic_payment: 1000, limit: 20_000 }],
      }),
    ).toEqual({
      'card_credits.0.limit': [{ id: 'validation.greater_or_equal', values: { other: 25_000 } }],
    });
  });

  test('the injected check is what judges the payment', async () => {
    const periodicPayment = jest.fn().mockResolvedValue({ id: 'validation.loans_periodic_payment' });
    const checked = otherDebtSchema(testContext({ checks: { ...testContext().checks, periodicPayment } }));
    expect(
      await collectErrors(checked, { car_loans: [{ debt: 10_000, interest_rate: 5, periodic_payment: 300 }] }),
    ).toEqual({
      'car_loans.0.periodic_payment': [{ id: 'validation.loans_periodic_payment' }],
    });
    expect(periodicPayment).toHaveBeenCalledWith(
      'loans',
      expect.objectContaining({ debt: 10_000, liability_sub_type: 'car' }),
    );
  });
});

describe('wishesSchema', () => {
  test('at least one wish, and whether the customer is unhappy with the bank (and why)', async () => {
    const schema = wishesSchema(testContext());
    expect(await collectErrors(schema, schema.getDefault())).toEqual({
      looking_for: [{ id: 'validation.min.array', values: { min: 1 } }],
      unsatisfied: [{ id: 'validation.required' }],
    });
    expect(await collectErrors(schema, { looking_for: ['fixed_rate'], unsatisfied: true })).toEqual({
      unsatisfied_reason: [{ id: 'validation.required' }],
    });
    expect(await collectErrors(schema, { looking_for: ['fixed_rate', 'free_money'], unsatisfied: false })).toEqual({
      looking_for: [{ id: 'validation.in' }],
    });
  });

  test('the unsatisfied purpose asked about the bank already; comments stop at 2000 characters', async () => {
    const schema = wishesSchema(testContext({ formPurpose: 'unsatisfied' }));
    expect(await collectErrors(schema, { looking_for: ['lower_payment'] })).toEqual({});
    expect(
      await collectErrors(schema, { looking_for: ['lower_payment'], customer_comments: 'x'.repeat(2001) }),
    ).toEqual({
      customer_comments: [{ id: 'validation.max.string', values: { max: 2000 } }],
    });
  });
});
