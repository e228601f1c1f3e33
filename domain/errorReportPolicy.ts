// Error reporting limits of §9 and the statuses §8 keeps out of reports: one place for the browser reporter
// and the server's report sink.

/** A Bugsnag project API key: 32 hex characters. */
export const ERROR_REPORTING_API_KEY = /^[0-9a-f]{32}$/i;

export const MAX_BREADCRUMBS_DEFAULT = 25;
export const MAX_BREADCRUMBS_RANGE = { min: 0, max: 100 } as const;
export const MAX_EVENTS_DEFAULT = 10;
export const MAX_EVENTS_RANGE = { min: 1, max: 100 } as const;
/**
 * Largest report the embedded sink accepts (413 above). A real report is a few KB (one stack, at most 100
 * breadcrumbs); the sink is unauthenticated in practice (the key is public) and keeps up to 1000 reports, each
 * redacted string by string, so 256 KB caps that work and the table at 256 MB. @bugsnag/js itself trims only
 * above 1 MB, so a report between the two is refused rather than stored.
 */
export const ERROR_REPORT_PAYLOAD_LIMIT_BYTES = 256 * 1024;

/** HTTP failures that are expected flows (signed out, forbidden, stale token, throttled, deploying), not bugs. */
export const UNREPORTED_HTTP_STATUSES: readonly number[] = [401, 403, 419, 429, 503];

export function isReportedHttpStatus(status: number | undefined): boolean {
  return status === undefined || !UNREPORTED_HTTP_STATUSES.includes(status);
}

/** Keeps a configured number inside its §9 range; a missing or non-integer value takes the default. */
export function clampLimit(value: number | undefined, range: { min: number; max: number }, fallback: number): number {
  if (value === undefined || !Number.isInteger(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, value));
}
