import { collectErrors } from '../../../../domain/validation/collectErrors';
import { aboutYouSchema, birthDateOfCpr } from '../../../../domain/validation/steps/aboutYouSchema';
import { employmentSchema } from '../../../../domain/validation/steps/employmentSchema';
import { profileSchema } from '../../../../domain/validation/steps/profileSchema';
import { testContext } from './stepContext';

describe('aboutYouSchema', () => {
  const schema = aboutYouSchema(testContext());
  const single = {
    civil_status: 'single',
    birth_date: '1984-05-12',
    children_count: 0,
    is_registered_as_bad_payer: false,
  };

  test('a single adult with a birth date passes; the co-applicant is not asked', async () => {
    expect(await collectErrors(schema, single)).toEqual({});
  });

  test('the bad-payer question (§5 `is_registered_as_bad_payer`) must be answered, and "yes" is refused', async () => {
    expect(await collectErrors(schema, { ...single, is_registered_as_bad_payer: null })).toEqual({
      is_registered_as_bad_payer: [{ id: 'validation.required' }],
    });
    expect(await collectErrors(schema, { ...single, is_registered_as_bad_payer: true })).toEqual({
      is_registered_as_bad_payer: [{ id: 'validation.is_registered_as_bad_payer' }],
    });
  });

  test('birth date or CPR number: one of them is required', async () => {
    expect(await collectErrors(schema, { ...single, birth_date: null })).toEqual({
      birth_date: [{ id: 'validation.required' }],
    });
    expect(await collectErrors(schema, { ...single, birth_date: null, cpr: '070761-4285' })).toEqual({});
  });

  test('a CPR number must be valid (docs/domain.md examples), of an adult, and agree with the birth date', async () => {
    expect(await collectErrors(schema, { ...single, cpr: '3102050000' })).toEqual({
      cpr: [{ id: 'validation.danish_cpr' }],
    });
    expect(await collectErrors(schema, { ...single, birth_date: null, cpr: '2602177311' })).toEqual({
      cpr: [{ id: 'validation.above_18_years', values: { age: 18 } }],
    });
    expect(await collectErrors(schema, { ...single, cpr: '070761-4285' })).toEqual({
      cpr: [{ id: 'validation.cpr.birthDateMismatch' }],
    });
    expect(await collectErrors(schema, { ...single, birth_date: '1961-07-07', cpr: '0707614285' })).toEqual({});
  });

  test('the birth date inside a CPR number must lie in the same range as a typed birth date (100 years back)', async () => {
    // TODAY is 2025-06-15: born 1910 (seventh digit 0-3: 19YY) is 115 years back, as far as a typed 1899.
    expect(await collectErrors(schema, { ...single, birth_date: null, cpr: '010110-1234' })).toEqual({
      cpr: [{ id: 'validation.valid_date_range.too_early', values: { years: 100 } }],
    });
    expect(await collectErrors(schema, { ...single, birth_date: '1910-01-01' })).toEqual({
      birth_date: [{ id: 'validation.valid_date_range.too_early', values: { years: 100 } }],
    });
    expect(await collectErrors(schema, { ...single, birth_date: null, cpr: '160625-1234' })).toEqual({});
  });

  test('birthDateOfCpr reads the century from the seventh digit', () => {
    expect(birthDateOfCpr('211062-5629')).toBe('1862-10-21');
    expect(birthDateOfCpr('3010007134')).toBe('2000-10-30');
    expect(birthDateOfCpr('abcdefg1')).toBeNull();
  });

  test('a customer under 18 or born in the future is refused', async () => {
    expect(await collectErrors(schema, { ...single, birth_date: '2010-01-01' })).toEqual({
      birth_date: [{ id: 'validation.above_18_years', values: { age: 18 } }],
    });
    expect(await collectErrors(schema, { ...single, birth_date: '2030-01-01' })).toEqual({
      birth_date: [{ id: 'validation.date_before_today' }],
    });
  });

  test('children at home: a whole number from 0 to 20', async () => {
    expect(await collectErrors(schema, { ...single, children_count: 1.5 })).toEqual({
      children_count: [{ id: 'validation.integer' }],
    });
    expect(await collectErrors(schema, { ...single, children_count: 21 })).toEqual({
      children_count: [{ id: 'validation.max.numeric', values: { max: 20 } }],
    });
  });

  test('married or partner (spec §3): the co-applicant name and birth date are required', async () => {
    expect(await collectErrors(schema, { ...single, civil_status: 'married' })).toEqual({
      co_applicant_name: [{ id: 'validation.required' }],
      co_applicant_birth_date: [{ id: 'validation.required' }],
    });
    expect(
      await collectErrors(schema, {
        ...single,
        civil_status: 'partner',
        co_applicant_name: 'Jonas',
        co_applicant_birth_date: '1982-11-02',
      }),
    ).toEqual({ co_applicant_name: [{ id: 'validation.full_name' }] });
  });
});

