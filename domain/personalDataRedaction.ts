// Personal data that must not leave the customer's browser in an error report or breadcrumb (§8, §9):
// passwords and other secrets, CPR numbers, email addresses and phone numbers, wherever they appear in text,
// object values, keys or URLs. Pure, so the browser reporter and the server's report sink share it.

export const REDACTED = '[REDACTED]';

// Every pattern here runs on text an anonymous client controls (error reports, logs), so each must take time
// linear in the text: no nested or overlapping unbounded quantifiers, and every run that may be retried from
// many start positions is bounded. __tests__/domain/personalDataRedaction.test.ts times them on 200 KB.

// `password=…`, `"password": "…"`, `token: …` in free text (error messages, logged request bodies). The value
// is unbounded so a long token is redacted whole; nothing follows it, so the engine never backtracks into it.
const SECRET_ASSIGNMENT =
  /\b(pass(?:word|wd)?|pwd|adgangskode|kodeord|secret|token|api[_-]?key|authorization|cpr(?:[_-]?(?:number|nummer))?)(["']?[ \t]{0,8}[:=][ \t]{0,8}["']?)([^\s&"',;}\]]+)/gi;
// §5 danish_cpr: ten digits, optionally DDMMYY-XXXX.
/** A CPR number, with or without its hyphen (also used by the server's request-log serializer). */
export const CPR = /\b\d{6}-?\d{4}\b/g;
// An e-mail address is found from its '@' (see redactEmails): a pattern that starts with the local part is tried
// at every position of a long run without '@' and took quadratic time. RFC 5321 sizes bound both parts: a local
// part of at most 64 characters, a domain of at most 253.
const EMAIL_DOMAIN = /@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}/g;
const EMAIL_LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const MAX_EMAIL_LOCAL_PART = 64;
const DIGIT = /\d/;
// International (+45 12 34 56 78, 0045…) and Danish eight-digit numbers (12345678, 12 34 56 78); hyphens only
// in the international form, so ISO dates (2024-05-01) survive.
const PHONE = /(?:\+|\b00)\d{1,3}[\s-]?\d(?:[\s-]?\d){5,13}\b|\b\d{2}(?: ?\d{2}){3}\b/g;
// Keys whose value is personal or secret whatever it looks like.
export const SENSITIVE_KEY = /pass|pwd|secret|token|auth|cookie|cpr|ssn|e-?mail|phone|mobile|telefon/i;
// Path segments that are bearer secrets: reset, rating and unsubscribe tokens.
const TOKEN_SEGMENT = /\/(password\/reset|rate|review-supplier|braze-unsubscribe)\/[^/?#]+/g;

/** Each address becomes REDACTED: the domain from its '@', the local part walked back at most 64 characters. */
function redactEmails(text: string): string {
  let out = '';
  let copied = 0;
  for (const match of text.matchAll(EMAIL_DOMAIN)) {
    const at = match.index;
    let start = at;
    while (start > copied && at - start < MAX_EMAIL_LOCAL_PART && EMAIL_LOCAL_CHAR.test(text[start - 1])) start -= 1;
    if (start === at) continue;
    out += `${text.slice(copied, start)}${REDACTED}`;
    copied = at + match[0].length;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

export function redactText(text: string): string {
  // Each pattern needs a character the text may lack; skipping it keeps short values (URL query values) cheap.
  let out = text.includes('=') || text.includes(':') ? text.replace(SECRET_ASSIGNMENT, `$1$2${REDACTED}`) : text;
  if (out.includes('@')) out = redactEmails(out);
  if (DIGIT.test(out)) out = out.replace(CPR, REDACTED).replace(PHONE, REDACTED);
  return out;
}

/** A real URL has a handful of query parameters; beyond this many the rest of the query is dropped, unread. */
const MAX_QUERY_PAIRS = 100;
const PERCENT = 0x25;
const HEX_DIGIT = /^[0-9A-Fa-f]{2}$/;
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

/**
 * A query value decoded as a browser would, without decodeURIComponent's exception on a malformed escape: a
 * report full of stray '%' signs made thousands of throws, each far slower than decoding. Invalid UTF-8 becomes
 * U+FFFD.
 */
function decodeQueryValue(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return spaced;
  const bytes = utf8Encoder.encode(spaced);
  const decoded = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const hex = bytes[i] === PERCENT ? String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0) : '';
    if (HEX_DIGIT.test(hex)) {
      decoded[length] = parseInt(hex, 16);
      i += 2;
    } else {
      decoded[length] = bytes[i];
    }
    length += 1;
  }
  return utf8Decoder.decode(decoded.subarray(0, length));
}

/** A URL with token path segments and every query value made safe; sensitive query keys lose their value. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = (queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)).replace(TOKEN_SEGMENT, `/$1/${REDACTED}`);
  const redactedPath = redactText(path);
  if (queryAt === -1) return redactedPath;
  const pairs = withoutHash.slice(queryAt + 1).split('&');
  const query = pairs.slice(0, MAX_QUERY_PAIRS).map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return redactText(pair);
    const key = pair.slice(0, equals);
    const safe = SENSITIVE_KEY.test(key) ? REDACTED : redactText(decodeQueryValue(pair.slice(equals + 1)));
    return `${key}=${safe === REDACTED ? REDACTED : encodeURIComponent(safe)}`;
  });
  if (pairs.length > MAX_QUERY_PAIRS) query.push(REDACTED);
  return `${redactedPath}?${query.join('&')}`;
}

const MAX_DEPTH = 20;

/** A deep copy with sensitive keys' values replaced and every string redacted; cycles and depth are cut. */
export function redactValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return /^https?:\/\/|^\/[^\s]*\?/.test(value) ? redactUrl(value) : redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      SENSITIVE_KEY.test(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : redactValue(item, depth + 1, seen);
  }
  return out;
}
