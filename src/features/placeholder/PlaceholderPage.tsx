// A page whose issue has not been built yet: its real heading, and a note that it is on its way.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';

export function PlaceholderPage({ titleId }: { titleId: string }) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Card>
        <EmptyState
          title={<FormattedMessage id="placeholder.title" />}
          description={<FormattedMessage id="placeholder.description" />}
        />
      </Card>
    </>
  );
}
