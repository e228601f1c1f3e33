// The start of a new request when none is open: the request form, or the saved profile (rfqs/get-offers).
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';

export function StartRequestCard({ titleId = 'startRequest.title' }: { titleId?: string }) {
  return (
    <Card title={<FormattedMessage id={titleId} />} className="start-request">
      <p className="start-request__text">
        <FormattedMessage id="startRequest.text" />
      </p>
      <div className="rfqs-actions">
        <Link to={paths.form.start.getHref()} variant="button">
          <FormattedMessage id="startRequest.form" />
        </Link>
        <Link to={paths.rfqs.getOffers.getHref()} variant="button-secondary">
          <FormattedMessage id="startRequest.fromProfile" />
        </Link>
      </div>
    </Card>
  );
}
