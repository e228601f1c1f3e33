// Replaces personal data by placeholders of the same type and shape, so wizard sessions can be recorded, shown in
// the inspector and shared with analysts.
//   redact: one placeholder per shape; redacting twice gives the same result as redacting once.
//   createPseudonymizer: like redact, but distinct values get distinct placeholders (consistently within one
//   recording). The wizard only ever compares personal values for equality (the invalidation cascade), never
//   reads them, so a pseudonymized recording replays to the same steps and flags as the real session.

type Kind = 'secret' | 'name' | 'cpr' | 'email' | 'digits' | 'text' | 'date' | 'url';

// Keys are matched by name, case-insensitively, wherever they appear (event payloads, step data, a restored form,
// the input). Secrets, CPR numbers, e-mail addresses and phone numbers are matched anywhere in the name
// (newPassword, partner_cpr_nummer, contactEmail), since a client may send any name; the first match decides.
const PERSONAL_KEYS: ReadonlyArray<[RegExp, Kind]> = [
  [/pass(word|wd|phrase)?|pwd|secret|token|api[-_]?key|auth|cookie|adgangskode|kodeord/i, 'secret'],
  [/cpr|personnummer/i, 'cpr'],
  [/mail/i, 'email'],
  [/phone|mobile|telefon/i, 'digits'],
  [/(^|_)(full_|first_|last_|middle_)?name$|(full|first|last|middle)Name$/i, 'name'],
  [/(^|_)(address[0-9]?|street(_name)?|house_number|floor|door)$/i, 'text'],
  [/^oneLineAddress$/, 'text'],
  [/(^|_)(birth_?date|date_of_birth)$/i, 'date'],
  // Online identifiers link a recording to analytics and advertising profiles.
  [/^(clientId|sessionId|analyticsClientId|analyticsSessionId|fbp|fbc|gclid)$/, 'text'],
  // A referring URL's query string can hold a search or an e-mail; its site and path are what analysts need.
  [/^referer$/, 'url'],
];

/** Subtrees that carry product data under personal-looking keys (the currency's name, the affiliate's name). */
const NOT_PERSONAL: readonly string[] = ['currency', 'affiliate_details'];

function kindOf(key: string): Kind | null {
  return PERSONAL_KEYS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

// Values personal by their shape, whatever their key: a CPR number (DDMMYY-XXXX or ten digits), an e-mail
// address, a phone number, anywhere in a string (a CPR typed into a comment). Bounded, so linear on long text.
const CPR_SHAPE = /(^|\D)\d{6}-?\d{4}(?!\d)/;
const EMAIL_SHAPE = /[A-Za-z0-9._%+-]@[A-Za-z0-9-]{1,63}\.[A-Za-z0-9.-]{0,250}[A-Za-z]{2}/;
// International (+45 12 34 56 78, 0045…), or eight Danish digits written in pairs (12 34 56 78) or among other
// text ("ring 40404040"). A string of digits alone is an amount or a count, unless it has ten (a CPR number).
const PHONE_SHAPE = /(\+|(^|\D)00)\d{1,3}[\s-]?\d(?:[\s-]?\d){5,13}(?!\d)|(^|\D)\d{2}( \d{2}){3}(?!\d)/;
const EIGHT_DIGITS = /(^|\D)\d{8}(?!\d)/;
const DIGITS_ONLY = /^\d+$/;

function personalByShape(value: string): boolean {
  return (
    CPR_SHAPE.test(value) ||
    EMAIL_SHAPE.test(value) ||
    PHONE_SHAPE.test(value) ||
    (EIGHT_DIGITS.test(value) && !DIGITS_ONLY.test(value))
  );
}

/** A ten-digit integer reads as a CPR number typed into a numeric field; no amount in the form is that large. */
function cprAsNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1_000_000_000 && value < 10_000_000_000;
}

const SECRET_PLACEHOLDER = 'xxxxxxxx';

/** Letters become x (X when upper case), digits 0; spaces and punctuation stay, so the shape survives. */
export function maskText(value: string): string {
  return value.replace(/\p{L}/gu, (letter) => (/\p{Lu}/u.test(letter) ? 'X' : 'x')).replace(/\p{N}/gu, '0');
}

