// §4: an error-reporting session starts on load and on history navigation, and can be paused and resumed.
import {
  pauseSession,
  pauseSessionWhileHidden,
  resumeSession,
  setSessionControls,
  trackNavigation,
} from '../../../../src/lib/errorReporting/sessionTracking';

function controls() {
  const calls: string[] = [];
  setSessionControls({
    start: () => calls.push('start'),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
  });
  return calls;
}

/** A document whose visibility the test sets. */
function page() {
  const target = new EventTarget();
  const source = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(state: DocumentVisibilityState) {
      source.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return source;
}

afterEach(() => setSessionControls(null));

describe('error-reporting sessions', () => {
  test('navigation starts a session; pause and resume reach the reporter', () => {
    const calls = controls();
    trackNavigation();
    pauseSession();
    resumeSession();
    expect(calls).toEqual(['start', 'pause', 'resume']);
  });

  test('before the reporter runs, the calls are no-ops', () => {
    expect(() => {
      trackNavigation();
      pauseSession();
      resumeSession();
    }).not.toThrow();
  });

  test('the session pauses while the page is hidden and resumes when it shows again', () => {
    const calls = controls();
    const source = page();
    const stop = pauseSessionWhileHidden(source as unknown as Document);
    source.show('hidden');
    expect(calls).toEqual(['pause']);
    source.show('visible');
    expect(calls).toEqual(['pause', 'resume']);
    stop();
    source.show('hidden');
    expect(calls).toEqual(['pause', 'resume']);
  });
});
