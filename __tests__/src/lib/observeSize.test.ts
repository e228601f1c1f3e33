// §9: observers are debounced by 16 ms.
import { observeSize } from '../../../src/lib/browser/observeSize';
import { OBSERVER_DEBOUNCE_MS } from '../../../domain/validation/constants';

/** A ResizeObserver the test drives: `resize(width, height)` reports a new size. */
function fakeObserverClass() {
  const made: { callback: ResizeObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: ResizeObserverCallback) {
      this.record = { callback, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const resize = (width: number, height: number) => {
    const entry = { contentRect: { width, height } } as ResizeObserverEntry;
    made[0].callback([entry], made[0] as unknown as ResizeObserver);
  };
  return { FakeObserver, made, resize };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('observeSize', () => {
  test('answers 16 ms after the last of a burst of changes, once, with the last size', () => {
    expect(OBSERVER_DEBOUNCE_MS).toBe(16);
    const { FakeObserver, made, resize } = fakeObserverClass();
    const element = document.createElement('div');
    const onResize = jest.fn();
    observeSize(element, onResize, { Observer: FakeObserver });
    expect(made[0].observed).toEqual([element]);

    resize(300, 100);
    jest.advanceTimersByTime(10);
    resize(320, 100);
    jest.advanceTimersByTime(15);
    expect(onResize).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onResize).toHaveBeenCalledTimes(1);
    expect(onResize).toHaveBeenCalledWith({ width: 320, height: 100 });
  });

  test('stopping disconnects and drops an answer still waiting', () => {
    const { FakeObserver, made, resize } = fakeObserverClass();
    const onResize = jest.fn();
    const stop = observeSize(document.createElement('div'), onResize, { Observer: FakeObserver });
    resize(300, 100);
    stop();
    jest.advanceTimersByTime(100);
    expect(onResize).not.toHaveBeenCalled();
    expect(made[0].disconnected).toBe(true);
  });

  test('without ResizeObserver it does nothing and stops cleanly', () => {
    const stop = observeSize(document.createElement('div'), jest.fn(), { Observer: null });
    expect(stop).not.toThrow();
  });
});
