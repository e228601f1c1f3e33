import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { failureMessageFor, shownFailureMessage } from '../../../store/http/failureMessage';

export type ShownFailure = {
  id: string;
  values?: { seconds: number };
  /** A 429's wait is still running: retrying now would only be refused again. */
  waiting: boolean;
};

/**
 * §8's text for a failed call the page shows itself, or null when the page's own text applies (404, 422, …).
 * A 429 with Retry-After says how long to wait, and `waiting` holds until that time has passed. The text does not
 * tick each second: it sits in an alert region, and a screen reader would read every tick out.
 */
export function useFailureMessage(error: unknown): ShownFailure | null {
  const failure = failureMessageFor(error);
  const wait = failure?.retryAfterSeconds ?? 0;
  const [waited, setWaited] = useState<unknown>(null);

  useEffect(() => {
    if (wait <= 0) return;
    // Each new failure (a refetch refused again) starts its own wait.
    const timer = setTimeout(() => setWaited(error), wait * 1000);
    return () => clearTimeout(timer);
  }, [error, wait]);

  if (!failure) return null;
  const waiting = wait > 0 && waited !== error;
  return { ...shownFailureMessage(failure, !waiting), waiting };
}

/** The same text as a string, for a form's own error line after a failed write (it is not counted down). */
export function failureMessageText(error: unknown, intl: IntlShape): string | null {
  const failure = failureMessageFor(error);
  if (!failure) return null;
  const { id, values } = shownFailureMessage(failure);
  return intl.formatMessage({ id }, values);
}
