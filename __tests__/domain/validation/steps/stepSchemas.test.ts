import { STEP_LABELS } from '../../../../machines/auctionForm/types';
import { collectErrors } from '../../../../domain/validation/collectErrors';
import { stepSchemas, stepValues } from '../../../../domain/validation/steps';
import { testContext } from './stepContext';

describe('stepSchemas', () => {
  test('there is a schema for every step label of spec §3', () => {
    expect(Object.keys(stepSchemas).sort()).toEqual([...STEP_LABELS].sort());
  });

  test.each(STEP_LABELS)('every field of %s has a default, so the default is the empty form', (label) => {
    const schema = stepSchemas[label](testContext());
    const defaults = schema.getDefault() as Record<string, unknown>;
    for (const key of Object.keys(schema.fields)) expect(defaults).toHaveProperty(key);
    for (const value of Object.values(defaults)) expect(value).not.toBeUndefined();
  });

  test('stepValues fills what saved data lacks with defaults, in list entries too', () => {
    const schema = stepSchemas.housingSituation(testContext());
    const values = stepValues(schema, { residence_type: 'rented', properties: [{ is_existing: false }] });
    expect(values.residence_type).toBe('rented');
    expect(values.properties).toEqual([
      expect.objectContaining({
        is_existing: false,
        price: null,
        down_payment: null,
        mortgages: [],
        address_country_code: 'dk',
      }),
    ]);
  });

  test('stepValues gives back a draft as typed rather than throwing on a wrong value', () => {
    const schema = stepSchemas.savings(testContext());
    expect(() => stepValues(schema, { savings_amount: 'lots' })).not.toThrow();
  });

  test('start needs one of the purposes', async () => {
    const schema = stepSchemas.start(testContext());
    expect(await collectErrors(schema, schema.getDefault())).toEqual({ persona_type: [{ id: 'validation.required' }] });
    expect(await collectErrors(schema, { persona_type: 'lottery' })).toEqual({
      persona_type: [{ id: 'validation.in' }],
    });
    expect(await collectErrors(schema, { persona_type: 'property_purchaser' })).toEqual({});
  });

  test('unsatisfied needs a reason from the list', async () => {
    const schema = stepSchemas.unsatisfied(testContext());
    expect(await collectErrors(schema, {})).toEqual({ unsatisfied_reason: [{ id: 'validation.required' }] });
    expect(await collectErrors(schema, { unsatisfied_reason: 'price' })).toEqual({});
  });

  test('savings needs the savings amount; pension and shares may stay empty; no negative amounts', async () => {
    const schema = stepSchemas.savings(testContext());
    expect(await collectErrors(schema, schema.getDefault())).toEqual({
      savings_amount: [{ id: 'validation.required' }],
    });
    expect(await collectErrors(schema, { savings_amount: 0, current_supplier_id: '3' })).toEqual({});
    expect(await collectErrors(schema, { savings_amount: 10, pension_amount: -1 })).toEqual({
      pension_amount: [{ id: 'validation.min.numeric', values: { min: 0 } }],
    });
    expect(await collectErrors(schema, { savings_amount: Number.NaN })).toEqual({
      savings_amount: [{ id: 'validation.numeric' }],
    });
  });
});
