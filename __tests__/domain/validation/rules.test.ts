import { createIntl } from 'react-intl';
import da from '../../../translations/da.json';
import en from '../../../translations/en.json';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../../domain/validation/constants';
import { cprBirthDate } from '../../../domain/validation/cpr';
import type { RuleResult } from '../../../domain/validation/message';
import { normalizeDkPostalCode } from '../../../domain/validation/postalCode';
import { INVALID_RULE_TYPE, rules, type SizeParams, type SizeType } from '../../../domain/validation/rules';

// Every date rule runs against this day, whatever day the suite runs on.
const now = '2025-06-15';

const producedIds = new Set<string>();

/** `true`, or the message id the rule answered; records ids so the last test can check their translations. */
function outcome(result: RuleResult): true | string {
  if (result === true) return true;
  producedIds.add(result.id);
  return result.id;
}

describe('required', () => {
  test.each([
    [undefined, 'validation.required'],
    [null, 'validation.required'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [[], 'validation.required'],
    ['a', true],
    [0, true],
    [false, true],
    [['x'], true],
  ])('required(%p) is %p', (value, expected) => {
    expect(outcome(rules.required(value))).toBe(expected);
  });
});

describe('is_alphabetical', () => {
  test.each([
    ['Søren Ærø Åse', true],
    ['José Müller', true],
    ['Ана Иванова', true],
    ['Jose\u0301', true], // é typed as e + combining accent
    ['Jens2', 'validation.is_alphabetical'],
    ['Anne-Marie', 'validation.is_alphabetical'],
    ['Hans!', 'validation.is_alphabetical'],
    ['', true],
  ])('is_alphabetical(%p) is %p', (value, expected) => {
    expect(outcome(rules.is_alphabetical(value))).toBe(expected);
  });
});

describe('person_name', () => {
  test.each([
    ['Anne-Marie Østergård', true],
    ['Hans-Henrik Sørensen', true],
    ["Conan O'Brien", true],
    ['Maria D’Angelo', true],
    ['Hans J. Hansen', true],
    ['J.R. Møller', true],
    ['Jose\u0301 Müller', true],
    ['Ана Иванова-Петрова', true],
    ['', true],
    ['Jens2 Hansen', 'validation.person_name'],
    ['Anne 😀 Hansen', 'validation.person_name'],
    ['Anne--Marie', 'validation.person_name'],
    ['-Anne', 'validation.person_name'],
    ["Anne' Hansen", 'validation.person_name'],
    ['Hans!', 'validation.person_name'],
    ['Anne_Marie', 'validation.person_name'],
    ['. .', 'validation.person_name'],
  ])('person_name(%p) is %p', (value, expected) => {
    expect(outcome(rules.person_name(value))).toBe(expected);
  });

  test('is linear: a long almost-name is refused at once', () => {
    expect(outcome(rules.person_name(`${'a-'.repeat(50_000)}-`))).toBe('validation.person_name');
  });
});

describe('email', () => {
  test.each([
    ['kunde@example.dk', true],
    ['a.b+laan@sub.example.com', true],
    ['hej@blåbær.dk', true],
    ['no-at.dk', 'validation.email'],
    ['a@b', 'validation.email'],
    ['a@b.c', 'validation.email'],
    ['a b@c.dk', 'validation.email'],
    ['', true],
  ])('email(%p) is %p', (value, expected) => {
    expect(outcome(rules.email(value))).toBe(expected);
  });
});

describe('strong_password', () => {
  test.each([
    ['correct horse battery staple', true],
    ['ÆbleTræ ved åen i maj', true],
    ['bare små bogstaver', true],
    ['日本語のパスフレーズです', true], // 12 characters of another script
    ['🙂🐘🚲🌧️🎻🧀🦉🍋🚂🌵🎲🧭', true], // 12 symbols, more UTF-16 units
    [`${'en lang sætning om en hest og et batteri '.repeat(4)}slut`.slice(0, 128), true],
    ['Password1', 'validation.strong_password'], // 9 characters: composition no longer makes up for length
    ['Abcdefghij1', 'validation.strong_password'], // 11 characters, one short of 12
    ['x'.repeat(129), 'validation.strong_password'],
    ['tab\there is not printable', 'validation.password_printable'],
    ['null\u0000 is not printable', 'validation.password_printable'],
    ['qwerty123456', 'validation.password_common'],
    ['QWERTY123456', 'validation.password_common'], // the list is compared in any case
    ['1qaz2wsx3edc', 'validation.password_common'],
  ])('strong_password(%p) is %p', async (value, expected) => {
    expect(outcome(await rules.strong_password(value))).toBe(expected);
  });

  test('the length message names 12 and 128; a blank value is left to required', async () => {
    expect(rules.strong_password('abc')).toEqual({ id: 'validation.strong_password', values: { min: 12, max: 128 } });
    expect(rules.strong_password('')).toBe(true);
  });

  test('the list is @zxcvbn-ts/language-common with 49,233 passwords, as the README says', () => {
    expect(dictionary['passwords-common']).toHaveLength(49_233);
  });

  test('every entry of that list the length rule lets through is refused, in any case', async () => {
    const long = [
      ...new Set(dictionary['passwords-common'].filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH)),
    ];
    expect(long).toHaveLength(308);
    const passing: string[] = [];
    for (const entry of long)
      for (const variant of [entry, entry.toUpperCase()])
        if ((await rules.strong_password(variant)) === true) passing.push(variant);
    expect(passing).toEqual([]);
  }, 60_000);
});

