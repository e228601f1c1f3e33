// Messages about the form as a whole: field errors of a submission that no step shows, or the way to the request
// that is still active, and a step's resources that did not load (with a retry), shown above the step. A sending
// that got no answer or failed on the server is said beside the send button (StepNavigation).
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSubmitFailure, submitFailureDismissed } from '../../../store/slices/formTransientSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';

type SubmitFailure = NonNullable<ReturnType<typeof selectSubmitFailure>>;

/** Memoised: the form page renders on every Next. */
export const SubmitFailureAlert = memo(function SubmitFailureAlert() {
  const failure = useAppSelector(selectSubmitFailure);
  return failure?.kind === 'fields' || failure?.kind === 'activeRequest' ? (
    <SubmitFailureShown failure={failure} />
  ) : null;
});

function SubmitFailureShown({ failure }: { failure: Extract<SubmitFailure, { kind: 'fields' | 'activeRequest' }> }) {
  const dispatch = useAppDispatch();
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
      ) : (
        <>
          <p>{failure.message ?? <FormattedMessage id="form.submit.activeRequest" />}</p>
          <p>
            <Link to={paths.rfqs.current.path}>
              <FormattedMessage id="form.submit.activeRequestLink" />
            </Link>
          </p>
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
