// mortgage-surveillance/consent: what we watch, how often, what we store and how to stop, then the opt-in.
import { FailureText } from '../../components/FailureText/FailureText';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGiveMortgageSurveillanceConsentMutation } from '../../../store/api/mortgageSurveillanceApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { useCustomerId, useOptedIn } from './surveillanceCustomer';
import './mortgageSurveillance.css';

const TERMS = ['watch', 'often', 'store', 'withdraw'] as const;

export function ConsentPage() {
  const userId = useCustomerId();
  const intl = useIntl();
  const navigate = useNavigate();
  const optedIn = useOptedIn();
  const [consent, { isLoading, isError, error }] = useGiveMortgageSurveillanceConsentMutation();
  async function accept() {
    const result = await consent(userId);
    if (!('error' in result)) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'mortgageSurveillance.consent.done' }) });
      navigate(paths.mortgageSurveillance.root.path);
    }
  }
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.mortgageSurveillance.consent.title" />}
        description={<FormattedMessage id="mortgageSurveillance.consent.intro" />}
      />
      <div className="surveillance">
        <Card>
          {TERMS.map((term) => (
            <section key={term} className="surveillance-term" aria-labelledby={`surveillance-term-${term}`}>
              <h2 id={`surveillance-term-${term}`} className="surveillance-term__title">
                <FormattedMessage id={`mortgageSurveillance.consent.${term}.title`} />
              </h2>
              <p>
                <FormattedMessage id={`mortgageSurveillance.consent.${term}.text`} />
              </p>
            </section>
          ))}
          {optedIn ? (
            <Alert tone="info" live={false}>
              <FormattedMessage id="mortgageSurveillance.consent.already" />{' '}
              <Link to={paths.mortgageSurveillance.root.path}>
                <FormattedMessage id="mortgageSurveillance.consent.toOverview" />
              </Link>
            </Alert>
          ) : (
            <div className="surveillance-actions">
              <Button onClick={() => void accept()} loading={isLoading}>
                <FormattedMessage id="mortgageSurveillance.consent.accept" />
              </Button>
              <Link to={paths.home.path} variant="button-secondary">
                <FormattedMessage id="mortgageSurveillance.consent.notNow" />
              </Link>
            </div>
          )}
          {isError && (
            <Alert tone="error">
              <FailureText error={error} fallback={<FormattedMessage id="mortgageSurveillance.consent.failed" />} />
            </Alert>
          )}
        </Card>
      </div>
    </>
  );
}