describe('string, numeric and boolean', () => {
  test.each([
    ['string', 'tekst', true],
    ['string', 5, 'validation.string'],
    ['numeric', '12', true],
    ['numeric', '12.5', true],
    ['numeric', '12,5', true],
    ['numeric', -3, true],
    ['numeric', 'abc', 'validation.numeric'],
    ['numeric', '1.250.000', 'validation.numeric'],
    ['numeric', Number.NaN, 'validation.numeric'],
    ['boolean', true, true],
    ['boolean', false, true],
    ['boolean', 0, true],
    ['boolean', '1', true],
    ['boolean', 'true', true],
    ['boolean', 'yes', 'validation.boolean'],
    ['boolean', 2, 'validation.boolean'],
  ] as const)('%s(%p) is %p', (rule, value, expected) => {
    expect(outcome(rules[rule](value))).toBe(expected);
  });
});

describe('max and min', () => {
  const file = (kb: number) => ({ size: kb * 1024 });
  test.each<[string, unknown, SizeParams, true | string]>([
    ['string at the limit', 'abc', { type: 'string', value: 3 }, true],
    ['string over', 'abcd', { type: 'string', value: 3 }, 'validation.max.string'],
    ['Danish letters count once', 'æøå', { type: 'string', value: 3 }, true],
    ['digits at the limit', '123', { type: 'digits', value: 3 }, true],
    ['digits over', '1234', { type: 'digits', value: 3 }, 'validation.max.digits'],
    ['digits with a letter', '12a', { type: 'digits', value: 3 }, 'validation.max.digits'],
    ['numeric at the limit', 100, { type: 'numeric', value: 100 }, true],
    ['numeric over', 100.5, { type: 'numeric', value: 100 }, 'validation.max.numeric'],
    ['numeric text', '100', { type: 'numeric', value: 100 }, true],
    ['array at the limit', [1, 2], { type: 'array', value: 2 }, true],
    ['array over', [1, 2, 3], { type: 'array', value: 2 }, 'validation.max.array'],
    ['file of 500 KB', file(500), { type: 'file', value: 500 }, true],
    ['file a byte over 500 KB', { size: 500 * 1024 + 1 }, { type: 'file', value: 500 }, 'validation.max.file'],
    ['files, one too big', [file(10), file(600)], { type: 'file', value: 500 }, 'validation.max.file'],
  ])('max: %s', (_case, value, params, expected) => {
    expect(outcome(rules.max(value, params))).toBe(expected);
  });

  test.each<[string, unknown, SizeParams, true | string]>([
    ['string at the limit', 'abcdefgh', { type: 'string', value: 8 }, true],
    ['string under', 'abcdefg', { type: 'string', value: 8 }, 'validation.min.string'],
    ['digits at the limit', '1234', { type: 'digits', value: 4 }, true],
    ['digits under', '123', { type: 'digits', value: 4 }, 'validation.min.digits'],
    ['numeric at the limit', 0, { type: 'numeric', value: 0 }, true],
    ['numeric under', -1, { type: 'numeric', value: 0 }, 'validation.min.numeric'],
    ['array at the limit', ['a'], { type: 'array', value: 1 }, true],
    ['empty array', [], { type: 'array', value: 1 }, 'validation.min.array'],
    ['file of 1 KB', file(1), { type: 'file', value: 1 }, true],
    ['file under 1 KB', { size: 1023 }, { type: 'file', value: 1 }, 'validation.min.file'],
  ])('min: %s', (_case, value, params, expected) => {
    expect(outcome(rules.min(value, params))).toBe(expected);
  });

  test('the message carries the limit', () => {
    expect(rules.max('abcd', { type: 'string', value: 3 })).toEqual({
      id: 'validation.max.string',
      values: { max: 3 },
    });
    expect(rules.min('a', { type: 'string', value: 8 })).toEqual({ id: 'validation.min.string', values: { min: 8 } });
  });

  test.each(['max', 'min'] as const)(
    '%s with an unknown type answers the invalid-type error, even for an empty value',
    (rule) => {
      // Rule definitions may come from data; the type system would reject the misspelling at compile time.
      const params = { type: 'text' as SizeType, value: 3 };
      expect(rules[rule]('abc', params)).toBe(INVALID_RULE_TYPE);
      expect(rules[rule]('', params)).toBe(INVALID_RULE_TYPE);
      outcome(INVALID_RULE_TYPE);
    },
  );

  test.each([
    ['da', da],
    ['en', en],
  ])('the invalid-type text is exactly the spec text in %s', (locale, messages) => {
    expect(createIntl({ locale, messages }).formatMessage(INVALID_RULE_TYPE)).toBe(
      'Error: Invalid type provided in rule definition',
    );
  });
});

