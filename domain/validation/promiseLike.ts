// Checks may answer at once or later; the rules stay synchronous while every answer is at hand, so a step whose
// answers are known validates in the click's own task (validateSync) instead of a promise's.

export function isPromiseLike(result: unknown): result is PromiseLike<unknown> {
  return typeof (result as { then?: unknown } | null)?.then === 'function';
}
