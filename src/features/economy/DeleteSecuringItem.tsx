// The delete button of an item that loans may be secured on.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { useDeferredDelete, type DeleteTarget } from './deferredDelete';

/**
 * Deleting an item, with Undo for a few seconds (useDeferredDelete). A home, vehicle or boat with loans secured on
 * it asks first whether they go with it or stay as unsecured debt (the server answers 409 without that choice).
 */
export function DeleteSecuringItem({
  securedCount,
  target,
  onDeleted,
  labels,
}: {
  securedCount: number;
  target: Omit<DeleteTarget, 'loans'>;
  onDeleted: () => void;
  labels: { delete: string; ask: string; withLoans: string; keepLoans: string };
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const deferDelete = useDeferredDelete();
  function go(loans?: 'delete' | 'keep') {
    deferDelete({ ...target, loans });
    onDeleted();
  }
  if (!asking)
    return (
      <Button variant="danger" onClick={() => (securedCount > 0 ? setAsking(true) : go())}>
        <FormattedMessage id={labels.delete} />
      </Button>
    );
  return (
    <div role="group" aria-label={intl.formatMessage({ id: labels.delete })} className="economy-confirm">
      <p>
        <FormattedMessage id={labels.ask} values={{ count: securedCount }} />
      </p>
      <div className="economy-actions">
        <Button variant="danger" onClick={() => go('delete')}>
          <FormattedMessage id={labels.withLoans} />
        </Button>
        <Button variant="secondary" onClick={() => go('keep')}>
          <FormattedMessage id={labels.keepLoans} />
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          <FormattedMessage id="economy.cancel" />
        </Button>
      </div>
    </div>
  );
}
