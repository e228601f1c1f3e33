// Sending the request (spec §4 SUBMIT): the wizard checks every step is validated, the React layer posts and
// reports the outcome. 201: the customer is signed in and sees the request; 422: back to the first step with an
// error, the server's text under its field (StepForm; what no field shows in the alert); 409 for a signed-in
// customer: a request is active already, with the way to it; no answer: everything kept, a retry offered.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitAuctionFormMutation } from '../../../../store/api/auctionFormApi';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectIsSignedIn } from '../../../../store/slices/authSlice';
import {
  submitFailed,
  submitFailureDismissed,
  transitionEnded,
  transitionStarted,
} from '../../../../store/slices/formTransientSlice';
import { useLocale } from '../../../lib/i18n/I18nProvider';
import { paths } from '../../../../domain/paths';
import { useFormSession } from './formSessionContext';
import { forgetIdempotencyKey, idempotencyKey } from './idempotencyKey';
import { submissionBody } from './submission';

export function useSubmitForm() {
  const { actor, secrets, recorder } = useFormSession();
  const [submit] = useSubmitAuctionFormMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  const signedIn = useAppSelector(selectIsSignedIn);

  return useCallback(async () => {
    dispatch(submitFailureDismissed());
    actor.send({ type: 'SUBMIT' });
    // Not every step was validated: the wizard went to the first invalid one instead.
    if (!actor.getSnapshot().matches('submitting')) return;
    dispatch(transitionStarted('submitting'));
    // Loaded long before (idle time after the form opened); a failed load leaves the request unsent, as no answer.
    const recording = await recorder.recording().catch(() => null);
    if (!recording) {
      actor.send({ type: 'SUBMIT_FAILED', errors: {} });
      dispatch(submitFailed({ kind: 'network' }));
      return;
    }
    const body = submissionBody(actor.getSnapshot().context, { secrets: secrets.get, recording, locale });
    const result = await submit({ idempotencyKey: idempotencyKey(), body });

    if (result.data) {
      actor.send({ type: 'SUBMIT_SUCCEEDED', rfqId: result.data.rfq.id });
      forgetIdempotencyKey();
      secrets.clear();
      dispatch(transitionEnded());
      void navigate(paths.rfqs.current.path);
      return;
    }
    const error = result.error as { status?: number; message?: string; errors?: Record<string, string[]> };
    const errors = error.status === 422 ? (error.errors ?? {}) : {};
    actor.send({ type: 'SUBMIT_FAILED', errors });
    if (error.status === 422) {
      // The step the wizard lands on shows them (StepForm), and lists the ones no field of it shows.
      dispatch(transitionEnded());
      return;
    }
    if (error.status === 409 && signedIn) {
      // One active request at a time: a signed-in customer is sent to the one they have, not asked to retry.
      dispatch(submitFailed({ kind: 'activeRequest', message: error.message ?? null }));
      return;
    }
    dispatch(
      error.status === 0 || error.status === undefined
        ? submitFailed({ kind: 'network' })
        : // A 5xx carries no text for customers; a refusal (409, 429) carries the server's translated reason.
          submitFailed({ kind: 'server', message: error.status < 500 ? (error.message ?? null) : null }),
    );
  }, [actor, secrets, recorder, submit, dispatch, navigate, locale, signedIn]);
}
