// Every validation rule of spec §5, shared by the browser (Formik + yup) and the server (collectErrors).
//
// Conventions, so each rule can be read alone:
// - A rule answers `true` or a message `{ id, values }` whose id is a key in translations/<lang>.json.
// - A blank value (undefined, null, '' or only spaces) passes every rule except `required` and `accepted`:
//   whether a field must be filled is `required`'s decision alone.
// - A rule fails on a value it cannot read, with a message naming what it expected (`validation.numeric`,
//   `validation.valid_date`). The other side of a cross-field rule passes when blank or unreadable: that
//   field's own rules report it.
// - Rules that need the server take an injected `check` and return a Promise; the library does no I/O.
// - Date rules take `now` (YYYY-MM-DD) so tests run on any day; without it, today is the Copenhagen date.
import {
  DATE_RANGE_YEARS,
  DK_POSTAL_CODE_DIGITS,
  INTEREST_RATE_MAX_PERCENT,
  MAX_TERM_MONTHS,
  MIN_AGE_YEARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTAL_CODE_MAX_DIGITS,
} from './constants';
import { cprBirthDate } from './cpr';
import {
  addYears,
  ageInYears,
  compareDates,
  monthNumber,
  parseIsoDate,
  parseMonth,
  parseYear,
  today,
  type CalendarDate,
} from './dates';
import { isValidationMessage, type MessageValues, type RuleResult, type ValidationMessage } from './message';
import { passwordFeedback, PASSWORD_MIN_SCORE } from './passwordStrength';
import { isPhoneNumberOf } from './phoneNumber';
import { normalizeDkPostalCode } from './postalCode';
import { isPromiseLike } from './promiseLike';

/** A server-backed check injected by the caller: the browser posts to the API, the server calls a pure function. */
export type AsyncCheck<T> = (value: T) => PromiseLike<boolean | ValidationMessage> | boolean | ValidationMessage;

export interface NowParams {
  /** Today as YYYY-MM-DD; defaults to the current Copenhagen date. */
  now?: string;
}

export type SizeType = 'string' | 'digits' | 'numeric' | 'array' | 'file';

export interface SizeParams {
  /** What is measured: string length, number of digits, the number itself, array length, or file size in KB. */
  type: SizeType;
  value: number;
}

export interface ComparisonParams {
  /** The value of the field compared with. */
  other: unknown;
}

export interface DawaAddressParams {
  /** The customer chose to type the address by hand (`show_manual_address`). */
  manual?: boolean | null;
  /** Id of the address picked from the look-up list. */
  addressId?: string | number | null;
}

export interface CountryParams {
  /** ISO 3166 alpha-2 code, any case; Denmark when absent. */
  country?: string;
}

export interface InParams {
  options: readonly unknown[];
}

export interface MaxTermParams {
  /** The establishment month; when given, the value is the end month and the term is the months in between. */
  start?: unknown;
}

export interface DateRangeParams extends NowParams {
  yearsBack?: number;
  yearsAhead?: number;
}

export interface PeriodicPaymentParams {
  /** The item's interest rate; a mortgage or loan without one is not checked. */
  interestRate?: unknown;
  /** Validates the payment against the whole item (POST /api/auction-form/validate/partial, or the pure check). */
  check: AsyncCheck<unknown>;
}

export interface StudentLoanPaymentParams {
  check: AsyncCheck<unknown>;
}

const DEFAULT_COUNTRY = 'dk';
const SIZE_TYPES: readonly string[] = ['string', 'digits', 'numeric', 'array', 'file'];
const BYTES_PER_KB = 1024;

/** Spec §8: the exact text shown when a min/max rule names an unknown type (see translations). */
export const INVALID_RULE_TYPE: ValidationMessage = { id: 'validation.invalid_rule_type' };

function fail(id: string, values?: MessageValues): ValidationMessage {
  return values ? { id, values } : { id };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A number typed or stored: finite numbers, or decimal text with a dot or a Danish comma. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^[-+]?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : null;
}

function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

const invalidDate = () => fail('validation.valid_date');
const notANumber = () => fail('validation.numeric');

// --- presence and type ---

function required(value: unknown): RuleResult {
  return isBlank(value) || (Array.isArray(value) && value.length === 0) ? fail('validation.required') : true;
}

function string(value: unknown): RuleResult {
  return isBlank(value) || typeof value === 'string' || fail('validation.string');
}

function numeric(value: unknown): RuleResult {
  return isBlank(value) || toNumber(value) !== null || fail('validation.numeric');
}

const BOOLEAN_VALUES: readonly unknown[] = [true, false, 0, 1, '0', '1', 'true', 'false'];

