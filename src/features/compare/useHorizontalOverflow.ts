import { useEffect, useState, type RefObject } from 'react';

export type HorizontalOverflow = { before: boolean; after: boolean };

/** A pixel of slack: sub-pixel layouts leave scrollLeft a fraction short of its end. */
const SLACK_PX = 1;

/**
 * Whether a sideways-scrolling box has content hidden to its left (`before`) or right (`after`), following scrolls
 * and size changes. `contentKey` changes when the content does (columns added or removed).
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>, contentKey: unknown): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ before: false, after: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      const before = box.scrollLeft > SLACK_PX;
      const after = hidden - box.scrollLeft > SLACK_PX;
      setOverflow((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    // A ResizeObserver reports every box once after the layout that shows it; measuring here instead would force
    // a second layout of the whole table before its first paint.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (observer === null) update();
    box.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, contentKey]);
  return overflow;
}
