// rfqs/abort: close the active request with a reason from the list and the customer's own words, after a
// confirmation; then rfqs/current shows it closed. The lenders hear it through the server.
import { FailureText } from '../../components/FailureText/FailureText';
import { Form, useFormikContext } from 'formik';
import { useId, useState } from 'react';
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
import { useSubmittedField } from '../../components/Field/useSubmittedField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import { isRfqActive } from '../../../domain/rfqRules';
import { isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { ABORT_REASONS, abortReasonText, MAX_ABORT_TEXT } from './abortReasons';
import { abortSchema, noAbortReason, type AbortValues } from './abortSchema';
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

function AbortForm({ rfq }: { rfq: Rfq }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [abort, { isLoading, error }] = useAbortRfqMutation();
  const failure = isHttpErrorData(error) ? error : null;

  async function confirm({ reason, text }: AbortValues) {
    if (!reason) return;
    const result = await abort({ rfqId: rfq.id, reason: abortReasonText(reason, text) });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'abortRfq.done' }) });
      navigate(paths.rfqs.current.getHref(), { replace: true });
    }
  }

  if (failure?.status === 409) {
    // A choice waiting for its lender keeps the request open: the server's message says to undo it first.
    const offerChosen = failure.code === 'offer_chosen';
    return (
      <Alert
        tone="info"
        title={<FormattedMessage id={offerChosen ? 'abortRfq.offerChosen' : 'abortRfq.alreadyClosed'} />}
      >
        {offerChosen ? <p>{failure.message}</p> : null}
        <Link to={paths.rfqs.current.getHref()}>
          <FormattedMessage id="abortRfq.backToRequest" />
        </Link>
      </Alert>
    );
  }

  // One Formik around both views, so going back from the confirmation (or a failed close) keeps the reason and
  // the words.
  return (
    <ValidatedFormik<AbortValues>
      initialValues={noAbortReason}
      schema={abortSchema}
      // async: Formik ends a submit (isSubmitting) only when its handler returns a promise.
      onSubmit={async () => setConfirming(true)}
    >
      {({ values }) =>
        confirming && values.reason ? (
          <Card title={<FormattedMessage id="abortRfq.confirm.title" />} className="narrow-card">
            <p>
              <FormattedMessage id="abortRfq.confirm.text" values={{ count: rfq.leads.length }} />
            </p>
            <p className="rfqs-muted">
              <FormattedMessage
                id="abortRfq.confirm.reason"
                values={{ reason: intl.formatMessage({ id: `abortRfq.reason.${values.reason}` }) }}
              />
            </p>
            {error && (
              <Alert tone="error">
                <FailureText error={error} fallback={<FormattedMessage id="abortRfq.failed.server" />} />
              </Alert>
            )}
            <div className="rfqs-actions">
              <Button variant="danger" onClick={() => void confirm(values)} loading={isLoading}>
                <FormattedMessage id="abortRfq.confirm.button" />
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={isLoading}>
                <FormattedMessage id="abortRfq.confirm.back" />
              </Button>
            </div>
          </Card>
        ) : (
          <ReasonForm />
        )
      }
    </ValidatedFormik>
  );
}

function ReasonForm() {
  const ids = { reason: useId(), reasonError: useId() };
  const { setErrors } = useFormikContext<AbortValues>();
  const reason = useSubmittedField<AbortValues['reason']>('reason');
  // The words' message stays while the customer writes, until they continue again.
  const text = useSubmittedField<string>('text', { clearErrorOnChange: false });
  return (
    <Card className="narrow-card">
      <Form noValidate>
        <p>
          <FormattedMessage id="abortRfq.intro" />
        </p>
        <fieldset className="choice-group" aria-describedby={reason.error ? ids.reasonError : undefined}>
          <legend className="choice-group__legend">
            <FormattedMessage id="abortRfq.reason.legend" />
          </legend>
          {ABORT_REASONS.map((value) => (
            <label key={value} className="choice-group__option">
              <input
                type="radio"
                name={ids.reason}
                value={value}
                checked={reason.value === value}
                onChange={() => {
                  reason.setValue(value);
                  // Another reason may not need words: every message waits for the next submit.
                  setErrors({});
                }}
              />
              <span>
                <FormattedMessage id={`abortRfq.reason.${value}`} />
              </span>
            </label>
          ))}
          {reason.error && (
            <p id={ids.reasonError} className="form-error" role="alert">
              {reason.error}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={
            <FormattedMessage id={reason.value === 'other' ? 'abortRfq.text.labelRequired' : 'abortRfq.text.label'} />
          }
          hint={<FormattedMessage id="abortRfq.text.hint" values={{ max: MAX_ABORT_TEXT }} />}
          error={text.error}
          value={text.value}
          onChange={text.setValue}
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
      </Form>
    </Card>
  );
}
