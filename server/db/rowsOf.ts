/** The rows of a raw `db.execute`: node-postgres and PGlite answer `{ rows }`, other drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
