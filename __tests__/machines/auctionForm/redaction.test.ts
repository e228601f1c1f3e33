import fc from 'fast-check';
import { createPseudonymizer, maskText, redact } from '../../../machines/auctionForm/redaction';
import { fullyFilledSteps } from '../fixtures';

describe('redaction of personal fields', () => {
  test('names keep their word count', () => {
    expect(redact({ full_name: 'Jens Peter Hansen', name: 'Mette', co_applicant_full_name: 'Anne  Marie' })).toEqual({
      full_name: 'Xxxx Xxxx Xxxx',
      name: 'Xxxx',
      co_applicant_full_name: 'Xxxx Xxxx',
    });
  });

  test('a CPR number becomes 010190-0000 in the same format', () => {
    expect(redact({ cpr: '121285-1234', co_applicant_cpr: '1212851234', partner_cpr: '12-12' })).toEqual({
      cpr: '010190-0000',
      co_applicant_cpr: '0101900000',
      partner_cpr: '00-00',
    });
  });

  test('an e-mail becomes redacted@example.invalid', () => {
    expect(redact({ email: 'jens@example.dk', co_applicant_email: 'm@x.dk' })).toEqual({
      email: 'redacted@example.invalid',
      co_applicant_email: 'redacted@example.invalid',
    });
  });

  test('phone digits become zeros of the same length, punctuation stays', () => {
    expect(redact({ phone: '+45 12 34 56 78', phone_number: 12345678, mobile: '20304050' })).toEqual({
      phone: '+00 00 00 00 00',
      phone_number: 0,
      mobile: '00000000',
    });
  });

  test('address lines are masked letter by letter; postal code and city stay for analysis', () => {
    expect(
      redact({
        address1: 'Østerbrogade 10, 3. tv.',
        oneLineAddress: 'Vej 1, 2100 Kbh',
        postal_code: '2100',
        city: 'København Ø',
      }),
    ).toEqual({
      address1: 'Xxxxxxxxxxxx 00, 0. xx.',
      oneLineAddress: 'Xxx 0, 0000 Xxx',
      postal_code: '2100',
      city: 'København Ø',
    });
  });

  test('a birth date becomes 1990-01-01 when it is an ISO date', () => {
    expect(redact({ birth_date: '1985-12-12', date_of_birth: '12/12/1985' })).toEqual({
      birth_date: '1990-01-01',
      date_of_birth: '00/00/0000',
    });
  });

  test('online identifiers are masked and a referrer loses its query string', () => {
    expect(
      redact({
        analyticsClientId: 'GA1.2.345',
        fbp: 'fb.1.99',
        gclid: 'Cj0K',
        referer: 'https://www.google.dk/search?q=jens+hansen',
      }),
    ).toEqual({
      analyticsClientId: 'XX0.0.000',
      fbp: 'xx.0.00',
      gclid: 'Xx0X',
      referer: 'https://www.google.dk/search',
    });
  });

  test('personal fields are found anywhere in an event, and nothing else changes', () => {
    const event = {
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: {
        residence_type: 'house',
        properties: [{ id: 3, address1: 'Vej 1', is_existing: true, new_loan_amount: null }],
      },
    };
    expect(redact(event)).toEqual({
      ...event,
      formData: {
        residence_type: 'house',
        properties: [{ id: 3, address1: 'Xxx 0', is_existing: true, new_loan_amount: null }],
      },
    });
  });

  test('the currency’s name and the affiliate’s details are product data and stay', () => {
    const context = { currency: { name: 'Danish Krone' }, affiliate_details: { name: 'Partner A/S' } };
    expect(redact(context)).toEqual(context);
  });

  test('null, booleans and empty strings keep their value', () => {
    expect(redact({ full_name: null, email: '', phone: false })).toEqual({ full_name: null, email: '', phone: false });
  });

  test('redaction does not change its input', () => {
    const data = fullyFilledSteps();
    const copy = JSON.parse(JSON.stringify(data));
    redact(data);
    expect(data).toEqual(copy);
  });

  test('a fully filled form keeps its shape and loses its personal values', () => {
    const redacted = JSON.stringify(redact(fullyFilledSteps()));
    for (const personal of [
      'Jens',
      'Hansen',
      '121285',
      'jens.hansen@example.dk',
      '12 34 56 78',
      'Østerbrogade',
      '1985-12-12',
    ]) {
      expect(redacted).not.toContain(personal);
    }
    expect(redacted).toContain('København Ø');
  });

  test('redacting twice is redacting once, and keeps every key, length and type', () => {
    const json = fc.jsonValue();
    const withPersonal = fc.record({
      full_name: fc.string(),
      cpr: fc.string(),
      email: fc.string(),
      address1: fc.string(),
      other: json,
    });
    fc.assert(
      fc.property(fc.oneof(json, withPersonal, fc.array(withPersonal)), (value) => {
        const once = redact(value);
        expect(redact(once)).toEqual(once);
        const shape = (v: unknown): unknown =>
          Array.isArray(v)
            ? v.map(shape)
            : v !== null && typeof v === 'object'
              ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
              : typeof v;
        expect(shape(once)).toEqual(shape(value));
      }),
      { numRuns: 300 },
    );
  });

  test('maskText keeps length for Danish letters', () => {
    expect(maskText('Æblevej 2, Århus')).toBe('Xxxxxxx 0, Xxxxx');
  });
});

