// /braze-unsubscribe?token=…: the link in a marketing e-mail. Unsubscribes on arrival and says how it went.
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useBrazeUnsubscribeMutation } from '../../../store/api/marketingApi';
import type { HttpErrorData } from '../../../store/http/httpError';
import { Button } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MessagePage } from './MessagePage';

export function BrazeUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [unsubscribe, { isSuccess, isError, error, isUninitialized }] = useBrazeUnsubscribeMutation();
  // Once per token: React's development double effects must not unsubscribe twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void unsubscribe({ token });
  }, [token, unsubscribe]);

  const invalid = !token || (isError && (error as HttpErrorData).status === 422);
  if (invalid) {
    return (
      <MessagePage tone="warning" title={<FormattedMessage id="public.braze.invalidTitle" />}>
        <p role="alert">
          <FormattedMessage id="public.braze.invalid" />
        </p>
      </MessagePage>
    );
  }
  if (isError) {
    return (
      <MessagePage
        tone="warning"
        title={<FormattedMessage id="public.braze.title" />}
        actions={
          <Button variant="secondary" onClick={() => void unsubscribe({ token })}>
            <FormattedMessage id="state.error.retry" />
          </Button>
        }
      >
        <p role="alert">
          <FormattedMessage id="public.braze.failed" />
        </p>
      </MessagePage>
    );
  }
  if (isSuccess) {
    return (
      <MessagePage tone="success" title={<FormattedMessage id="public.braze.doneTitle" />}>
        <p role="status">
          <FormattedMessage id="public.braze.done" />
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={<FormattedMessage id="public.braze.title" />}>
      <LoadingState
        inline
        label={<FormattedMessage id={isUninitialized ? 'state.loading' : 'public.braze.working'} />}
      />
    </MessagePage>
  );
}
