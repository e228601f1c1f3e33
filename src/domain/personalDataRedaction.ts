// Personal data that must not leave the customer's browser in an error report or breadcrumb (§8, §9):
// passwords and other secrets, CPR numbers, email addresses and phone numbers, wherever they appear in text,
// object values, keys or URLs. Pure, so the browser reporter and the server's report sink share it.

export const REDACTED = '[REDACTED]';

// `password=…`, `"password": "…"`, `token: …` in free text (error messages, logged request bodies).
const SECRET_ASSIGNMENT =
  /\b(pass(?:word|wd)?|pwd|adgangskode|kodeord|secret|token|api[_-]?key|authorization|cpr(?:[_-]?(?:number|nummer))?)(["']?\s*[:=]\s*["']?)([^\s&"',;}\]]+)/gi;
// §5 danish_cpr: ten digits, optionally DDMMYY-XXXX.
const CPR = /\b\d{6}-?\d{4}\b/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// International (+45 12 34 56 78, 0045…) and Danish eight-digit numbers (12345678, 12 34 56 78); hyphens only
// in the international form, so ISO dates (2024-05-01) survive.
const PHONE = /(?:\+|\b00)\d{1,3}[\s-]?\d(?:[\s-]?\d){5,13}\b|\b\d{2}(?: ?\d{2}){3}\b/g;
// Keys whose value is personal or secret whatever it looks like.
export const SENSITIVE_KEY = /pass|pwd|secret|token|auth|cookie|cpr|ssn|e-?mail|phone|mobile|telefon/i;
// Path segments that are bearer secrets: reset, rating and unsubscribe tokens.
const TOKEN_SEGMENT = /\/(password\/reset|rate|review-supplier|braze-unsubscribe)\/[^/?#]+/g;

export function redactText(text: string): string {
  return text
    .replace(SECRET_ASSIGNMENT, (_match, key: string, separator: string) => `${key}${separator}${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(CPR, REDACTED)
    .replace(PHONE, REDACTED);
}

/** A URL with token path segments and every query value made safe; sensitive query keys lose their value. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = (queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)).replace(TOKEN_SEGMENT, `/$1/${REDACTED}`);
  const redactedPath = redactText(path);
  if (queryAt === -1) return redactedPath;
  const query = withoutHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return redactText(pair);
      const key = pair.slice(0, equals);
      let value: string;
      try {
        value = decodeURIComponent(pair.slice(equals + 1).replace(/\+/g, ' '));
      } catch {
        value = pair.slice(equals + 1);
      }
      const safe = SENSITIVE_KEY.test(key) ? REDACTED : redactText(value);
      return `${key}=${safe === REDACTED ? REDACTED : encodeURIComponent(safe)}`;
    })
    .join('&');
  return `${redactedPath}?${query}`;
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
