// §8 Offline, for a page whose code could not be fetched because nothing answered: the app says so in place of the
// browser's error page, and tries again on the button or when the browser reports that it is online again.
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorState } from '../components/ErrorState/ErrorState';

/** `onRetry` settles when the attempt is over; the page shows itself in place once it has come. */
export function NoConnectionPage({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    // Once the page has come this one is gone; React ignores the update then.
    void onRetry().finally(() => setRetrying(false));
  }, [onRetry]);

  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  return (
    <ErrorState
      headingLevel={1}
      title={<FormattedMessage id="state.noConnection.title" />}
      description={<FormattedMessage id="state.noConnection.description" />}
      onRetry={retry}
      retrying={retrying}
    />
  );
}
