// A database refusal that is the input's fault, not the server's: PostgreSQL's class 22 ("data exception": a
// number out of range, a character it cannot store, a malformed date) answers 422 when a value slipped past the
// schemas, never 500.
const DATA_EXCEPTION_CLASS = '22';

function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith(DATA_EXCEPTION_CLASS) ?? false;
}

/** A unique index refused the row (23505): a concurrent request won the race the index guards. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
