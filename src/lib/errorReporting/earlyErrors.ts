// Errors that happen before the reporter has loaded (it loads after first paint) are kept, a few at most,
// and handed to it when it starts; Bugsnag's own handlers take over from then on.
const buffered: unknown[] = [];
let limit = 10;
let capturing = false;

function onError(event: ErrorEvent) {
  if (buffered.length < limit) buffered.push(event.error ?? new Error(event.message));
}

function onRejection(event: PromiseRejectionEvent) {
  if (buffered.length < limit) buffered.push(event.reason);
}

export function captureEarlyErrors(maxBuffered: number): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  limit = maxBuffered;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** Stops capturing and returns what was caught, oldest first. */
export function drainEarlyErrors(): unknown[] {
  if (capturing) {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    capturing = false;
  }
  return buffered.splice(0);
}
