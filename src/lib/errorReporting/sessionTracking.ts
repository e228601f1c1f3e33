// Error-reporting sessions (§4): one starts on load and on each history navigation, and can be paused and
// resumed. Callable from the entry chunk; the calls reach Bugsnag once it has started (before that, the
// session started on load covers them).
export type SessionControls = { start: () => void; pause: () => void; resume: () => void };

let controls: SessionControls | null = null;

export function setSessionControls(next: SessionControls | null): void {
  controls = next;
}

/** Call after each history navigation: a new error-reporting session begins. */
export function trackNavigation(): void {
  controls?.start();
}

export function pauseSession(): void {
  controls?.pause();
}

export function resumeSession(): void {
  controls?.resume();
}

/** The part of the document pausing needs; tests pass their own. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Pauses the session while the page is hidden (another tab, a locked phone) and resumes it when the page shows
 * again: time nobody uses the app is not part of a session, and a page left in the background for hours does not
 * count as one long healthy session. Returns the way to stop.
 */
export function pauseSessionWhileHidden(source: VisibilitySource = document): () => void {
  const onChange = () => (source.visibilityState === 'hidden' ? pauseSession() : resumeSession());
  source.addEventListener('visibilitychange', onChange);
  return () => source.removeEventListener('visibilitychange', onChange);
}
