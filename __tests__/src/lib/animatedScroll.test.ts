// §9: the scroll animation takes 500 ms.
import { animateScrollTo, SCROLL_ANIMATION_MS, scrollElementIntoView } from '../../../src/lib/browser/animatedScroll';

/** A window whose frames come when the test says, at the times it says. */
function fakeWindow({ reducedMotion = false } = {}) {
  const frames: ((time: number) => void)[] = [];
  const win = {
    scrollY: 0,
    innerHeight: 800,
    positions: [] as number[],
    scrollTo: (_x: number, y: number) => {
      win.scrollY = y;
      win.positions.push(Math.round(y));
    },
    requestAnimationFrame: (callback: (time: number) => void) => frames.push(callback),
    matchMedia: () => ({ matches: reducedMotion }),
    /** Runs the waiting frame at `time` ms. */
    frameAt: (time: number) => frames.shift()?.(time),
    framesWaiting: () => frames.length,
  };
  return win;
}

describe('animated scroll', () => {
  test('takes 500 ms from start to target, eased', async () => {
    expect(SCROLL_ANIMATION_MS).toBe(500);
    const win = fakeWindow();
    let done = false;
    const scrolled = animateScrollTo(1000, { win }).then(() => (done = true));
    win.frameAt(100); // the first frame starts the clock
    win.frameAt(350); // halfway: the ease is symmetric
    expect(win.scrollY).toBeCloseTo(500);
    win.frameAt(599);
    expect(win.framesWaiting()).toBe(1);
    expect(win.scrollY).toBeLessThan(1000);
    win.frameAt(600);
    await scrolled;
    expect(done).toBe(true);
    expect(win.scrollY).toBe(1000);
    expect(win.framesWaiting()).toBe(0);
  });

  test('jumps at once for visitors who prefer reduced motion', async () => {
    const win = fakeWindow({ reducedMotion: true });
    await animateScrollTo(700, { win });
    expect(win.positions).toEqual([700]);
  });

  test('brings an element below the window a third of the way down; one in view stays put', async () => {
    const win = fakeWindow({ reducedMotion: true });
    const below = { getBoundingClientRect: () => ({ top: 1200, bottom: 1240 }) } as Element;
    await scrollElementIntoView(below, win);
    expect(win.scrollY).toBeCloseTo(1200 - 800 / 3);
    const inView = { getBoundingClientRect: () => ({ top: 100, bottom: 140 }) } as Element;
    win.positions.length = 0;
    await scrollElementIntoView(inView, win);
    expect(win.positions).toEqual([]);
  });
});
