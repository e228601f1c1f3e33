// What a lead's offer page shows when the offer (or the product asked for) is not there: the page's own heading, a
// sentence, and the way back to the lead (or to the request when the lead itself is unknown).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { paths } from '../../../domain/paths';

type OfferNotFoundProps = {
  title: ReactNode;
  lead: Lead | null | undefined;
  /** Message ids: the empty state's title and text, and the link back to the lead (`{supplier}`). */
  messages: { title: string; text: string; backToLead: string };
};

export function OfferNotFound({ title, lead, messages }: OfferNotFoundProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          title={<FormattedMessage id={messages.title} />}
          description={<FormattedMessage id={messages.text} />}
          action={
            <Link
              to={lead ? paths.lead.overview.getHref(lead.rfq_id, lead.id) : paths.rfqs.current.getHref()}
              variant="button-secondary"
            >
              {lead ? (
                <FormattedMessage id={messages.backToLead} values={{ supplier: lead.supplier.name }} />
              ) : (
                <FormattedMessage id="leadOverview.backToRequest" />
              )}
            </Link>
          }
        />
      </Card>
    </>
  );
}
