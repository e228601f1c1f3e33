// The two pages of one lead's conversation: …/rfqs/:rfqId/leads/:leadId/messages (from the lead overview) and
// /messages/lead/:leadId (from the list of conversations and the customer's mail). Same thread, different way back.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { BackLink } from '../../components/BackLink/BackLink';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { paths } from '../../../domain/paths';
import { MessageThread } from './MessageThread';
import { useRouteLead } from '../../entities/lead/useRouteLead';
import './messages.css';

/** rfqs/:rfqId/leads/:leadId/messages */
export function LeadMessagesPage() {
  return (
    <ThreadScreen
      back={(lead) => (
        <BackLink to={paths.lead.overview.getHref(lead.rfq_id, lead.id)}>
          <FormattedMessage id="messages.backToLead" values={{ supplier: lead.supplier.name }} />
        </BackLink>
      )}
    />
  );
}

/** messages/lead/:leadId */
export function LeadThreadPage() {
  return (
    <ThreadScreen
      back={() => (
        <BackLink to={paths.messages.path}>
          <FormattedMessage id="messages.backToList" />
        </BackLink>
      )}
      leadLink
    />
  );
}

function ThreadScreen({ back, leadLink = false }: { back: (lead: Lead) => ReactNode; leadLink?: boolean }) {
  const { lead, notFound, isLoading, error, refetch } = useRouteLead();
  const title = <FormattedMessage id="page.lead.messages.title" />;
  if (notFound)
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <EmptyState
            title={<FormattedMessage id="messages.notFound.title" />}
            description={<FormattedMessage id="messages.notFound.text" />}
            action={
              <Link to={paths.messages.path} variant="button-secondary">
                <FormattedMessage id="messages.backToList" />
              </Link>
            }
          />
        </Card>
      </>
    );
  if (!lead)
    return (
      <>
        <PageHeader title={title} />
        {isLoading ? (
          <LoadingState />
        ) : (
          <Card>
            <LoadError error={error} onRetry={() => void refetch()} />
          </Card>
        )}
      </>
    );
  return (
    <>
      {back(lead)}
      <PageHeader
        title={<FormattedMessage id="messages.thread.title" values={{ supplier: lead.supplier.name }} />}
        description={
          <span className="thread-header">
            <SupplierLogo size="sm" name={lead.supplier.name} logoUrl={lead.supplier.smallLogo.url} />
            {lead.handler && <FormattedMessage id="messages.thread.handler" values={{ handler: lead.handler.name }} />}
          </span>
        }
        actions={
          leadLink ? (
            <Link to={paths.lead.overview.getHref(lead.rfq_id, lead.id)} variant="button-secondary">
              <FormattedMessage id="messages.toLead" />
            </Link>
          ) : undefined
        }
      />
      <Card>
        <MessageThread lead={lead} />
      </Card>
    </>
  );
}