describe('dawaAddress', () => {
  test.each([
    ['manual entry on', 'Vestergade 1', { manual: true }, true],
    ['an address picked from the list', 'Vestergade 1', { addressId: '0a3f50a0-73bf-32b8-e044-0003ba298018' }, true],
    ['typed but not picked', 'Vestergade 1', {}, 'validation.dawaAddress'],
    ['manual off and no id', 'Vestergade 1', { manual: false, addressId: null }, 'validation.dawaAddress'],
    ['empty (required decides)', '', {}, true],
  ])('%s: %p', (_case, value, params, expected) => {
    expect(outcome(rules.dawaAddress(value, params))).toBe(expected);
  });
});

describe('postalCode', () => {
  test.each([
    ['0800', 'dk', true],
    ['9990', 'dk', true],
    ['0000', 'dk', true],
    ['9999', 'dk', true],
    [800, 'dk', true],
    [9999, 'dk', true],
    ['800', 'dk', true],
    [' 800 ', 'dk', true],
    ['0', 'dk', true],
    [0, 'dk', true],
    [8.5, 'dk', 'validation.postalCode.dk'],
    ['10000', 'dk', 'validation.postalCode.dk'],
    [10000, 'dk', 'validation.postalCode.dk'],
    [-1, 'dk', 'validation.postalCode.dk'],
    ['12a4', 'dk', 'validation.postalCode.dk'],
    ['2100', 'DK', true],
    ['11455', 'se', true],
    ['1234567890', 'se', true],
    ['12345678901', 'se', 'validation.postalCode.other'],
    ['12-34', 'se', 'validation.postalCode.other'],
  ])('postalCode(%p, %s) is %p', (value, country, expected) => {
    expect(outcome(rules.postalCode(value, { country }))).toBe(expected);
  });

  test('Denmark is the default country', () => {
    expect(rules.postalCode('12345')).toEqual({ id: 'validation.postalCode.dk', values: { digits: 4 } });
  });

  test.each([
    ['800', '0800'],
    [800, '0800'],
    [' 4690 ', '4690'],
    [0, '0000'],
    ['10000', null],
    [-1, null],
    [8.5, null],
    ['8 00', null],
    [null, null],
    [{ code: 800 }, null],
  ])('a Danish code %p is written %p (a number from 0 to 9999, four digits)', (value, written) => {
    expect(normalizeDkPostalCode(value)).toBe(written);
  });
});

