// The app's one door to error reporting. The reporter (Bugsnag) is plugged in after first paint, so nothing
// here pulls it into the entry chunk; until then errors go to the console.
import { isReportedHttpStatus } from '../../../domain/errorReportPolicy';

/** Extra facts about a failure; `status` is the HTTP status when the failure was an HTTP answer. */
export type ReportContext = { status?: unknown; [key: string]: unknown };
export type ErrorReporter = (error: unknown, context?: ReportContext) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  console.error(error, context ?? '');
};

let reporter: ErrorReporter = consoleReporter;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? consoleReporter;
}

/** The HTTP status a failure carries: HttpError and RTK Query's error data both have a numeric `status`. */
export function httpStatusOf(error: unknown, context?: ReportContext): number | undefined {
  if (typeof context?.status === 'number') return context.status;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** Whether a failure goes to the error-reporting service (§8: not 401, 403, 419, 429 or 503). */
export function isReportable(error: unknown, context?: ReportContext): boolean {
  const status = httpStatusOf(error, context);
  if (!isReportedHttpStatus(status)) return false;
  // A request that got no answer while the browser is offline is the offline banner's business, not a bug.
  if (status === 0 && typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return true;
}

export function reportError(error: unknown, context?: ReportContext): void {
  if (!isReportable(error, context)) return;
  try {
    reporter(error, context);
  } catch {
    // Reporting must never break the page it reports on.
  }
}
