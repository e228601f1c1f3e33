// /messages: a conversation per lead of the customer's requests, the one with the newest message first, each with
// its unread count (spec §2, §3 messagesSummary). A lost lead without messages has nothing to say and is left out.
import { FormattedMessage } from 'react-intl';
import { useGetRfqsQuery, type Lead, type Rfq } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { paths } from '../../../domain/paths';
import './messages.css';

type Conversation = { lead: Lead; lastAt: string | null; unread: number };

/** Newest message first; conversations without messages after them, newest lead first. */
export function conversationsOf(rfqs: readonly Rfq[]): Conversation[] {
  return rfqs
    .flatMap((rfq) => rfq.leads)
    .filter((lead) => lead.messages.length > 0 || lead.status !== 'lost')
    .map((lead) => ({
      lead,
      lastAt: lead.messages.reduce<string | null>(
        (last, m) => (!last || m.created_at > last ? m.created_at : last),
        null,
      ),
      unread: lead.messagesSummary.customer.unreadCount,
    }))
    .sort((a, b) => {
      if (a.lastAt && b.lastAt) return b.lastAt.localeCompare(a.lastAt);
      if (a.lastAt || b.lastAt) return a.lastAt ? -1 : 1;
      return b.lead.created_at.localeCompare(a.lead.created_at) || b.lead.id - a.lead.id;
    });
}

export function MessagesPage() {
  const user = useAppSelector(selectUser);
  const { data: rfqs, isLoading, isError, error, refetch } = useGetRfqsQuery(user?.id ?? 0, { skip: !user });
  const title = <FormattedMessage id="page.messages.title" />;
  if (isLoading || (!rfqs && !isError))
    return (
      <>
        <PageHeader title={title} />
        <LoadingState />
      </>
    );
  if (!rfqs)
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <LoadError error={error} onRetry={() => void refetch()} />
        </Card>
      </>
    );
  const conversations = conversationsOf(rfqs);
  return (
    <>
      <PageHeader title={title} description={<FormattedMessage id="messages.list.intro" />} />
      {conversations.length === 0 ? (
        <Card>
          <EmptyState
            title={<FormattedMessage id="messages.list.empty.title" />}
            description={<FormattedMessage id="messages.list.empty.text" />}
            action={
              <Link to={paths.rfqs.current.getHref()} variant="button-secondary">
                <FormattedMessage id="messages.list.empty.action" />
              </Link>
            }
          />
        </Card>
      ) : (
        <ul className="conversation-list">
          {conversations.map(({ lead, lastAt, unread }) => (
            <li key={lead.id} className={`conversation${unread > 0 ? ' conversation--unread' : ''}`}>
              <div className="conversation__text">
                <Link to={paths.leadMessages.getHref(lead.id)} className="conversation__link">
                  <SupplierLogo size="sm" name={lead.supplier.name} logoUrl={lead.supplier.smallLogo.url} />
                </Link>
                <span className="conversation__meta">
                  {lastAt ? (
                    <FormattedMessage
                      id="messages.list.last"
                      values={{ date: <DateDisplay value={lastAt} dateStyle="dateTime" /> }}
                    />
                  ) : (
                    <FormattedMessage id="messages.list.none" />
                  )}
                </span>
              </div>
              {unread > 0 && (
                <span className="unread-badge">
                  <FormattedMessage id="messages.list.unread" values={{ count: unread }} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