describe('in', () => {
  test.each([
    ['b', ['a', 'b'], true],
    ['c', ['a', 'b'], 'validation.in'],
    ['2', [1, 2], true],
    [['a', 'b'], ['a', 'b', 'c'], true],
    [['a', 'x'], ['a', 'b'], 'validation.in'],
    ['', ['a'], true],
  ])('in(%p, %p) is %p', (value, options, expected) => {
    expect(outcome(rules.in(value, { options }))).toBe(expected);
  });
});

describe('comparisons with another field', () => {
  test.each([
    ['downpayment_lte_value', 250_000, 1_250_000, true],
    ['downpayment_lte_value', 1_250_000, 1_250_000, true],
    ['downpayment_lte_value', 1_250_001, 1_250_000, 'validation.downpayment_lte_value'],
    ['less_or_equal', 5, 5, true],
    ['less_or_equal', 6, 5, 'validation.less_or_equal'],
    ['less', 4, 5, true],
    ['less', 5, 5, 'validation.less'],
    ['greater_or_equal', 5, 5, true],
    ['greater_or_equal', 4, 5, 'validation.greater_or_equal'],
    ['greater_than', 6, 5, true],
    ['greater_than', 5, 5, 'validation.greater_than'],
    ['greater_than', '6,5', '6', true],
    ['less', 'abc', 5, 'validation.numeric'],
    ['less', 9, 'abc', true],
  ] as const)('%s(%p, other %p) is %p', (rule, value, other, expected) => {
    expect(outcome(rules[rule](value, { other }))).toBe(expected);
  });

  test.each([
    'downpayment_lte_value',
    'not_equal_to',
    'less_or_equal',
    'less',
    'greater_or_equal',
    'greater_than',
  ] as const)('%s passes when either side is empty', (rule) => {
    expect(rules[rule]('', { other: 5 })).toBe(true);
    expect(rules[rule](null, { other: 5 })).toBe(true);
    expect(rules[rule](5, { other: '' })).toBe(true);
    expect(rules[rule](5, { other: undefined })).toBe(true);
  });

  test.each([
    ['a', 'b', true],
    ['a', 'a', 'validation.not_equal_to'],
    [5, '5', 'validation.not_equal_to'],
  ])('not_equal_to(%p, other %p) is %p', (value, other, expected) => {
    expect(outcome(rules.not_equal_to(value, { other }))).toBe(expected);
  });

  test('the message carries the other value', () => {
    expect(rules.less(7, { other: 5 })).toEqual({ id: 'validation.less', values: { other: 5 } });
  });
});

describe('loan terms', () => {
  test.each([
    [360, undefined, true],
    [361, undefined, 'validation.isAboveMaxTerm'],
    ['360', undefined, true],
    ['2055-01', '2025-01', true], // 360 months
    ['2055-02', '2025-01', 'validation.isAboveMaxTerm'], // 361 months
    ['lang', undefined, 'validation.numeric'],
  ])('isAboveMaxTerm(%p, start %p) is %p: at most 360 months', (value, start, expected) => {
    expect(outcome(rules.isAboveMaxTerm(value, { start }))).toBe(expected);
  });

  test.each([
    [100, true],
    [100.01, 'validation.max_interest_rate'],
    ['100,01', 'validation.max_interest_rate'],
    ['3,5', true],
    [0, true],
    ['høj', 'validation.numeric'],
  ])('max_interest_rate(%p) is %p: at most 100 percent', (value, expected) => {
    expect(outcome(rules.max_interest_rate(value))).toBe(expected);
  });
});

