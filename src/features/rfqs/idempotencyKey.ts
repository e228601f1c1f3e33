/** One key per confirmation: a repeated click or a retry after a lost answer gets the same request back (200). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID: uniqueness per customer is all the server needs.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