describe('pseudonymization for recordings', () => {
  test('the first value of a kind gets the plain placeholder', () => {
    const pseudonymize = createPseudonymizer();
    expect(pseudonymize({ full_name: 'Jens Hansen', cpr: '121285-1234', email: 'j@x.dk' })).toEqual({
      full_name: 'Xxxx Xxxx',
      cpr: '010190-0000',
      email: 'redacted@example.invalid',
    });
  });

  test('distinct values get distinct placeholders of the same shape; equal values the same one', () => {
    const pseudonymize = createPseudonymizer();
    const first = pseudonymize({ address1: 'Vestergade 1', phone: '+45 12 34 56 78', birth_date: '1985-12-12' });
    const second = pseudonymize({ address1: 'Vestergade 2', phone: '+45 87 65 43 21', birth_date: '1979-01-31' });
    const again = pseudonymize({ address1: 'Vestergade 1', phone: '+45 12 34 56 78', birth_date: '1985-12-12' });
    expect(first).toEqual({ address1: 'Xxxxxxxxxx 0', phone: '+00 00 00 00 00', birth_date: '1990-01-01' });
    expect(second).toEqual({ address1: 'Xxxxxxxxxx 1', phone: '+00 00 00 00 01', birth_date: '1990-01-02' });
    expect(again).toEqual(first);
    expect(pseudonymize({ email: 'a@b.dk' })).toEqual({ email: 'redacted@example.invalid' });
    expect(pseudonymize({ email: 'c@d.dk' })).toEqual({ email: 'redacted1@example.invalid' });
  });

  test('each recording has its own memory', () => {
    expect(createPseudonymizer()({ cpr: '1212851234' })).toEqual(createPseudonymizer()({ cpr: '0101011234' }));
  });

  test('pseudonyms keep equality exactly: equal iff the originals were equal, and redact the same way', () => {
    const personal = fc.record({
      full_name: fc.string({ minLength: 1, maxLength: 20 }),
      address1: fc.string({ minLength: 4, maxLength: 30 }),
      cpr: fc.stringMatching(/^\d{6}-\d{4}$/),
      phone: fc.stringMatching(/^\+45 \d{8}$/),
    });
    fc.assert(
      fc.property(fc.array(personal, { minLength: 2, maxLength: 30 }), (values) => {
        const pseudonymize = createPseudonymizer();
        const pseudonyms = values.map((value) => pseudonymize(value));
        for (let i = 0; i < values.length; i += 1) {
          expect(redact(pseudonyms[i])).toEqual(redact(values[i]));
          for (let j = 0; j < i; j += 1) {
            for (const key of ['full_name', 'address1', 'cpr', 'phone'] as const) {
              expect(pseudonyms[i][key] === pseudonyms[j][key]).toBe(values[i][key] === values[j][key]);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
