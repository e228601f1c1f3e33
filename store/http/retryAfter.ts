// The Retry-After header of a 429 or 503 (RFC 9110, section 10.2.3): delay-seconds or an HTTP-date.

/** Longer than this is not a wait a page should hold its retry button for; treat it as unreadable. */
const LONGEST_WAIT_SECONDS = 24 * 60 * 60;

/** Seconds to wait from now, or null when the header is missing or unreadable. A date in the past is 0. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else if (/^[A-Za-z]{3}, /.test(text)) {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    seconds = Math.max(0, Math.ceil((at - now) / 1000));
  } else return null;
  return seconds <= LONGEST_WAIT_SECONDS ? seconds : null;
}
