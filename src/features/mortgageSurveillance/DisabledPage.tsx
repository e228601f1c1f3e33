// mortgage-surveillance-disabled: the page a customer who has not opted in is sent to, with the way in (its route
// sends one who has to the surveillance).
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { paths } from '../../../domain/paths';
import './mortgageSurveillance.css';

export function DisabledPage() {
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.mortgageSurveillance.disabled.title" />} />
      <div className="surveillance">
        <Card>
          <p className="surveillance-lead">
            <FormattedMessage id="mortgageSurveillance.disabled.text" />
          </p>
          <p>
            <FormattedMessage id="mortgageSurveillance.disabled.how" />
          </p>
          <div className="surveillance-actions">
            <Link to={paths.mortgageSurveillance.consent.path} variant="button">
              <FormattedMessage id="mortgageSurveillance.disabled.toConsent" />
            </Link>
          </div>
        </Card>
      </div>
    </>
  );
}
