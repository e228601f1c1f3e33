import { pathBeyondDepth } from '../../domain/jsonDepth';
import { MAX_JSON_DEPTH } from '../../domain/limits';

const nested = (levels: number, leaf: unknown = 1) => {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('pathBeyondDepth', () => {
  test('values up to the limit pass; scalars and empty containers count as they are', () => {
    expect(pathBeyondDepth(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(pathBeyondDepth('x'.repeat(1000))).toBeNull();
    expect(pathBeyondDepth(null)).toBeNull();
    expect(pathBeyondDepth({ a: [{}, [], { b: 1 }] }, 3)).toBeNull();
  });

  test('one level more is named by the path to it', () => {
    expect(pathBeyondDepth({ a: [{}, { b: [] }] }, 3)).toBe('a.1.b');
    expect(pathBeyondDepth(nested(MAX_JSON_DEPTH + 1))?.split('.')).toHaveLength(MAX_JSON_DEPTH);
  });

  test('only what JSON parses to is measured: a body kept as a stream (its socket refers back to itself) is not', () => {
    class Socket {
      self: { socket: Socket };
      constructor() {
        this.self = { socket: this };
      }
    }
    expect(pathBeyondDepth(new Socket())).toBeNull();
    expect(pathBeyondDepth({ body: Object.assign(Object.create(null), { a: nested(MAX_JSON_DEPTH) }) })).not.toBeNull();
  });

  test('a million levels are measured without a stack overflow', () => {
    expect(pathBeyondDepth(nested(1_000_000))?.split('.')).toHaveLength(MAX_JSON_DEPTH);
  });
});
