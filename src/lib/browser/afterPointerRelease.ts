// A field left by pressing a button must not change the page's layout until that press is over: a field's error
// that appears or disappears on blur moves the button between mouse down and mouse up, and the browser then fires
// no click at all (the press began and ended over different elements). So blur work waits for the release.

let pressed = false;
const waiting = new Set<() => void>();

function release() {
  if (!pressed) return;
  pressed = false;
  // After the click that this release produces (dispatched in the same task), not before it.
  setTimeout(() => {
    const tasks = [...waiting];
    waiting.clear();
    tasks.forEach((task) => task());
  }, 0);
}

let listening = false;
function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture, so a handler that stops propagation cannot hide a press from us.
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  document.addEventListener('mouseup', release, true);
  // A press that ends outside the window reports no pointerup to the page.
  window.addEventListener('blur', release);
}

/** Starts watching presses; call once before the first press that matters (fields do it when they mount). */
export function watchPointerPresses(): void {
  listen();
}

/**
 * Runs `task` now, or after the click of a pointer press in progress; returns a cancel. Keyboard use (Tab,
 * Enter) presses no pointer and runs at once.
 */
export function afterPointerRelease(task: () => void): () => void {
  listen();
  if (!pressed) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => waiting.delete(task);
}
