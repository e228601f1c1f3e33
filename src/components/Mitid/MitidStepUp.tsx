// Step-up on the pages (issue 46 item 3): for a customer linked to MitID, the steps that matter offer "Confirm with
// MitID" where the password was asked. The round trip comes back to the same page with `?step=` naming the step, so
// the page opens it again and the customer finishes it within the minutes the confirmation lasts.
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MITID_CONFIRMATION_MINUTES } from '../../../domain/mitid';
import { useGetMitidStatusQuery } from '../../../store/api/mitidApi';
import { MitidButton } from './Mitid';
import { STEP_PARAM } from './stepUpState';

export { isMitidConfirmationRequired, useConfirmedStep } from './stepUpState';

/** Whether this customer is linked to MitID (then her steps that matter ask for MitID, not her password). */
export function useMitidLinked(userId: number | undefined): boolean {
  const status = useGetMitidStatusQuery(userId ?? 0, { skip: !userId });
  return status.data?.linked === true;
}

/** "Confirm with MitID": the round trip back to this page with the step named, so it opens again. */
export function MitidStepUpPrompt({ step, message }: { step: string; message?: string | null }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('mitid');
  params.set(STEP_PARAM, step);
  return (
    <div className="mitid-step-up" data-testid="mitid-step-up">
      <p className="mitid-step-up__intro">{message ?? <FormattedMessage id="auth.mitid.confirmIntro" />}</p>
      <MitidButton intent="confirm" returnTo={`${pathname}?${params.toString()}`} label="auth.mitid.confirm" />
    </div>
  );
}

/** Said when the page came back confirmed: finish within the minutes the confirmation lasts. */
export function MitidConfirmedNote() {
  return (
    <p className="mitid-notice mitid-notice--ok" role="status">
      <FormattedMessage id="auth.mitid.confirmedUntil" values={{ minutes: MITID_CONFIRMATION_MINUTES }} />
    </p>
  );
}
