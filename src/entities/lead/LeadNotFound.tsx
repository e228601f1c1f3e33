// A lead route that names no lead of the customer's (an unknown id, or a lead of another request): the page's
// title over the way back to the request.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { paths } from '../../../domain/paths';

export function LeadNotFound({ titleId }: { titleId: string }) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Card>
        <EmptyState
          title={<FormattedMessage id="leadOverview.notFound.title" />}
          description={<FormattedMessage id="leadOverview.notFound.text" />}
          action={
            <Link to={paths.rfqs.current.getHref()} variant="button-secondary">
              <FormattedMessage id="leadOverview.backToRequest" />
            </Link>
          }
        />
      </Card>
    </>
  );
}
