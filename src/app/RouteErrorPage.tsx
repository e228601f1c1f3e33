// The root error boundary: a page that failed to load or render. Offers a reload, which also fetches new chunks.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { reloadPage } from '../lib/browser/pageLocation';
import { reportError } from '../lib/errorReporting/reportError';
import { Brand } from './Brand';
import './PublicLayout.css';

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, { where: 'route error boundary' });
  }, [error, notFound]);
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <div className="public-layout__bar">
          <Brand to="/" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-layout__main">
        <ErrorState
          headingLevel={1}
          title={notFound ? <FormattedMessage id="public.notFound.title" /> : undefined}
          description={notFound ? <FormattedMessage id="public.notFound.body" /> : undefined}
          onRetry={notFound ? undefined : reloadPage}
        />
      </main>
    </div>
  );
}
