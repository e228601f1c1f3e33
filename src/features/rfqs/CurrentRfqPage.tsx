// rfqs/current: the request the customer's pages are about (latest active, else latest, §4), its state and its
// leads. Offers appear while the page is open: the realtime layer invalidates the tags the list provides.
import { FormattedMessage } from 'react-intl';
import type { Rfq } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { isRfqActive, isRfqOutdated, offerLeads } from '../../../domain/rfqRules';
import { paths } from '../../../domain/paths';
import { compareOffersLinkProps, usePrefetchCompareOffers } from '../../lib/routing/compareOffersPrefetch';
import { parseAbortReason } from './abortReasons';
import { LeadList } from './LeadList';
import { RfqProgress } from './RfqProgress';
import { StartRequestCard } from './StartRequestCard';
import { useCustomerRfqs } from './useCustomerRfqs';
import './rfqs.css';

export function CurrentRfqPage() {
  // The comparison is the likeliest next page: its chunk is fetched while the customer reads this one.
  usePrefetchCompareOffers();
  const { current, isLoading, isError, error: loadError, refetch } = useCustomerRfqs();
  const active = current !== null && isRfqActive(current);
  const offers = current ? offerLeads(current.leads).length : 0;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.rfqs.current.title" />}
        description={
          current ? (
            // A closed request gets no more offers: the page must not promise them.
            <FormattedMessage id={active ? 'currentRfq.description' : 'currentRfq.descriptionClosed'} />
          ) : undefined
        }
        actions={
          current ? (
            <>
              {offers > 0 && (
                <Link {...compareOffersLinkProps} to={paths.compareOffers.getHref(current.id)} variant="button">
                  <FormattedMessage id="currentRfq.compare" values={{ count: offers }} />
                </Link>
              )}
              {active && (
                <Link to={paths.rfqs.abort.getHref()} variant="button-secondary">
                  <FormattedMessage id="currentRfq.abort" />
                </Link>
              )}
            </>
          ) : undefined
        }
      />
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <Card>
          <LoadError error={loadError} onRetry={() => void refetch()} />
        </Card>
      ) : !current ? (
        <Card>
          <EmptyState
            title={<FormattedMessage id="currentRfq.empty.title" />}
            description={<FormattedMessage id="currentRfq.empty.text" />}
            action={
              <div className="rfqs-actions">
                <Link to={paths.form.start.getHref()} variant="button">
                  <FormattedMessage id="startRequest.form" />
                </Link>
                <Link to={paths.rfqs.getOffers.getHref()} variant="button-secondary">
                  <FormattedMessage id="startRequest.fromProfile" />
                </Link>
              </div>
            }
          />
        </Card>
      ) : (
        <RfqDetails rfq={current} />
      )}
    </>
  );
}

function RfqDetails({ rfq }: { rfq: Rfq }) {
  const active = isRfqActive(rfq);
  const outdated = isRfqOutdated(rfq);
  const closeReason = parseAbortReason(rfq.close_reason);
  return (
    <div className="current-rfq">
      {outdated ? (
        <Alert tone="warning" live={false} title={<FormattedMessage id="currentRfq.outdated.title" />}>
          <FormattedMessage id="currentRfq.outdated.text" values={{ date: <DateDisplay value={rfq.closed_at} /> }} />
        </Alert>
      ) : (
        !active && (
          <Alert tone="info" live={false} title={<FormattedMessage id="currentRfq.closed.title" />}>
            <FormattedMessage id="currentRfq.closed.text" values={{ date: <DateDisplay value={rfq.closed_at} /> }} />
          </Alert>
        )
      )}
      <Card title={<FormattedMessage id="currentRfq.request" values={{ id: rfq.id }} />}>
        <dl className="rfq-facts">
          <div>
            <dt>
              <FormattedMessage id="currentRfq.sent" />
            </dt>
            <dd>
              <DateDisplay value={rfq.created_at} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="currentRfq.status" />
            </dt>
            <dd>
              <FormattedMessage
                id={
                  active
                    ? 'currentRfq.status.active'
                    : outdated
                      ? 'currentRfq.status.outdated'
                      : 'currentRfq.status.closed'
                }
              />
            </dd>
          </div>
          {!active && rfq.close_reason && (
            <div>
              <dt>
                <FormattedMessage id="currentRfq.closeReason" />
              </dt>
              <dd>
                {closeReason.reason && <FormattedMessage id={`abortRfq.reason.${closeReason.reason}`} />}
                {closeReason.reason && closeReason.text ? ' – ' : ''}
                {closeReason.text}
              </dd>
            </div>
          )}
        </dl>
        {active && <RfqProgress rfq={rfq} />}
      </Card>
      <section aria-labelledby="current-rfq-leads">
        <h2 id="current-rfq-leads" className="rfqs-section-title">
          <FormattedMessage id="currentRfq.leads" />
        </h2>
        {rfq.leads.length === 0 ? (
          <p className="rfqs-muted">
            <FormattedMessage id="currentRfq.noLeads" />
          </p>
        ) : (
          <LeadList rfq={rfq} />
        )}
      </section>
      {!active && <StartRequestCard titleId="currentRfq.startNew" />}
    </div>
  );
}