function boolean(value: unknown): RuleResult {
  return isBlank(value) || BOOLEAN_VALUES.includes(value) || fail('validation.boolean');
}

function accepted(value: unknown): RuleResult {
  return value === true || fail('validation.accepted');
}

function in_(value: unknown, params: InParams): RuleResult {
  if (isBlank(value)) return true;
  // Select values arrive as strings while options may be numbers, so compare as text.
  const allowed = new Set(params.options.map(String));
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((item) => allowed.has(String(item))) || fail('validation.in');
}

// --- text ---

function is_alphabetical(value: unknown): RuleResult {
  if (isBlank(value)) return true;
  // NFC first, so a letter typed as base + combining accent counts like its precomposed form (é, ü).
  return (
    (typeof value === 'string' && /^[\p{L}\p{M} ]+$/u.test(value.normalize('NFC'))) ||
    fail('validation.is_alphabetical')
  );
}

// A person's name: words of letters (with their marks), where a hyphen, an apostrophe or a period may join two
// letters (Anne-Marie, O'Brien, D’Angelo, J.R.) and a word may end in a period (Hans J. Hansen). Each joining
// character is required between two letter runs, so the pattern cannot backtrack: linear in the input.
const NAME_WORD = /^\p{L}[\p{L}\p{M}]*(?:[-'’.]\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** Ours, not §5's: every name field (docs/product.md §5, machines/auctionForm/DECISIONS.md "Names"). Blank passes; `required` says so. */
function person_name(value: unknown): RuleResult {
  if (isBlank(value)) return true;
  if (typeof value !== 'string') return fail('validation.person_name');
  const words = value.normalize('NFC').trim().split(/ +/);
  return words.every((word) => NAME_WORD.test(word)) || fail('validation.person_name');
}

// WHATWG's address pattern, with letters of any script in the domain (blåbær.dk) and a top-level domain required.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

function email(value: unknown): RuleResult {
  return isBlank(value) || (typeof value === 'string' && EMAIL.test(value.trim())) || fail('validation.email');
}

// Control characters, lone surrogates and unassigned code points: what cannot be typed or shown. Spaces and every
// script's letters, digits, marks and symbols are printable.
const UNPRINTABLE = /[\p{Cc}\p{Cs}\p{Cn}]/u;

export interface StrongPasswordParams {
  /** The account's own e-mail and name: a password made of them is guessed first. */
  userInputs?: readonly unknown[];
}

/**
 * ASVS 2.1: 12 to 128 characters of any printable Unicode, no composition rules, and not guessable: a strength
 * estimate of at least PASSWORD_MIN_SCORE against the breached and common passwords, dictionaries, keyboard rows,
 * repeats, the user's own inputs and the product's name (passwordStrength.ts). Synchronous until the length and
 * characters pass; the estimate then loads on demand. Its message is the estimate's warning.
 */
function strong_password(value: unknown, params: StrongPasswordParams = {}): RuleResult | Promise<RuleResult> {
  // Spaces are characters of a password like any other: twelve of them are a (guessable) password, not a blank.
  if (value === undefined || value === null || value === '') return true;
  const length = typeof value === 'string' ? [...value].length : 0;
  if (typeof value !== 'string' || length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return fail('validation.strong_password', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  if (UNPRINTABLE.test(value)) return fail('validation.password_printable');
  return passwordFeedback(value, params.userInputs).then(
    (feedback) => feedback.score >= PASSWORD_MIN_SCORE || feedback.warning,
  );
}

function full_name(value: unknown): RuleResult {
  return (
    isBlank(value) ||
    (typeof value === 'string' && value.trim().split(/\s+/).length >= 2) ||
    fail('validation.full_name')
  );
}

function contains_number(value: unknown): RuleResult {
  return isBlank(value) || /\p{Nd}/u.test(String(value)) || fail('validation.contains_number');
}

// --- size ---

function fileSizesKb(value: unknown): number[] | null {
  const files = Array.isArray(value) ? value : [value];
  const sizes = files.map((file) =>
    typeof file === 'object' && file !== null && typeof (file as { size?: unknown }).size === 'number'
      ? (file as { size: number }).size / BYTES_PER_KB
      : null,
  );
  return sizes.every((size): size is number => size !== null) ? sizes : null;
}

/** The measures of a value for a size type; null when the value has no such measure (letters for `digits`). */
function measure(value: unknown, type: SizeType): number[] | null {
  switch (type) {
    case 'string':
      // Code points, so æ, ø and emoji count as one character each.
      return typeof value === 'string' || typeof value === 'number' ? [[...String(value)].length] : null;
    case 'digits': {
      const text = String(value);
      return /^\d+$/.test(text) ? [text.length] : null;
    }
    case 'numeric': {
      const number = toNumber(value);
      return number === null ? null : [number];
    }
    case 'array':
      return Array.isArray(value) ? [value.length] : null;
    case 'file':
      return fileSizesKb(value);
  }
}

function sizeRule(bound: 'max' | 'min') {
  const within =
    bound === 'max' ? (size: number, limit: number) => size <= limit : (size: number, limit: number) => size >= limit;
  return (value: unknown, params: SizeParams): RuleResult => {
    // Checked before the blank shortcut so a misconfigured rule shows at once, not only once the field is filled.
    if (!SIZE_TYPES.includes(params.type)) return INVALID_RULE_TYPE;
    if (isBlank(value)) return true;
    const sizes = measure(value, params.type);
    return (
      (sizes !== null && sizes.every((size) => within(size, params.value))) ||
      fail(`validation.${bound}.${params.type}`, { [bound]: params.value })
    );
  };
}

// --- addresses ---

function dawaAddress(value: unknown, params: DawaAddressParams = {}): RuleResult {
  if (isBlank(value) || params.manual === true) return true;
  return !isBlank(params.addressId) || fail('validation.dawaAddress');
}

function postalCode(value: unknown, params: CountryParams = {}): RuleResult {
  if (isBlank(value)) return true;
  const danish = (params.country ?? DEFAULT_COUNTRY).toLowerCase() === DEFAULT_COUNTRY;
  if (danish) {
    return normalizeDkPostalCode(value) !== null || fail('validation.postalCode.dk', { digits: DK_POSTAL_CODE_DIGITS });
  }
  const text = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value;
  return (
    (typeof text === 'string' && new RegExp(`^\\d{1,${POSTAL_CODE_MAX_DIGITS}}$`).test(text.trim())) ||
    fail('validation.postalCode.other', { max: POSTAL_CODE_MAX_DIGITS })
  );
}

/** The answer of an injected check; `false`, a non-message or a thrown error all mean invalid (spec §7). */
export function askCheck<T>(
  check: AsyncCheck<T>,
  value: T,
  failure: ValidationMessage,
): RuleResult | Promise<RuleResult> {
  const judge = (answer: boolean | ValidationMessage): RuleResult =>
    answer === true || (isValidationMessage(answer) ? answer : failure);
  try {
    const answer = check(value);
    // An answer at hand keeps the rule synchronous (see promiseLike.ts).
    return isPromiseLike(answer) ? Promise.resolve(answer).then(judge, () => failure) : judge(answer);
  } catch {
    return failure;
  }
}

// --- comparisons with another field ---

function comparison(id: string, holds: (value: number, other: number) => boolean) {
  return (value: unknown, params: ComparisonParams): RuleResult => {
    if (isBlank(value) || isBlank(params.other)) return true;
    const number = toNumber(value);
    if (number === null) return notANumber();
    const other = toNumber(params.other);
    return other === null || holds(number, other) || fail(id, { other });
  };
}

function not_equal_to(value: unknown, params: ComparisonParams): RuleResult {
  if (isBlank(value) || isBlank(params.other)) return true;
  return String(value).trim() !== String(params.other).trim() || fail('validation.not_equal_to');
}

// --- loan terms ---

function isAboveMaxTerm(value: unknown, params: MaxTermParams = {}): RuleResult {
  if (isBlank(value)) return true;
  let months: number | null;
  if (isBlank(params.start)) {
    months = toNumber(value);
    if (months === null) return notANumber();
  } else {
    const end = parseMonth(value);
    if (!end) return invalidDate();
    const start = parseMonth(params.start);
    if (!start) return true;
    months = monthNumber(end) - monthNumber(start);
  }
  return months <= MAX_TERM_MONTHS || fail('validation.isAboveMaxTerm', { max: MAX_TERM_MONTHS });
}

function max_interest_rate(value: unknown): RuleResult {
  if (isBlank(value)) return true;
  const rate = toNumber(value);
  if (rate === null) return notANumber();
  return rate <= INTEREST_RATE_MAX_PERCENT || fail('validation.max_interest_rate', { max: INTEREST_RATE_MAX_PERCENT });
}

// --- dates ---

function valid_date(value: unknown): RuleResult {
  return isBlank(value) || parseIsoDate(value) !== null || invalidDate();
}

function valid_date_year_only(value: unknown): RuleResult {
  if (isBlank(value)) return true;
  const ok = typeof value === 'number' ? parseYear(value) !== null : typeof value === 'string' && /^\d{4}$/.test(value);
  return ok || fail('validation.valid_date_year_only');
}

function dateRule(check: (date: CalendarDate, now: CalendarDate) => RuleResult) {
  return (value: unknown, params: NowParams = {}): RuleResult => {
    if (isBlank(value)) return true;
    const date = parseIsoDate(value);
    return date ? check(date, today(params.now)) : invalidDate();
  };
}

const date_before_today = dateRule((date, now) => compareDates(date, now) <= 0 || fail('validation.date_before_today'));

const above_18_years = dateRule(
  (birth, now) => ageInYears(birth, now) >= MIN_AGE_YEARS || fail('validation.above_18_years', { age: MIN_AGE_YEARS }),
);

function valid_date_range(value: unknown, params: DateRangeParams = {}): RuleResult {
  if (isBlank(value)) return true;
  const date = parseIsoDate(value);
  if (!date) return fail('validation.valid_date_range.format');
  const { yearsBack = DATE_RANGE_YEARS, yearsAhead = DATE_RANGE_YEARS } = params;
  const now = today(params.now);
  if (compareDates(date, addYears(now, -yearsBack)) < 0)
    return fail('validation.valid_date_range.too_early', { years: yearsBack });
  if (compareDates(date, addYears(now, yearsAhead)) > 0)
    return fail('validation.valid_date_range.too_late', { years: yearsAhead });
  return true;
}

/**
 * A person's birth date, typed or read from a CPR number: a real date, not in the future, within the date range
 * and of an adult. One rule, so a CPR number cannot pass with a birth date the date field refuses.
 */
function birth_date(value: unknown, params: NowParams = {}): RuleResult {
  for (const verdict of [
    () => valid_date(value),
    () => date_before_today(value, params),
    () => valid_date_range(value, params),
    () => above_18_years(value, params),
  ]) {
    const result = verdict();
    if (result !== true) return result;
  }
  return true;
}

function danish_cpr(value: unknown, params: NowParams = {}): RuleResult {
  if (isBlank(value)) return true;
  const birth = typeof value === 'string' ? cprBirthDate(value) : null;
  return (birth !== null && compareDates(birth, today(params.now)) <= 0) || fail('validation.danish_cpr');
}

// --- the customer ---

function is_registered_as_bad_payer(value: unknown): RuleResult {
  return !isTruthyFlag(value) || fail('validation.is_registered_as_bad_payer');
}

async function phone_number(value: unknown, params: CountryParams = {}): Promise<RuleResult> {
  if (isBlank(value)) return true;
  const ok = typeof value === 'string' && (await isPhoneNumberOf(value, params.country ?? DEFAULT_COUNTRY));
  return ok || fail('validation.phone_number');
}

// --- periodic payments, judged by the server ---

function periodicPaymentRule(kind: 'mortgages' | 'loans') {
  return (value: unknown, params: PeriodicPaymentParams): RuleResult | Promise<RuleResult> => {
    if (isBlank(value) || isBlank(params.interestRate)) return true;
    return askCheck(params.check, value, fail(`validation.${kind}_periodic_payment`));
  };
}

function su_periodic_payment(value: unknown, params: StudentLoanPaymentParams): RuleResult | Promise<RuleResult> {
  if (isBlank(value)) return true;
  return askCheck(params.check, value, fail('validation.su_periodic_payment'));
}

/** The rule registry: `rules[name](value, params)`; names as in spec §5. */
export const rules = {
  required,
  is_alphabetical,
  person_name,
  email,
  strong_password,
  string,
  numeric,
  boolean,
  max: sizeRule('max'),
  min: sizeRule('min'),
  dawaAddress,
  postalCode,
  in: in_,
  downpayment_lte_value: comparison('validation.downpayment_lte_value', (down, value) => down <= value),
  not_equal_to,
  less_or_equal: comparison('validation.less_or_equal', (value, other) => value <= other),
  less: comparison('validation.less', (value, other) => value < other),
  greater_or_equal: comparison('validation.greater_or_equal', (value, other) => value >= other),
  greater_than: comparison('validation.greater_than', (value, other) => value > other),
  isAboveMaxTerm,
  max_interest_rate,
  valid_date,
  valid_date_year_only,
  date_before_today,
  valid_date_range,
  above_18_years,
  birth_date,
  is_registered_as_bad_payer,
  phone_number,
  full_name,
  accepted,
  danish_cpr,
  contains_number,
  mortgages_periodic_payment: periodicPaymentRule('mortgages'),
  loans_periodic_payment: periodicPaymentRule('loans'),
  su_periodic_payment,
};

export type Rules = typeof rules;
export type RuleName = keyof Rules;
/** The params a rule takes; `undefined` for rules without any. */
export type RuleParams<N extends RuleName> = Parameters<Rules[N]>[1];