describe('dates (today 2025-06-15)', () => {
  test.each([
    ['2024-02-29', true],
    ['2023-02-29', 'validation.valid_date'],
    ['2025-04-31', 'validation.valid_date'],
    ['2025-13-01', 'validation.valid_date'],
    ['2025-6-1', 'validation.valid_date'],
    ['15-06-2025', 'validation.valid_date'],
    ['2025-06-15T00:00', 'validation.valid_date'],
    [20250615, 'validation.valid_date'],
  ])('valid_date(%p) is %p', (value, expected) => {
    expect(outcome(rules.valid_date(value))).toBe(expected);
  });

  test.each([
    ['1987', true],
    [1987, true],
    ['87', 'validation.valid_date_year_only'],
    ['19870', 'validation.valid_date_year_only'],
    ['1987-01', 'validation.valid_date_year_only'],
  ])('valid_date_year_only(%p) is %p', (value, expected) => {
    expect(outcome(rules.valid_date_year_only(value))).toBe(expected);
  });

  test.each([
    ['2025-06-14', true],
    ['2025-06-15', true],
    ['2025-06-16', 'validation.date_before_today'],
    ['2025-02-30', 'validation.valid_date'],
  ])('date_before_today(%p) is %p', (value, expected) => {
    expect(outcome(rules.date_before_today(value, { now }))).toBe(expected);
  });

  test.each([
    ['1925-06-15', {}, true],
    ['1925-06-14', {}, 'validation.valid_date_range.too_early'],
    ['2125-06-15', {}, true],
    ['2125-06-16', {}, 'validation.valid_date_range.too_late'],
    ['15/06/2025', {}, 'validation.valid_date_range.format'],
    ['2024-06-15', { yearsBack: 1 }, true],
    ['2024-06-14', { yearsBack: 1 }, 'validation.valid_date_range.too_early'],
    ['2026-06-16', { yearsAhead: 1 }, 'validation.valid_date_range.too_late'],
  ])('valid_date_range(%p, %p) is %p: 100 years each way by default', (value, params, expected) => {
    expect(outcome(rules.valid_date_range(value, { ...params, now }))).toBe(expected);
  });

  test('the range messages name the years', () => {
    expect(rules.valid_date_range('1900-01-01', { now })).toEqual({
      id: 'validation.valid_date_range.too_early',
      values: { years: 100 },
    });
    expect(rules.valid_date_range('2030-01-01', { now, yearsAhead: 2 })).toEqual({
      id: 'validation.valid_date_range.too_late',
      values: { years: 2 },
    });
  });

  test.each([
    ['2007-06-15', '2025-06-15', true], // 18 on the birthday
    ['2007-06-16', '2025-06-15', 'validation.above_18_years'], // the day before the 18th birthday: 17
    ['2007-06-14', '2025-06-15', true],
    ['2008-02-29', '2026-02-28', 'validation.above_18_years'], // born on a leap day: 18 on 1 March
    ['2008-02-29', '2026-03-01', true],
    ['2007-02-30', '2025-06-15', 'validation.valid_date'],
  ])('above_18_years(%p) on %s is %p', (birth, today, expected) => {
    expect(outcome(rules.above_18_years(birth, { now: today }))).toBe(expected);
  });

  describe('birth_date (one rule for a typed birth date and the date inside a CPR number)', () => {
    test.each([
      ['1984-05-12', true],
      ['1925-06-15', true], // exactly 100 years back
      ['1925-06-14', 'validation.valid_date_range.too_early'],
      ['1899-12-31', 'validation.valid_date_range.too_early'],
      ['2030-01-01', 'validation.date_before_today'],
      ['2010-01-01', 'validation.above_18_years'],
      ['1984-02-30', 'validation.valid_date'],
      ['', true],
    ])('birth_date(%p) on 2025-06-15 is %p', (birth, expected) => {
      expect(outcome(rules.birth_date(birth, { now: '2025-06-15' }))).toBe(expected);
    });
  });

  test('a malformed now is a programming error', () => {
    expect(() => rules.date_before_today('2025-01-01', { now: '15-06-2025' })).toThrow('params.now');
  });

  test('without now the rules use the current date', () => {
    expect(rules.date_before_today('2000-01-01')).toBe(true);
    expect(rules.date_before_today('2999-01-01')).toEqual({ id: 'validation.date_before_today' });
  });
});

