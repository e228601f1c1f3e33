// /home: the active request and how far the lenders have answered, what to do next, the latest messages and
// meetings; a start for a new request when none is open.
import { FormattedMessage } from 'react-intl';
import type { Rfq } from '../../../store/api/rfqsApi';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { rfqProgress } from '../../../domain/leadProgress';
import { isRfqActive, offerLeads } from '../../../domain/rfqRules';
import { paths } from '../../../domain/paths';
import { compareOffersLinkProps, usePrefetchCompareOffers } from '../../lib/routing/compareOffersPrefetch';
import { latestMessages, unreadCount, upcomingMeetings } from './homeActivity';
import { RfqProgress } from './RfqProgress';
import { StartRequestCard } from './StartRequestCard';
import { useCustomerRfqs } from './useCustomerRfqs';
import './rfqs.css';

const LATEST = 5;

export function HomePage() {
  // The comparison is the likeliest next page: its chunk is fetched while the customer reads this one.
  usePrefetchCompareOffers();
  const { user, rfqs, current, isLoading, isError, error: loadError, refetch } = useCustomerRfqs();
  const firstName = user?.name.split(' ')[0] ?? '';
  const active = current && isRfqActive(current) ? current : null;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.home.title" />}
        description={<FormattedMessage id="home.greeting" values={{ name: firstName }} />}
      />
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <Card>
          <LoadError error={loadError} onRetry={() => void refetch()} />
        </Card>
      ) : (
        <div className="home-grid">
          {active ? <ActiveRequestCard rfq={active} /> : <StartRequestCard />}
          {!active && current && (
            <p className="home-grid__note">
              <FormattedMessage id="home.lastClosed" values={{ date: <DateDisplay value={current.closed_at} /> }} />{' '}
              <Link to={paths.rfqs.current.getHref()}>
                <FormattedMessage id="home.seeLastRequest" />
              </Link>
            </p>
          )}
          <div className="home-grid__column">
            {active && <NextSteps rfq={active} rfqs={rfqs} />}
            <MeetingsCard rfqs={rfqs} />
          </div>
          <LatestMessagesCard rfqs={rfqs} />
        </div>
      )}
    </>
  );
}

function ActiveRequestCard({ rfq }: { rfq: Rfq }) {
  return (
    <Card title={<FormattedMessage id="home.activeRequest" />} className="home-grid__wide">
      <p className="rfqs-muted">
        <FormattedMessage id="home.sentOn" values={{ date: <DateDisplay value={rfq.created_at} /> }} />
      </p>
      <RfqProgress rfq={rfq} />
      <div className="rfqs-actions">
        <Link to={paths.rfqs.current.getHref()} variant="button">
          <FormattedMessage id="home.seeOffers" />
        </Link>
      </div>
    </Card>
  );
}

function NextSteps({ rfq, rfqs }: { rfq: Rfq; rfqs: readonly Rfq[] }) {
  const progress = rfqProgress(rfq.leads);
  const unread = unreadCount(rfqs);
  const firstUnread = rfqs.flatMap((r) => r.leads).find((lead) => lead.messagesSummary.customer.unreadCount > 0);
  const offers = offerLeads(rfq.leads);
  return (
    <Card title={<FormattedMessage id="home.nextSteps" />}>
      <ul className="next-steps">
        {offers.length > 0 && (
          <li>
            <Link {...compareOffersLinkProps} to={paths.compareOffers.getHref(rfq.id)}>
              <FormattedMessage id="home.next.compare" values={{ count: offers.length }} />
            </Link>
          </li>
        )}
        {unread > 0 && firstUnread && (
          <li>
            <Link to={paths.lead.messages.getHref(firstUnread.rfq_id, firstUnread.id)}>
              <FormattedMessage id="home.next.readMessages" values={{ count: unread }} />
            </Link>
          </li>
        )}
        {progress.waiting > 0 && (
          <li>
            <FormattedMessage id="home.next.waiting" values={{ count: progress.waiting }} />
          </li>
        )}
        {offers.length === 0 && progress.waiting === 0 && (
          <li>
            <FormattedMessage id="home.next.noOffers" />
          </li>
        )}
      </ul>
    </Card>
  );
}

function LatestMessagesCard({ rfqs }: { rfqs: readonly Rfq[] }) {
  const messages = latestMessages(rfqs, LATEST);
  const unread = unreadCount(rfqs);
  return (
    <Card
      title={<FormattedMessage id="home.messages" />}
      actions={
        unread > 0 ? (
          <span className="count-badge">
            <FormattedMessage id="home.unreadCount" values={{ count: unread }} />
          </span>
        ) : undefined
      }
    >
      {messages.length === 0 ? (
        <p className="rfqs-muted">
          <FormattedMessage id="home.noMessages" />
        </p>
      ) : (
        <ul className="activity-list">
          {messages.map((message) => (
            <li key={message.id} className="activity-list__item">
              <SupplierLogo size="sm" name={message.lead.supplier.name} logoUrl={message.lead.supplier.smallLogo.url} />
              <span className="activity-list__meta">
                <DateDisplay value={message.createdAt} dateStyle="dateTime" />
                {message.unread && (
                  <span className="unread-dot">
                    <FormattedMessage id="home.unread" />
                  </span>
                )}
              </span>
              <Link
                to={paths.lead.messages.getHref(message.lead.rfq_id, message.lead.id)}
                className="activity-list__link"
              >
                <FormattedMessage id="home.readMessage" values={{ supplier: message.lead.supplier.name }} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MeetingsCard({ rfqs }: { rfqs: readonly Rfq[] }) {
  const meetings = upcomingMeetings(rfqs, new Date(), LATEST);
  return (
    <Card title={<FormattedMessage id="home.meetings" />}>
      {meetings.length === 0 ? (
        <p className="rfqs-muted">
          <FormattedMessage id="home.noMeetings" />
        </p>
      ) : (
        <ul className="activity-list">
          {meetings.map((meeting) => (
            <li key={`${meeting.kind}-${meeting.id}`} className="activity-list__item">
              <SupplierLogo size="sm" name={meeting.lead.supplier.name} logoUrl={meeting.lead.supplier.smallLogo.url} />
              <span className="activity-list__meta">
                <DateDisplay value={meeting.at} dateStyle="dateTime" />
                <span className="rfqs-muted">
                  <FormattedMessage
                    id={
                      meeting.kind === 'request'
                        ? 'home.meetingRequested'
                        : `home.meetingStatus.${meeting.status === 'confirmed' ? 'confirmed' : 'pending'}`
                    }
                  />
                </span>
              </span>
              <Link
                to={
                  meeting.kind === 'meeting'
                    ? paths.lead.meeting.getHref(meeting.lead.rfq_id, meeting.lead.id, meeting.id)
                    : paths.lead.meetings.getHref(meeting.lead.rfq_id, meeting.lead.id)
                }
                className="activity-list__link"
              >
                <FormattedMessage id="home.seeMeeting" values={{ supplier: meeting.lead.supplier.name }} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
