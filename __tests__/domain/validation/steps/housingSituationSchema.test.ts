import { collectErrors } from '../../../../domain/validation/collectErrors';
import { housingSituationSchema } from '../../../../domain/validation/steps/housingSituationSchema';
import { testContext } from './stepContext';

const ownedHome = {
  is_existing: true,
  residence_type: 'owner_house',
  address_id: '0a3f50a0-4660-32b8-e044-0003ba298018',
  oneLineAddress: 'Algade 12, 4000 Roskilde',
  value: 3_800_000,
  mortgages: [{ loan_kind: 'fixed', debt: 2_350_000, interest_rate: 4, term_months: 312, periodic_payment: 13_650 }],
  loans: [],
};

const newHome = {
  is_existing: false,
  residence_type: 'owner_flat',
  price: 2_500_000,
  down_payment: 250_000,
  reason: 'move',
};

describe('housingSituationSchema', () => {
  const schema = housingSituationSchema(testContext());

  test('an owner with the home listed, its value and a plausible mortgage passes', async () => {
    expect(await collectErrors(schema, { residence_type: 'owner_house', properties: [ownedHome] })).toEqual({});
  });

  test('an owner must list the home they own', async () => {
    expect(await collectErrors(schema, { residence_type: 'owner_flat', properties: [] })).toEqual({
      properties: [{ id: 'validation.properties.ownHomeMissing' }],
    });
    expect(await collectErrors(schema, { residence_type: 'rented', properties: [] })).toEqual({});
  });

  test('a buyer must list the home they buy', async () => {
    const buyer = housingSituationSchema(testContext({ formPurpose: 'property_purchaser' }));
    expect(await collectErrors(buyer, { residence_type: 'rented', properties: [] })).toEqual({
      properties: [{ id: 'validation.properties.newHomeMissing' }],
    });
    expect(await collectErrors(buyer, { residence_type: 'rented', properties: [newHome] })).toEqual({});
  });

  test('an owned home needs its value and an address picked from the list (dawaAddress)', async () => {
    const typedOnly = { ...ownedHome, address_id: null, value: null };
    expect(await collectErrors(schema, { residence_type: 'owner_house', properties: [typedOnly] })).toEqual({
      'properties.0.oneLineAddress': [{ id: 'validation.dawaAddress' }],
      'properties.0.value': [{ id: 'validation.required' }],
    });
  });

  test('a manual address needs street, an existing postal code and the city', async () => {
    const manual = { ...ownedHome, show_manual_address: true, address_id: null, oneLineAddress: null };
    expect(await collectErrors(schema, { residence_type: 'owner_house', properties: [{ ...manual }] })).toEqual({
      'properties.0.address1': [{ id: 'validation.required' }],
      'properties.0.postal_code': [{ id: 'validation.required' }],
      'properties.0.city': [{ id: 'validation.required' }],
    });
    const unknownCode = { ...manual, address1: 'Algade 12', postal_code: '9999', city: 'Roskilde' };
    expect(await collectErrors(schema, { residence_type: 'owner_house', properties: [unknownCode] })).toEqual({
      'properties.0.postal_code': [{ id: 'validation.postalCode.unknown' }],
    });
    const badFormat = { ...unknownCode, postal_code: '40000' };
    expect(await collectErrors(schema, { residence_type: 'owner_house', properties: [badFormat] })).toEqual({
      'properties.0.postal_code': [{ id: 'validation.postalCode.dk', values: { digits: 4 } }],
    });
    expect(
      await collectErrors(schema, {
        residence_type: 'owner_house',
        properties: [{ ...unknownCode, postal_code: '4000' }],
      }),
    ).toEqual({});
  });

  test('a Danish postal code typed with fewer digits is the four-digit code (800 is 0800, §5: 0 to 9999)', async () => {
    const postalCode = jest.fn().mockReturnValue(true);
    const checked = housingSituationSchema(testContext({ checks: { ...testContext().checks, postalCode } }));
    const typed = {
      residence_type: 'owner_house',
      properties: [{ ...ownedHome, show_manual_address: true, address1: 'Algade 1', city: 'X', postal_code: '800' }],
    };
    expect(await collectErrors(checked, typed)).toEqual({});
    expect(postalCode).toHaveBeenCalledWith('0800', 'dk');
    expect(checked.cast(typed).properties[0].postal_code).toBe('0800');
    const abroad = { ...typed.properties[0], address_country_code: 'se' };
    expect(checked.cast({ ...typed, properties: [abroad] }).properties[0].postal_code).toBe('800');
  });

  test('the postal code check is not asked for a looked-up address or a malformed code', async () => {
    const postalCode = jest.fn().mockReturnValue(true);
    const checked = housingSituationSchema(testContext({ checks: { ...testContext().checks, postalCode } }));
    await collectErrors(checked, {
      residence_type: 'owner_house',
      properties: [{ ...ownedHome, postal_code: '4000' }],
    });
    await collectErrors(checked, {
      residence_type: 'owner_house',
      properties: [{ ...ownedHome, show_manual_address: true, address1: 'Algade 1', city: 'X', postal_code: 'abc' }],
    });
    expect(postalCode).not.toHaveBeenCalled();
  });

  test('the step validates synchronously unless the postal code check has to ask (a Next in its own click)', async () => {
    const manual = { ...ownedHome, show_manual_address: true, address1: 'Algade 1', city: 'Roskilde' };
    const answers = new Map<string, boolean>([['4000', true]]);
    const postalCode = (code: string) => answers.get(code) ?? Promise.resolve(false);
    const checked = housingSituationSchema(testContext({ checks: { ...testContext().checks, postalCode } }));
    const withCode = (postal_code: string) => ({
      residence_type: 'owner_house',
      properties: [{ ...manual, postal_code }],
    });

    expect(() => checked.validateSync({ residence_type: 'owner_house', properties: [ownedHome] })).not.toThrow();
    expect(() => checked.validateSync(withCode('4000'))).not.toThrow();
    answers.set('9990', false);
    expect(() => checked.validateSync(withCode('9990'))).toThrow(
      expect.objectContaining({ errors: [{ id: 'validation.postalCode.unknown' }] }),
    );
    // Not answered yet: yup refuses the promise in a synchronous validation; the asynchronous one waits for it.
    expect(() => checked.validateSync(withCode('9999'))).toThrow(/Promise/);
    expect(await collectErrors(checked, withCode('9999'))).toEqual({
      'properties.0.postal_code': [{ id: 'validation.postalCode.unknown' }],
    });
  });

  test.each(['first_home', 'move', 'move_and_keep', 'holiday_home', 'for_family', 'investment'])(
    'a buyer may buy for the reason %s (the browser and the server accept it)',
    async (reason) => {
      const buyer = housingSituationSchema(testContext({ formPurpose: 'property_purchaser' }));
      const home = { ...newHome, reason };
      expect(await collectErrors(buyer, { residence_type: 'rented', properties: [home] })).toEqual({});
    },
  );

  test('a reason outside the list is refused (in)', async () => {
    const home = { ...newHome, reason: 'speculation' };
    expect(await collectErrors(schema, { residence_type: 'rented', properties: [home] })).toEqual({
      'properties.0.reason': [expect.objectContaining({ id: 'validation.in' })],
    });
  });

  test('a new home needs price, a down payment no larger than the price, and a reason; no address yet', async () => {
    expect(
      await collectErrors(schema, {
        residence_type: 'rented',
        properties: [{ is_existing: false, residence_type: 'owner_flat' }],
      }),
    ).toEqual({
      'properties.0.price': [{ id: 'validation.required' }],
      'properties.0.down_payment': [{ id: 'validation.required' }],
      'properties.0.reason': [{ id: 'validation.required' }],
    });
    expect(
      await collectErrors(schema, { residence_type: 'rented', properties: [{ ...newHome, down_payment: 3_000_000 }] }),
    ).toEqual({
      'properties.0.down_payment': [{ id: 'validation.downpayment_lte_value', values: { other: 2_500_000 } }],
    });
  });

  test('a mortgage payment below the monthly interest is caught by the injected check', async () => {
    const cheap = { ...ownedHome, mortgages: [{ ...ownedHome.mortgages[0], periodic_payment: 1000 }] };
    expect(await collectErrors(schema, { residence_type: 'owner_house', properties: [cheap] })).toEqual({
      'properties.0.mortgages.0.periodic_payment': [
        { id: 'validation.periodic_payment.below_interest', values: { minimum: 7834 } },
      ],
    });
  });

  test('a current residence must be a place one lives in', async () => {
    expect(await collectErrors(schema, { residence_type: 'holiday_home', properties: [] })).toEqual({
      residence_type: [{ id: 'validation.in' }],
    });
  });
});
