// Follows an element's size with a ResizeObserver, debounced by §9's 16 ms (about one frame), so a drag-resize or
// a rotation answers once per frame and a burst of layout changes runs the callback once, with the last size.
import { OBSERVER_DEBOUNCE_MS } from '../../../domain/validation/constants';

export interface ObservedSize {
  width: number;
  height: number;
}

type ObserverClass = new (callback: ResizeObserverCallback) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

/** Calls `onResize` with the element's content size after each change; returns the way to stop. */
export function observeSize(
  element: Element,
  onResize: (size: ObservedSize) => void,
  {
    debounceMs = OBSERVER_DEBOUNCE_MS,
    Observer = globalThis.ResizeObserver as ObserverClass | undefined,
  }: { debounceMs?: number; Observer?: ObserverClass | null } = {},
): () => void {
  // Browsers without ResizeObserver keep the layout they first had; nothing to follow.
  if (!Observer) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new Observer((entries) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    clearTimeout(timer);
    timer = setTimeout(() => onResize({ width, height }), debounceMs);
  });
  observer.observe(element);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
