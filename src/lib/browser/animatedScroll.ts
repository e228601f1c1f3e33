// Scrolling the page to an element over §9's 500 ms, eased, or at once for visitors who asked for less motion.

/** §9: how long a scroll animation takes. */
export const SCROLL_ANIMATION_MS = 500;

/** The part of the window an animated scroll uses; tests pass their own. */
export interface ScrollWindow {
  scrollY: number;
  innerHeight: number;
  scrollTo: (x: number, y: number) => void;
  requestAnimationFrame: (callback: (time: number) => void) => number;
  matchMedia?: (query: string) => { matches: boolean };
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls vertically to `targetY`; resolves when there. */
export function animateScrollTo(
  targetY: number,
  { duration = SCROLL_ANIMATION_MS, win = window as ScrollWindow }: { duration?: number; win?: ScrollWindow } = {},
): Promise<void> {
  const startY = win.scrollY;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || duration <= 0 || startY === targetY) {
    win.scrollTo(0, targetY);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let startTime: number | null = null;
    const step = (time: number) => {
      startTime ??= time;
      const progress = Math.min(1, (time - startTime) / duration);
      win.scrollTo(0, startY + (targetY - startY) * easeInOutCubic(progress));
      if (progress < 1) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}

/**
 * Brings an element into view, a third of the way down the window so its label and the text above it show too;
 * an element already fully in view is left where it is.
 */
export function scrollElementIntoView(element: Element, win: ScrollWindow = window as ScrollWindow): Promise<void> {
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= win.innerHeight) return Promise.resolve();
  return animateScrollTo(Math.max(0, win.scrollY + box.top - win.innerHeight / 3), { win });
}
