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