function placeholder(kind: Kind, value: string): string {
  if (value === '') return value;
  switch (kind) {
    // Neither length nor character classes: a secret's shape says too much about it. Pseudonyms still number it,
    // so two different passwords (a confirmation that did not match) stay different.
    case 'secret':
      return SECRET_PLACEHOLDER;
    case 'name':
      return value.trim() === ''
        ? value
        : value
            .trim()
            .split(/\s+/)
            .map(() => 'Xxxx')
            .join(' ');
    case 'cpr':
      if (/^\d{6}-\d{4}$/.test(value)) return '010190-0000';
      if (/^\d{10}$/.test(value)) return '0101900000';
      return maskText(value);
    case 'email':
      return 'redacted@example.invalid';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? '1990-01-01' : maskText(value);
    case 'url':
      return value.split(/[?#]/)[0];
    case 'digits':
    case 'text':
      return maskText(value);
  }
}

// Symbols for writing a number into a placeholder without changing its shape; each starts with the symbol the
// plain placeholder uses, so number 0 leaves the placeholder as it is.
const DIGITS = '0123456789';
const LOWER = 'xabcdefghijklmnopqrstuvwyz';
const UPPER = LOWER.toUpperCase();

/** Marks a number too large for a placeholder's letters and digits; nobody types this private-use character. */
const OVERFLOW = '\uE000';

/**
 * Writes n into the placeholder's letters and digits from the end, each keeping its class and case. Distinct n give
 * distinct results: when the placeholder has too few letters and digits for n, the rest follows an overflow mark.
 */
function numbered(template: string, n: number): string {
  const chars = [...template];
  let rest = n;
  for (let i = chars.length - 1; i >= 0 && rest > 0; i -= 1) {
    const alphabet = /\d/.test(chars[i]) ? DIGITS : chars[i] === 'X' ? UPPER : chars[i] === 'x' ? LOWER : null;
    if (alphabet === null) continue;
    chars[i] = alphabet[rest % alphabet.length];
    rest = Math.floor(rest / alphabet.length);
  }
  return rest > 0 ? `${chars.join('')}${OVERFLOW}${rest}` : chars.join('');
}

function numberedPlaceholder(kind: Kind, plain: string, n: number): string {
  if (n === 0 || plain === '') return plain;
  switch (kind) {
    case 'email':
      return `redacted${n}@example.invalid`;
    case 'date': {
      if (plain !== '1990-01-01') return numbered(plain, n);
      const day = new Date(Date.UTC(1990, 0, 1 + n));
      return day.toISOString().slice(0, 10);
    }
    // The query string is gone; a number in the fragment keeps two referrers of one page apart.
    case 'url':
      return `${plain}#${n}`;
    default:
      return numbered(plain, n);
  }
}

type Leaf = (kind: Kind, value: string | number) => string | number;

function walk(value: unknown, leaf: Leaf, kind: Kind | null): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, leaf, kind));
  if (value !== null && typeof value === 'object') {
    // Keys are visited in sorted order (the result keeps the original order), so a pseudonymizer numbers values
    // the same way whatever order the keys came in: a jsonb column reorders them.
    const entries = Object.entries(value);
    const walked = new Map<string, unknown>();
    for (const [key, item] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      walked.set(key, kind === null && NOT_PERSONAL.includes(key) ? item : walk(item, leaf, kind ?? kindOf(key)));
    }
    return Object.fromEntries(entries.map(([key]) => [key, walked.get(key)]));
  }
  if (kind !== null && (typeof value === 'string' || typeof value === 'number')) return leaf(kind, value);
  // Not personal by its key: personal by its shape, it is masked whole (a free text with a CPR number in it).
  if (typeof value === 'string' && personalByShape(value)) return leaf('text', value);
  if (typeof value === 'number' && cprAsNumber(value)) return leaf('cpr', value);
  return value;
}

/** A copy of `value` with every personal field replaced; the shape (and so the type) is unchanged. */
export function redact<T>(value: T): T {
  // walk keeps every key, array length and primitive type, so the result has the type of the input.
  return walk(value, (kind, leaf) => (typeof leaf === 'number' ? 0 : placeholder(kind, leaf)), null) as T;
}

export type Pseudonymizer = <T>(value: T) => T;

/**
 * A redactor with a memory: the n-th distinct value with a given plain placeholder becomes that placeholder
 * numbered n, so equal values get equal pseudonyms and distinct values distinct ones of the same shape. Numbering
 * per placeholder (not per kind) keeps it idempotent: a pseudonym's plain placeholder is the original's, so
 * pseudonymizing a pseudonymized recording again, in the same order, changes nothing. Use one per recording, and
 * only there: the memory holds the real values until it is dropped.
 */
export function createPseudonymizer(): Pseudonymizer {
  const seen = new Map<string, number>();
  const counts = new Map<string, number>();
  const indexOf = (group: string, leaf: string | number) => {
    const key = `${group}\u0000${typeof leaf}:${leaf}`;
    let index = seen.get(key);
    if (index === undefined) {
      index = counts.get(group) ?? 0;
      counts.set(group, index + 1);
      seen.set(key, index);
    }
    return index;
  };
  const leaf: Leaf = (kind, value) => {
    if (typeof value === 'number') return indexOf(`${kind}:number`, value);
    const plain = placeholder(kind, value);
    return numberedPlaceholder(kind, plain, indexOf(`${kind}:${plain}`, value));
  };
  // As for redact: the walk keeps the shape, so the type.
  return <T>(value: T) => walk(value, leaf, null) as T;
}