describe('employmentSchema', () => {
  const employee = {
    employment_type: 'employee',
    employer: 'Roskilde Kommune',
    employed_since: '2015-08-01',
    monthly_income: 48_500,
  };

  test('an employee needs employer, start month and income', async () => {
    const schema = employmentSchema(testContext());
    expect(await collectErrors(schema, employee)).toEqual({});
    expect(await collectErrors(schema, { employment_type: 'employee' })).toEqual({
      employer: [{ id: 'validation.required' }],
      employed_since: [{ id: 'validation.required' }],
      monthly_income: [{ id: 'validation.required' }],
    });
  });

  test('a retired customer is asked only the income', async () => {
    const schema = employmentSchema(testContext());
    expect(await collectErrors(schema, { employment_type: 'retired', monthly_income: 21_000 })).toEqual({});
  });

  test('a start month in the future is refused', async () => {
    const schema = employmentSchema(testContext());
    expect(await collectErrors(schema, { ...employee, employed_since: '2026-01-01' })).toEqual({
      employed_since: [{ id: 'validation.date_before_today' }],
    });
  });

  test("the co-applicant's work and income are required when aboutYou has a partner", async () => {
    const schema = employmentSchema(testContext({ steps: { aboutYou: { civil_status: 'married' } } }));
    expect(await collectErrors(schema, employee)).toEqual({
      co_applicant_employment_type: [{ id: 'validation.required' }],
      co_applicant_monthly_income: [{ id: 'validation.required' }],
    });
    expect(
      await collectErrors(schema, {
        ...employee,
        co_applicant_employment_type: 'employee',
        co_applicant_monthly_income: 52_000,
      }),
    ).toEqual({});
  });
});

describe('profileSchema', () => {
  const person = {
    full_name: 'Mette Jensen',
    email: 'mette@example.dk',
    phone: '20 12 34 56',
    accept_terms: true,
  };

  test('a new customer needs a strong password, typed twice alike', async () => {
    const schema = profileSchema(testContext());
    expect(
      await collectErrors(schema, { ...person, password: 'Sommer-i-2025', password_confirmation: 'Sommer-i-2025' }),
    ).toEqual({});
    expect(
      await collectErrors(schema, { ...person, password: 'sommer', password_confirmation: 'Sommer-i-2025' }),
    ).toEqual({
      password: [{ id: 'validation.strong_password', values: { min: 12, max: 128 } }],
      password_confirmation: [{ id: 'validation.password_confirmation' }],
    });
  });

  test('a signed-in customer is asked no password', async () => {
    const schema = profileSchema(testContext({ signedIn: true }));
    expect(schema.fields).not.toHaveProperty('password');
    expect(await collectErrors(schema, person)).toEqual({});
  });

  test('name of two words, a real e-mail, a Danish phone number and accepted terms', async () => {
    const schema = profileSchema(testContext({ signedIn: true }));
    expect(
      await collectErrors(schema, { full_name: 'Mette', email: 'mette@', phone: '123', accept_terms: false }),
    ).toEqual({
      full_name: [{ id: 'validation.full_name' }],
      email: [{ id: 'validation.email' }],
      phone: [{ id: 'validation.phone_number' }],
      accept_terms: [{ id: 'validation.accepted' }],
    });
    expect(await collectErrors(schema, { ...person, full_name: 'Mette 2 Jensen' })).toEqual({
      full_name: [{ id: 'validation.person_name' }],
    });
  });
});
