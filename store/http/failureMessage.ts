// §8's text for a failure a page shows itself (a quiet call): the same texts the app-wide alert uses.
import { alertMessageIdFor, NO_ANSWER_MESSAGE_ID, type AlertMessageId } from './httpClient';
import { isHttpErrorData } from './httpError';

export type FailureMessage = {
  id: AlertMessageId;
  /** A 429's wait before retrying makes sense; null when the server did not say (or for other statuses). */
  retryAfterSeconds: number | null;
};

/**
 * The §8 message for an RTK Query error, or null when the status is the page's own business (404, 422, …) or
 * handled by a redirect (401, 403, 419). No answer at all (status 0: offline, the server stopped) says so, so the
 * customer knows to check the connection rather than wait; 5xx beyond §8's list are as unknown to the customer as a
 * 500, and so is an error that is not an HTTP failure (a query that threw).
 */
export function failureMessageFor(error: unknown): FailureMessage | null {
  if (error === null || error === undefined) return null;
  if (!isHttpErrorData(error)) return { id: 'errors.unknown', retryAfterSeconds: null };
  const { status } = error;
  if (status === 0) return { id: NO_ANSWER_MESSAGE_ID, retryAfterSeconds: null };
  const id = alertMessageIdFor(status) ?? (status >= 500 ? 'errors.unknown' : null);
  if (id === null) return null;
  return { id, retryAfterSeconds: status === 429 ? (error.retryAfterSeconds ?? null) : null };
}

/** The message to show for a failure: a 429 names its wait until `waitOver`. */
export function shownFailureMessage(
  failure: FailureMessage,
  waitOver = false,
): { id: string; values?: { seconds: number } } {
  if (failure.retryAfterSeconds && !waitOver) {
    return { id: 'errors.tooManyRequestsWait', values: { seconds: failure.retryAfterSeconds } };
  }
  return { id: failure.id };
}
