import * as yup from 'yup';
import { collectErrors } from '../../../domain/validation/collectErrors';
import { numberSchema, withRules } from '../../../domain/validation/yupRules';

describe('withRules', () => {
  test('the yup error carries the message object, untranslated', async () => {
    const schema = withRules(yup.string(), [['max', { type: 'string', value: 3 }]]);
    await expect(schema.validate('abcd')).rejects.toMatchObject({
      errors: [{ id: 'validation.max.string', values: { max: 3 } }],
    });
  });

  test('rules run in order and stop at the first failure, so only the first error exists', async () => {
    const schema = yup.object({
      email: withRules(yup.string(), ['required', 'email', ['min', { type: 'string', value: 50 }]]),
    });
    expect(await collectErrors(schema, { email: '' })).toEqual({ email: [{ id: 'validation.required' }] });
    expect(await collectErrors(schema, { email: 'nope' })).toEqual({ email: [{ id: 'validation.email' }] });
  });

  test('a server check is not asked when a local rule already failed', async () => {
    const check = jest.fn().mockResolvedValue(true);
    const schema = withRules(yup.string(), ['required', ['su_periodic_payment', { check }]]);
    await expect(schema.validate('')).rejects.toThrow();
    expect(check).not.toHaveBeenCalled();
    await expect(schema.validate('1000')).resolves.toBe('1000');
    expect(check).toHaveBeenCalledWith('1000');
  });

  test('params may be computed from the sibling values', async () => {
    const schema = yup.object({
      price: numberSchema(),
      down_payment: withRules(numberSchema(), [['downpayment_lte_value', ({ parent }) => ({ other: parent.price })]]),
    });
    expect(await collectErrors(schema, { price: 1_000_000, down_payment: 200_000 })).toEqual({});
    expect(await collectErrors(schema, { price: 1_000_000, down_payment: 1_200_000 })).toEqual({
      down_payment: [{ id: 'validation.downpayment_lte_value', values: { other: 1_000_000 } }],
    });
  });

  test('a schema of synchronous rules still validates synchronously', () => {
    const schema = withRules(yup.string(), ['required', 'full_name']);
    expect(() => schema.validateSync('Jens')).toThrow(yup.ValidationError);
    expect(schema.validateSync('Jens Hansen')).toBe('Jens Hansen');
  });

  test('the rule names show in the schema description', () => {
    const schema = withRules(yup.string(), ['required', ['max', { type: 'string', value: 255 }]]);
    expect(schema.describe().tests).toContainEqual({ name: 'rules', params: { rules: ['required', 'max'] } });
  });

  test('numberSchema leaves empty input to required and reports text as not a number', async () => {
    const schema = yup.object({ amount: withRules(numberSchema(), ['required']) });
    expect(await collectErrors(schema, { amount: '' })).toEqual({ amount: [{ id: 'validation.required' }] });
    expect(await collectErrors(schema, { amount: null })).toEqual({ amount: [{ id: 'validation.required' }] });
    expect(await collectErrors(schema, { amount: 'abc' })).toEqual({ amount: [{ id: 'validation.numeric' }] });
    expect(await collectErrors(schema, { amount: Number.NaN })).toEqual({ amount: [{ id: 'validation.numeric' }] });
  });
});
