import * as yup from 'yup';
import { collectErrors, toDotPath } from '../../../domain/validation/collectErrors';
import { numberSchema, withRules } from '../../../domain/validation/yupRules';

describe('collectErrors', () => {
  const plausibleBelow = (limit: number) => (payment: unknown) =>
    Number(payment) < limit || { id: 'validation.periodic_payment.repays_too_fast', values: { months: 12 } };

  const partialSchema = yup.object({
    mortgages: yup.array(
      yup.object({
        interest_rate: numberSchema(),
        periodic_payment: withRules(numberSchema(), [
          'required',
          [
            'mortgages_periodic_payment',
            ({ parent }) => ({ interestRate: parent.interest_rate, check: plausibleBelow(10_000) }),
          ],
        ]),
      }),
    ),
  });

  test('errors are keyed by dotted field path, as the partial-validation endpoint answers', async () => {
    const errors = await collectErrors(partialSchema, {
      mortgages: [
        { interest_rate: 4, periodic_payment: 5_000 },
        { interest_rate: 4, periodic_payment: 50_000 },
        { interest_rate: 4, periodic_payment: '' },
      ],
    });
    expect(errors).toEqual({
      'mortgages.1.periodic_payment': [{ id: 'validation.periodic_payment.repays_too_fast', values: { months: 12 } }],
      'mortgages.2.periodic_payment': [{ id: 'validation.required' }],
    });
  });

  test('a mortgage without an interest rate is not judged', async () => {
    expect(await collectErrors(partialSchema, { mortgages: [{ periodic_payment: 50_000 }] })).toEqual({});
  });

  test("yup's own string messages become the default message", async () => {
    const schema = yup.object({ age: yup.number().required() });
    expect(await collectErrors(schema, { age: 'x' })).toEqual({ age: [{ id: 'validation.default' }] });
  });

  test('a schema error at the root is keyed by the empty path', async () => {
    expect(await collectErrors(withRules(yup.mixed(), ['required']), undefined)).toEqual({
      '': [{ id: 'validation.required' }],
    });
  });

  test.each([
    ['mortgages[0].periodic_payment', 'mortgages.0.periodic_payment'],
    ['a[10][2].b', 'a.10.2.b'],
    ['["odd.key"].x', 'odd.key.x'],
    ['email', 'email'],
  ])('toDotPath(%s) is %s', (path, expected) => {
    expect(toDotPath(path)).toBe(expected);
  });
});
