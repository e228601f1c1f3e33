// §4: the customer may stop being anonymous to one lender without asking for a meeting. Sharing cannot be undone
// (the lender may read the details at once), so the button asks first, in place.
import { FailureText } from '../../components/FailureText/FailureText';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShareDetailsMutation } from '../../../store/api/leadsApi';
import { Button } from '../../components/Button/Button';

export function ShareDetails({ leadId, rfqId, supplier }: { leadId: number; rfqId: number; supplier: string }) {
  const [confirming, setConfirming] = useState(false);
  const [share, { isLoading, isError, error }] = useShareDetailsMutation();

  if (!confirming)
    return (
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        <FormattedMessage id="leadOverview.share.open" values={{ supplier }} />
      </Button>
    );
  return (
    <div className="lead-share" role="group" aria-labelledby={`lead-share-${leadId}`}>
      <p id={`lead-share-${leadId}`} className="lead-share__question">
        <FormattedMessage id="leadOverview.share.confirm" values={{ supplier }} />
      </p>
      {isError && (
        <p role="alert" className="lead-share__error">
          <FailureText error={error} fallback={<FormattedMessage id="leadOverview.share.failed" />} />
        </p>
      )}
      <div className="lead-share__actions">
        <Button variant="primary" size="sm" loading={isLoading} onClick={() => void share({ leadId, rfqId })}>
          <FormattedMessage id="leadOverview.share.yes" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
          <FormattedMessage id="leadOverview.share.cancel" />
        </Button>
      </div>
    </div>
  );
}
