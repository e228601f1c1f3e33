// /rate/:customerSupplierRatingToken: the mailed link to rate a lender. The token is validated first; an unknown
// (404) or used or expired (410) token says so plainly. Then 1–5 stars and a comment, and a thank-you.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useSubmitRatingMutation, useValidateRatingTokenQuery } from '../../../store/api/ratingsApi';
import { useAppDispatch } from '../../../store/hooks';
import { ratingTokenReceived } from '../../../store/slices/authSlice';
import { Button } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { useFailureMessage } from '../../components/FailureText/useFailureMessage';
import { isHttpErrorData, type HttpErrorData } from '../../../store/http/httpError';
import { MessagePage } from './MessagePage';
import { RatingForm } from './RatingForm';

const isGone = (error: HttpErrorData | null) => error !== null && (error.status === 404 || error.status === 410);

export function RatePage() {
  const { customerSupplierRatingToken: token = '' } = useParams();
  const dispatch = useAppDispatch();
  const validation = useValidateRatingTokenQuery(token, { skip: !token });
  const [submit, submission] = useSubmitRatingMutation();

  useEffect(() => {
    dispatch(ratingTokenReceived(token || null));
  }, [dispatch, token]);

  const validationError = isHttpErrorData(validation.error) ? validation.error : null;
  const loadFailure = useFailureMessage(validation.error);
  const submitError = isHttpErrorData(submission.error) ? submission.error : null;

  if (submission.isSuccess) {
    return (
      <MessagePage tone="success" title={<FormattedMessage id="rate.thanks.title" />}>
        <p role="status">
          <FormattedMessage id="rate.thanks.text" values={{ supplier: validation.data?.supplier.name ?? '' }} />
        </p>
      </MessagePage>
    );
  }
  if (!token || isGone(validationError) || isGone(submitError)) {
    const used = validationError?.status === 410 || submitError?.status === 410;
    return (
      <MessagePage tone="warning" title={<FormattedMessage id="rate.invalid.title" />}>
        <p role="alert">
          <FormattedMessage id={used ? 'rate.invalid.used' : 'rate.invalid.unknown'} />
        </p>
      </MessagePage>
    );
  }
  if (validation.isError) {
    return (
      <MessagePage
        tone="warning"
        title={<FormattedMessage id="page.rateSupplier.title" />}
        actions={
          <Button variant="secondary" onClick={() => void validation.refetch()} disabled={loadFailure?.waiting}>
            <FormattedMessage id="state.error.retry" />
          </Button>
        }
      >
        <p role="alert">
          {loadFailure ? (
            <FormattedMessage id={loadFailure.id} values={loadFailure.values} />
          ) : (
            <FormattedMessage id="rate.loadFailed" />
          )}
        </p>
      </MessagePage>
    );
  }
  if (!validation.data) {
    return (
      <MessagePage title={<FormattedMessage id="page.rateSupplier.title" />}>
        <LoadingState inline />
      </MessagePage>
    );
  }
  const { supplier } = validation.data;
  return (
    <MessagePage title={<FormattedMessage id="rate.title" values={{ supplier: supplier.name }} />}>
      <RatingForm
        supplier={supplier}
        sending={submission.isLoading}
        error={submitError}
        onSubmit={(stars, comment, commentPublic) =>
          void submit({ token, stars, comment, comment_public: commentPublic })
        }
      />
    </MessagePage>
  );
}