describe('the customer', () => {
  test.each([
    [true, 'validation.is_registered_as_bad_payer'],
    ['1', 'validation.is_registered_as_bad_payer'],
    [false, true],
    [undefined, true],
  ])('is_registered_as_bad_payer(%p) is %p', (value, expected) => {
    expect(outcome(rules.is_registered_as_bad_payer(value))).toBe(expected);
  });

  test.each([
    ['20 12 34 56', 'dk', true],
    ['+45 33 12 34 56', 'DK', true],
    ['0045 20123456', 'dk', true],
    ['3312345', 'dk', 'validation.phone_number'], // seven digits
    ['12345678', 'dk', 'validation.phone_number'], // no Danish number starts with 1
    ['+46 70 123 45 67', 'dk', 'validation.phone_number'], // Swedish, not Danish
    ['070-123 45 67', 'se', true],
    ['20123456', 'xx', 'validation.phone_number'],
    ['', 'dk', true],
  ])('phone_number(%p, %s) is %p', async (value, country, expected) => {
    expect(outcome(await rules.phone_number(value, { country }))).toBe(expected);
  });

  test.each([
    ['Jens Hansen', true],
    ['  Anne Marie  Hansen ', true],
    ['Jens', 'validation.full_name'],
    ['Jens ', 'validation.full_name'],
  ])('full_name(%p) is %p', (value, expected) => {
    expect(outcome(rules.full_name(value))).toBe(expected);
  });

  test.each([
    [true, true],
    [false, 'validation.accepted'],
    ['true', 'validation.accepted'],
    [undefined, 'validation.accepted'],
  ])('accepted(%p) is %p', (value, expected) => {
    expect(outcome(rules.accepted(value))).toBe(expected);
  });

  test.each([
    ['Hemmelig1', true],
    ['Hemmelig', 'validation.contains_number'],
  ])('contains_number(%p) is %p', (value, expected) => {
    expect(outcome(rules.contains_number(value))).toBe(expected);
  });
});

describe('danish_cpr (today 2025-06-15)', () => {
  test.each([
    ['070761-4285', '1961-07-07'],
    ['211062-5629', '1862-10-21'],
    ['0104374697', '1937-04-01'],
    ['2602177311', '2017-02-26'],
    ['3010007134', '2000-10-30'],
    ['1501729995', '1972-01-15'], // fails modulus 11, still valid
  ])('docs/domain.md valid example %s (born %s)', (cpr, born) => {
    expect(outcome(rules.danish_cpr(cpr, { now }))).toBe(true);
    const date = cprBirthDate(cpr);
    expect(date && `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`).toBe(
      born,
    );
  });

  test.each([
    ['511062-5629', 'day 51'],
    ['3102050000', '31 February'],
    ['010203-123', 'nine digits'],
    ['12345678901', 'eleven digits'],
    ['abcdefg1', 'letters'],
    ['2902000000', '29 February 1900'],
    ['011362-1234', 'month 13'],
    ['000162-1234', 'day 0'],
  ])('docs/domain.md invalid example %s (%s)', (cpr) => {
    expect(outcome(rules.danish_cpr(cpr, { now }))).toBe('validation.danish_cpr');
  });

  test.each([
    ['290200-0000', 'validation.danish_cpr'], // 7th digit 0: 1900, not a leap year
    ['290200-3999', 'validation.danish_cpr'],
    ['290200-4000', true], // 7th digit 4: 2000, a leap year
    ['290200-5123', true],
    ['290200-9123', true],
    ['290296-0123', true], // 1996
    ['290297-0123', 'validation.danish_cpr'],
  ])('leap day %s is %p', (cpr, expected) => {
    expect(outcome(rules.danish_cpr(cpr, { now }))).toBe(expected);
  });

  // Every cell of the CPR office's table, with the edges of each year band.
  test.each([
    ['0', '00', 1900],
    ['0', '36', 1936],
    ['0', '37', 1937],
    ['0', '57', 1957],
    ['0', '58', 1958],
    ['0', '99', 1999],
    ['3', '00', 1900],
    ['3', '99', 1999],
    ['4', '00', 2000],
    ['4', '36', 2036],
    ['4', '37', 1937],
    ['4', '57', 1957],
    ['4', '58', 1958],
    ['4', '99', 1999],
    ['9', '00', 2000],
    ['9', '36', 2036],
    ['9', '37', 1937],
    ['9', '58', 1958],
    ['5', '00', 2000],
    ['5', '36', 2036],
    ['5', '37', 2037],
    ['5', '57', 2057],
    ['5', '58', 1858],
    ['5', '99', 1899],
    ['8', '00', 2000],
    ['8', '57', 2057],
    ['8', '58', 1858],
    ['6', '40', 2040],
    ['7', '99', 1899],
  ])('7th digit %s with YY %s is born in %i', (seventh, yy, year) => {
    expect(cprBirthDate(`0101${yy}-${seventh}000`)?.year).toBe(year);
  });

  test.each([
    ['150625-4000', true], // born today
    ['160625-4000', 'validation.danish_cpr'], // tomorrow
    ['010130-4000', 'validation.danish_cpr'], // 2030
    ['010130-0000', true], // 1930
  ])('a birth date in the future is invalid: %s is %p', (cpr, expected) => {
    expect(outcome(rules.danish_cpr(cpr, { now }))).toBe(expected);
  });

  test('the hyphen is optional, surrounding spaces are ignored, numbers are refused', () => {
    expect(rules.danish_cpr(' 0707614285 ', { now })).toBe(true);
    expect(rules.danish_cpr(707614285, { now })).toEqual({ id: 'validation.danish_cpr' });
  });
});

