// A Storage kept in memory, for Node (replay, bench) and tests; with a quota, it fails like a full browser store.
export function createMemoryStorage(options: { quotaChars?: number } = {}): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      const previous = items.get(key);
      const size = used() - (previous === undefined ? 0 : key.length + previous.length) + key.length + value.length;
      if (options.quotaChars !== undefined && size > options.quotaChars) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      items.set(key, String(value));
    },
  };
}
