// The frame of every economy page: the section links, why the economy did not load, the page, and the summary;
// and what a page shows instead while it cannot show anything without the economy.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { EconomyNav } from './EconomyNav';
import { EconomySummaryCard } from './EconomySummaryCard';
import { useEconomy } from './useEconomy';
import './economy.css';

/** Header content of every economy page: the section links and the summary. */
export function EconomyFrame({ children }: { children?: ReactNode }) {
  const { economy, query } = useEconomy();
  return (
    <div className="economy">
      <EconomyNav />
      {query.isError && <EconomyLoadFailure query={query} />}
      {children}
      {economy && <EconomySummaryCard economy={economy} />}
    </div>
  );
}

function EconomyLoadFailure({ query }: { query: ReturnType<typeof useEconomy>['query'] }) {
  return (
    <Card>
      <LoadError
        error={query.error}
        description={<FormattedMessage id="economy.loadFailed" />}
        onRetry={() => void query.refetch()}
      />
    </Card>
  );
}

/**
 * A page that cannot show anything before the economy is in: waiting, or why it is not coming. It renders the
 * failure itself rather than through EconomyFrame: a frame mounted after the failure would subscribe anew, and
 * RTK Query refetches a failed query for each new subscriber, which would swap spinner and frame forever.
 */
export function EconomyPending() {
  const { query } = useEconomy();
  return query.isError ? <EconomyLoadFailure query={query} /> : <LoadingState />;
}
