// Messages about the form as a whole: a submission that failed (with a retry, or the way to the request that is
// still active), a step's resources that did not load (with a retry), shown above the step.
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  selectFormTransition,
  selectSubmitFailure,
  submitFailureDismissed,
} from '../../../store/slices/formTransientSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';
import { useSubmitForm } from './session/useSubmitForm';

type SubmitFailure = NonNullable<ReturnType<typeof selectSubmitFailure>>;

/**
 * Memoised: the form page renders on every Next, and the retry's sending hook (a mutation, the router, the
 * locale) is only wanted once a submission has failed.
 */
export const SubmitFailureAlert = memo(function SubmitFailureAlert() {
  const failure = useAppSelector(selectSubmitFailure);
  return failure ? <SubmitFailureShown failure={failure} /> : null;
});

function SubmitFailureShown({ failure }: { failure: SubmitFailure }) {
  const submitting = useAppSelector(selectFormTransition) === 'submitting';
  const dispatch = useAppDispatch();
  const submit = useSubmitForm();
  return (
    <Alert
      tone="error"
      className="form-alert"
      title={<FormattedMessage id={`form.submit.failed.${failure.kind}`} />}
      onDismiss={() => dispatch(submitFailureDismissed())}
    >
      {failure.kind === 'fields' ? (
        <ul className="form-alert__list">
          {failure.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : failure.kind === 'activeRequest' ? (
        <>
          <p>{failure.message ?? <FormattedMessage id="form.submit.activeRequest" />}</p>
          <p>
            <Link to={paths.rfqs.current.path}>
              <FormattedMessage id="form.submit.activeRequestLink" />
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {failure.kind === 'server' && failure.message ? (
              failure.message
            ) : (
              <FormattedMessage id="form.submit.kept" />
            )}
          </p>
          <Button size="sm" variant="secondary" loading={submitting} onClick={() => void submit()}>
            <FormattedMessage id="form.submit.retry" />
          </Button>
        </>
      )}
    </Alert>
  );
}

export function ResourceFailure({ status, onRetry }: { status: number; onRetry: () => void }) {
  return (
    <Alert tone="error" className="form-alert" title={<FormattedMessage id="form.resources.failed" />}>
      <p>
        <FormattedMessage id={status === 0 ? 'form.resources.offline' : 'form.resources.status'} values={{ status }} />
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <FormattedMessage id="form.resources.retry" />
      </Button>
    </Alert>
  );
}
