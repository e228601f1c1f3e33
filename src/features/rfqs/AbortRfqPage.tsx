// rfqs/abort: close the active request with a reason from the list and the customer's own words, after a
// confirmation; then rfqs/current shows it closed. The lenders hear it through the server.
import { FailureText } from '../../components/FailureText/FailureText';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAbortRfqMutation, type Rfq } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import { isRfqActive } from '../../../domain/rfqRules';
import { isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { ABORT_REASONS, abortReasonText, MAX_ABORT_TEXT, type AbortReason } from './abortReasons';
import { useCustomerRfqs } from './useCustomerRfqs';
import './rfqs.css';

export function AbortRfqPage() {
  const { current, isLoading, isError, error: loadError, refetch } = useCustomerRfqs();
  const active = current && isRfqActive(current) ? current : null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.rfqs.abort.title" />} />
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <Card>
          <LoadError error={loadError} onRetry={() => void refetch()} />
        </Card>
      ) : active ? (
        <AbortForm rfq={active} />
      ) : (
        <Card>
          <EmptyState
            title={<FormattedMessage id="abortRfq.none.title" />}
            description={<FormattedMessage id="abortRfq.none.text" />}
            action={
              <Link to={paths.rfqs.current.getHref()} variant="button-secondary">
                <FormattedMessage id="abortRfq.backToRequest" />
              </Link>
            }
          />
        </Card>
      )}
    </>
  );
}

type Errors = { reason?: string; text?: string };

function AbortForm({ rfq }: { rfq: Rfq }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = { reason: useId(), reasonError: useId() };
  const [reason, setReason] = useState<AbortReason | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [abort, { isLoading, error }] = useAbortRfqMutation();
  const failure = isHttpErrorData(error) ? error : null;

  function validate(): Errors {
    const found: Errors = {};
    if (!reason) found.reason = intl.formatMessage({ id: 'abortRfq.error.reason' });
    else if (reason === 'other' && !text.trim()) found.text = intl.formatMessage({ id: 'abortRfq.error.text' });
    return found;
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function confirm() {
    if (!reason) return;
    const result = await abort({ rfqId: rfq.id, reason: abortReasonText(reason, text) });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'abortRfq.done' }) });
      navigate(paths.rfqs.current.getHref(), { replace: true });
    }
  }

  if (failure?.status === 409) {
    return (
      <Alert tone="info" title={<FormattedMessage id="abortRfq.alreadyClosed" />}>
        <Link to={paths.rfqs.current.getHref()}>
          <FormattedMessage id="abortRfq.backToRequest" />
        </Link>
      </Alert>
    );
  }

  if (confirming && reason) {
    return (
      <Card title={<FormattedMessage id="abortRfq.confirm.title" />} className="narrow-card">
        <p>
          <FormattedMessage id="abortRfq.confirm.text" values={{ count: rfq.leads.length }} />
        </p>
        <p className="rfqs-muted">
          <FormattedMessage
            id="abortRfq.confirm.reason"
            values={{ reason: intl.formatMessage({ id: `abortRfq.reason.${reason}` }) }}
          />
        </p>
        {error && (
          <Alert tone="error">
            {failure?.status === 0 || !failure ? (
              <FormattedMessage id="abortRfq.failed.offline" />
            ) : (
              <FailureText error={failure} fallback={<FormattedMessage id="abortRfq.failed.server" />} />
            )}
          </Alert>
        )}
        <div className="rfqs-actions">
          <Button variant="danger" onClick={() => void confirm()} loading={isLoading}>
            <FormattedMessage id="abortRfq.confirm.button" />
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={isLoading}>
            <FormattedMessage id="abortRfq.confirm.back" />
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="narrow-card">
      <form onSubmit={review} noValidate>
        <p>
          <FormattedMessage id="abortRfq.intro" />
        </p>
        <fieldset className="choice-group" aria-describedby={errors.reason ? ids.reasonError : undefined}>
          <legend className="choice-group__legend">
            <FormattedMessage id="abortRfq.reason.legend" />
          </legend>
          {ABORT_REASONS.map((value) => (
            <label key={value} className="choice-group__option">
              <input
                type="radio"
                name={ids.reason}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors({});
                }}
              />
              <span>
                <FormattedMessage id={`abortRfq.reason.${value}`} />
              </span>
            </label>
          ))}
          {errors.reason && (
            <p id={ids.reasonError} className="form-error" role="alert">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={<FormattedMessage id={reason === 'other' ? 'abortRfq.text.labelRequired' : 'abortRfq.text.label'} />}
          hint={<FormattedMessage id="abortRfq.text.hint" values={{ max: MAX_ABORT_TEXT }} />}
          error={errors.text}
          value={text}
          onChange={setText}
          maxLength={MAX_ABORT_TEXT}
        />
        <div className="rfqs-actions">
          <Button type="submit">
            <FormattedMessage id="abortRfq.continue" />
          </Button>
          <Link to={paths.rfqs.current.getHref()} variant="button-secondary">
            <FormattedMessage id="abortRfq.cancel" />
          </Link>
        </div>
      </form>
    </Card>
  );
}
