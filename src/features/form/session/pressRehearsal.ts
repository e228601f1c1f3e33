// The pointer's way to Next, run once while the customer reads. The first pointer events a fresh page receives
// (the pointer arriving over Next, pressing and releasing it) run React's event dispatch and the page's pointer
// listeners for the first time, so V8 compiles them inside the press: some 15 ms at 4× CPU before the click's own
// handlers start (a trace of the step bench's Next, docs/benchmarks.md). The same events, untrusted, take the same
// path once ahead of it. They have no default action (no focus, no hover, no click); no component listens for them
// on the path to Next, and the press watcher (afterPointerRelease) ends its press with the release.
import { whenIdle } from '../../../lib/browser/whenIdle';

/** In the order a press by mouse or finger brings them, up to (not including) the click. */
const PRESS: ReadonlyArray<[type: string, pointer: boolean]> = [
  ['pointerover', true],
  ['mouseover', false],
  ['pointermove', true],
  ['mousemove', false],
  ['pointerdown', true],
  ['mousedown', false],
  ['pointerup', true],
  ['mouseup', false],
];

/** Dispatches a press's events, untrusted, at `target`. */
export function rehearsePress(target: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, view: window };
  for (const [type, pointer] of PRESS) {
    const event =
      pointer && typeof PointerEvent === 'function'
        ? new PointerEvent(type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true })
        : new MouseEvent(type, init);
    target.dispatchEvent(event);
  }
}

let rehearsed = false;

/** Rehearses a press on the element `find` gives, once per page, when the browser is idle; returns a cancel. */
export function rehearsePressOnceWhenIdle(find: () => Element | null): () => void {
  if (rehearsed) return () => undefined;
  return whenIdle(() => {
    const target = find();
    if (rehearsed || !target) return;
    rehearsed = true;
    rehearsePress(target);
  });
}
