// The root error boundary: a page that failed to load or render. Offers a reload, which also fetches new chunks;
// code that could not be fetched for want of a connection gets the no-connection page, which reloads only once the
// server answers (a reload before would swap the app for the browser's error page).
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { NoConnectionError } from '../lib/browser/codeUnavailable';
import { reloadPage } from '../lib/browser/pageLocation';
import { serverReachable } from '../lib/browser/serverReachable';
import { reportError } from '../lib/errorReporting/reportError';
import { NoConnectionPage } from './NoConnectionPage';
import { StandaloneFrame } from './StandaloneFrame';

async function reloadWhenReachable(): Promise<void> {
  if (await serverReachable()) reloadPage();
}

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const noConnection = error instanceof NoConnectionError;
  useEffect(() => {
    if (!notFound && !noConnection) reportError(error, { where: 'route error boundary' });
  }, [error, notFound, noConnection]);
  return (
    <StandaloneFrame>
      {noConnection ? (
        <NoConnectionPage onRetry={reloadWhenReachable} />
      ) : (
        <ErrorState
          headingLevel={1}
          title={notFound ? <FormattedMessage id="public.notFound.title" /> : undefined}
          description={notFound ? <FormattedMessage id="public.notFound.body" /> : undefined}
          onRetry={notFound ? undefined : reloadPage}
        />
      )}
    </StandaloneFrame>
  );
}
