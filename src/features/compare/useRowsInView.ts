// A long table's first render kept short: the first rows in full, every other row as a light stand-in until it
// comes near the viewport (IntersectionObserver), and all of them once the browser is idle, in a transition, so
// find-in-page and screen readers get the whole table soon after the first paint. Without IntersectionObserver
// every row renders at once.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/browser/whenIdle';

/** How far beyond the viewport a row starts rendering: scrolling finds it rendered. */
const AHEAD = '50% 0px';
/** The idle callback's deadline: rendering every row may not wait longer than this after mounting. */
const ALL_ROWS_WITHIN_MS = 3000;

export function useRowsInView(eagerRows: number) {
  // The server renders for a browser, which has IntersectionObserver: its render (no window) starts as the
  // browser's first render does, so hydration meets the same rows.
  const [all, setAll] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const standIns = useRef(new Set<Element>());
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    if (all) return undefined;
    const watching = new IntersectionObserver(
      (entries) => {
        const keys = entries
          .filter((entry) => entry.isIntersecting)
          .flatMap((entry) => (entry.target instanceof HTMLElement ? [entry.target.dataset.rowKey ?? ''] : []));
        if (keys.length) setSeen((before) => new Set([...before, ...keys]));
      },
      { rootMargin: AHEAD },
    );
    observer.current = watching;
    for (const row of standIns.current) watching.observe(row);
    const cancel = whenIdle(() => startTransition(() => setAll(true)), ALL_ROWS_WITHIN_MS);
    return () => {
      cancel();
      watching.disconnect();
      observer.current = null;
    };
  }, [all]);

  const standInRef = useCallback((row: HTMLTableRowElement | null) => {
    if (!row) return undefined;
    standIns.current.add(row);
    observer.current?.observe(row);
    return () => {
      standIns.current.delete(row);
      observer.current?.unobserve(row);
    };
  }, []);

  return {
    /** Whether the row at `index` (in document order) renders in full. */
    isShown: (key: string, index: number) => all || index < eagerRows || seen.has(key),
    /** A stand-in row's ref and the key of the row it stands in for (read back from its dataset). */
    standInProps: (key: string) => ({ ref: standInRef, 'data-row-key': key }),
  };
}
