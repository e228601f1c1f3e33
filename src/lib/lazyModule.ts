// Code loaded on first use (lz-string, the form's rules, each step's component): loaded once, a failed
// load forgotten so that the next call tries again, and the value at hand synchronously once it has arrived.
export interface LazyModule<T> {
  /** Loads it once; a failure is forgotten, so the next call loads again. */
  load: () => Promise<T>;
  /** The value when it has arrived; null before. */
  loaded: () => T | null;
  /** Calls `listener` when it arrives; returns an unsubscribe (useSyncExternalStore's shape). */
  subscribe: (listener: () => void) => () => void;
}

export function lazyModule<T>(importIt: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= importIt().then(
        (arrived) => {
          value = arrived;
          for (const listener of listeners) listener();
          return arrived;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
