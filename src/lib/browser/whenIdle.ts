// Work that must not compete with the customer's input or the first paint: run when the browser is idle.
// Safari and jsdom have no requestIdleCallback; a timer stands in for them.

/** How long the fallback waits: past the current task and the paint that follows it. */
export const IDLE_FALLBACK_MS = 200;

/** Runs `task` when the browser is idle (within `timeout` ms at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  const idle = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof idle.requestIdleCallback === 'function' && typeof idle.cancelIdleCallback === 'function') {
    const handle = idle.requestIdleCallback(task, { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
