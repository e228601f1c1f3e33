// Stopping the surveillance.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useWithdrawMortgageSurveillanceConsentMutation } from '../../../store/api/mortgageSurveillanceApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { FailureText } from '../../components/FailureText/FailureText';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { useCustomerId } from './surveillanceCustomer';

/** Stops the surveillance after a confirmation; the customer lands on the page that explains how to start again. */
export function WithdrawConsent() {
  const userId = useCustomerId();
  const intl = useIntl();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [withdraw, { isLoading, isError, error }] = useWithdrawMortgageSurveillanceConsentMutation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  // Keyboard and screen-reader users land on the question's answer, and back on the button after cancelling.
  useEffect(() => {
    if (asking === true) confirmButton.current?.focus();
    if (asking === false) stopButton.current?.focus();
  }, [asking]);
  async function confirm() {
    const result = await withdraw(userId);
    if (!('error' in result)) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'mortgageSurveillance.withdraw.done' }) });
      navigate(paths.mortgageSurveillance.disabled.path, { replace: true });
    }
  }
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} ref={stopButton}>
        <FormattedMessage id="mortgageSurveillance.withdraw.button" />
      </Button>
    );
  return (
    <div role="group" aria-labelledby="surveillance-withdraw-ask" className="surveillance-confirm">
      <p id="surveillance-withdraw-ask">
        <FormattedMessage id="mortgageSurveillance.withdraw.ask" />
      </p>
      <div className="surveillance-actions">
        <Button variant="danger" onClick={() => void confirm()} loading={isLoading} ref={confirmButton}>
          <FormattedMessage id="mortgageSurveillance.withdraw.confirm" />
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)} disabled={isLoading}>
          <FormattedMessage id="mortgageSurveillance.cancel" />
        </Button>
      </div>
      {isError && (
        <Alert tone="error">
          <FailureText error={error} fallback={<FormattedMessage id="mortgageSurveillance.withdraw.failed" />} />
        </Alert>
      )}
    </div>
  );
}
