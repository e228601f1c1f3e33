// Where a JSON value nests too deep. Measured with an explicit stack, never recursion: the point is to refuse a
// value before recursive code (validation, pseudonymisation, the storable-text check) walks it and overflows.
import { MAX_JSON_DEPTH } from './limits';

type Pending = { value: unknown; path: string[] };

/**
 * The dotted path (`a.0.b`) of the first object or array nested more than `maxDepth` levels deep (the value
 * itself is level 1), or null when none is. Its path is what a 422 is keyed by, so it stops at the limit.
 */
export function pathBeyondDepth(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: Pending[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as Pending;
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) return path.join('.');
    for (const [key, item] of Object.entries(current)) stack.push({ value: item, path: [...path, key] });
  }
  return null;
}
