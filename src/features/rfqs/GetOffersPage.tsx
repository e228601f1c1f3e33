// rfqs/get-offers: a new request from the customer's saved economic profile. The customer confirms, the request
// is sent (one idempotency key per visit, so a double click makes one request), and rfqs/current follows it.
import { FailureText } from '../../components/FailureText/FailureText';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStartRfqFromProfileMutation } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { isRfqActive } from '../../../domain/rfqRules';
import { firstFieldError, isHttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { newIdempotencyKey } from './idempotencyKey';
import { useCustomerRfqs } from './useCustomerRfqs';
import './rfqs.css';

export function GetOffersPage() {
  const navigate = useNavigate();
  const { user, current, isLoading, isError, error: loadError, refetch } = useCustomerRfqs();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [start, { isLoading: sending, error }] = useStartRfqFromProfileMutation();
  const failure = isHttpErrorData(error) ? error : error ? { status: 0, message: '', errors: {} } : null;
  const alreadyOpen = failure?.status === 409 || (current !== null && isRfqActive(current));

  async function confirm() {
    if (!user) return;
    const result = await start({ userId: user.id, idempotencyKey });
    if ('data' in result) navigate(paths.rfqs.current.getHref(), { replace: true });
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.rfqs.getOffers.title" />}
        description={<FormattedMessage id="getOffers.description" />}
      />
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <Card>
          <LoadError error={loadError} onRetry={() => void refetch()} />
        </Card>
      ) : alreadyOpen ? (
        <Alert tone="warning" title={<FormattedMessage id="getOffers.alreadyOpen.title" />}>
          <p>
            <FormattedMessage id="getOffers.alreadyOpen.text" />
          </p>
          <p>
            <Link to={paths.rfqs.current.getHref()}>
              <FormattedMessage id="getOffers.alreadyOpen.link" />
            </Link>
          </p>
        </Alert>
      ) : (
        <Card title={<FormattedMessage id="getOffers.confirm.title" />} className="narrow-card">
          <ul className="get-offers__steps">
            <li>
              <FormattedMessage id="getOffers.confirm.profile" />
            </li>
            <li>
              <FormattedMessage id="getOffers.confirm.lenders" />
            </li>
            <li>
              <FormattedMessage id="getOffers.confirm.anonymous" />
            </li>
          </ul>
          {failure && failure.status === 422 ? (
            <Alert tone="error" title={<FormattedMessage id="getOffers.profileMissing.title" />}>
              <p>{firstFieldError(failure, 'profile') ?? failure.message}</p>
              <p>
                <Link to={paths.form.start.getHref()}>
                  <FormattedMessage id="getOffers.profileMissing.link" />
                </Link>
              </p>
            </Alert>
          ) : (
            failure && (
              <Alert tone="error">
                <FailureText error={failure} fallback={<FormattedMessage id="getOffers.failed.server" />} />
              </Alert>
            )
          )}
          <div className="rfqs-actions">
            <Button onClick={() => void confirm()} loading={sending}>
              <FormattedMessage id="getOffers.confirm.button" />
            </Button>
            <Link to={paths.home.getHref()} variant="button-secondary">
              <FormattedMessage id="getOffers.cancel" />
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
