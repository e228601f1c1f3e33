// Where a JSON value nests too deep. Measured with an explicit stack, never recursion: the point is to refuse a
// value before recursive code (validation, pseudonymisation, the storable-text check) walks it and overflows.
import { MAX_JSON_DEPTH } from './limits';

type Pending = { value: unknown; path: string[] };

/** What JSON parses to: arrays and plain objects. A body a route keeps as a stream (the rates CSV) is not measured. */
function isJsonContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/**
 * The dotted path (`a.0.b`) of the first object or array nested more than `maxDepth` levels deep (the value
 * itself is level 1), or null when none is. Its path is what a 422 is keyed by, so it stops at the limit.
 */
export function pathBeyondDepth(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: Pending[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as Pending;
    if (!isJsonContainer(current)) continue;
    if (path.length >= maxDepth) return path.join('.');
    for (const [key, item] of Object.entries(current)) stack.push({ value: item, path: [...path, key] });
  }
  return null;
}