describe('periodic payments, judged by an injected check', () => {
  const accept = () => Promise.resolve(true);

  test.each(['mortgages_periodic_payment', 'loans_periodic_payment'] as const)(
    '%s passes without asking when the interest rate is missing',
    async (rule) => {
      const check = jest.fn();
      expect(await rules[rule](4_000, { interestRate: '', check })).toBe(true);
      expect(await rules[rule](4_000, { interestRate: undefined, check })).toBe(true);
      expect(check).not.toHaveBeenCalled();
    },
  );

  test.each([
    ['mortgages_periodic_payment', 'validation.mortgages_periodic_payment'],
    ['loans_periodic_payment', 'validation.loans_periodic_payment'],
    ['su_periodic_payment', 'validation.su_periodic_payment'],
  ] as const)('%s answers the check, and its own message when the check says false or fails', async (rule, id) => {
    expect(await rules[rule](4_000, { interestRate: 4, check: accept })).toBe(true);
    expect(outcome(await rules[rule](4_000, { interestRate: 4, check: () => false }))).toBe(id);
    expect(outcome(await rules[rule](4_000, { interestRate: 4, check: () => Promise.reject(new Error('422')) }))).toBe(
      id,
    );
    const fromServer = { id: 'validation.periodic_payment.below_interest', values: { minimum: 3334 } };
    expect(await rules[rule](4_000, { interestRate: 4, check: () => fromServer })).toEqual(fromServer);
  });

  test('a student loan is checked even without an interest rate', async () => {
    const check = jest.fn().mockResolvedValue(true);
    await rules.su_periodic_payment(1_200, { check });
    expect(check).toHaveBeenCalledWith(1_200);
  });

  test('an empty payment is left to required', async () => {
    const check = jest.fn();
    expect(await rules.loans_periodic_payment('', { interestRate: 5, check })).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('registry', () => {
  test('synchronous rules answer synchronously, server rules with a promise while the check has to ask', () => {
    expect(rules.required('x')).toBe(true);
    expect(rules.su_periodic_payment(1_200, { check: () => Promise.resolve(true) })).toBeInstanceOf(Promise);
  });

  test('a check that answers at once keeps a server rule synchronous (a known answer validates in the click)', () => {
    expect(rules.su_periodic_payment(1_200, { check: () => true })).toBe(true);
    expect(outcome(rules.su_periodic_payment(1_200, { check: () => false }) as RuleResult)).toBe(
      'validation.su_periodic_payment',
    );
    expect(
      rules.loans_periodic_payment(1_200, {
        interestRate: 5,
        check: () => {
          throw new Error('no answer');
        },
      }),
    ).toEqual(expect.objectContaining({ id: 'validation.loans_periodic_payment' }));
  });
});

// Runs last: the ids collected by every case above.
test.each([
  ['da', da],
  ['en', en],
])('every message the rules produced has %s text, and every validation text is valid ICU', (locale, messages) => {
  const errors: unknown[] = [];
  const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
  const sample = {
    min: 8,
    max: 3,
    digits: 4,
    other: 1_250_000,
    years: 30,
    age: 18,
    minimum: 3334,
    months: 12,
    ref: 'loans.0',
    total: 328_608,
    figure: 35.01,
    term: 360,
  };
  expect(producedIds.size).toBeGreaterThan(45);
  for (const id of producedIds) expect(messages).toHaveProperty([id]);
  for (const id of Object.keys(messages).filter((key) => key.startsWith('validation.'))) {
    expect(intl.formatMessage({ id }, sample)).not.toBe('');
  }
  expect(errors).toEqual([]);
});
