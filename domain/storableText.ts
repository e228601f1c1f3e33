// Text a database can store: no NUL character (PostgreSQL's text and jsonb refuse it) and no unpaired UTF-16
// surrogate (it has no UTF-8 form). Both only ever come from a prober or a broken client. One character class
// without nesting, so the check is linear on any input; compiled with the `u` flag, where a surrogate range
// matches only an unpaired half, so emoji and every other astral character pass.
const UNSTORABLE_CLASS = '\\u0000\\uD800-\\uDFFF';
export const STORABLE_TEXT_PATTERN = `^[^${UNSTORABLE_CLASS}]*$`;
const STORABLE_TEXT = new RegExp(STORABLE_TEXT_PATTERN, 'u');

const UNSTORABLE_CHARACTER = new RegExp(`[${UNSTORABLE_CLASS}]`, 'gu');

export const isStorableText = (value: string): boolean => STORABLE_TEXT.test(value);

/** Every string in a JSON value that cannot be stored, by dotted path (`a.0.b`); empty when all can. */
export function unstorableTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableTextPaths(item, join(String(i))));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      isStorableText(key) ? unstorableTextPaths(item, join(key)) : [join('?')],
    );
  return [];
}

/** The value with every unstorable character dropped: for records we keep but never show (recordings). */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE_CHARACTER, '') as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableJson(k), storableJson(v)])) as T;
  return value;
}
