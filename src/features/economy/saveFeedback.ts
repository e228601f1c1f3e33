// What the customer is told after a write: "Saved" when it went through, and a failed write in words.
import { useIntl } from 'react-intl';
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import { isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';

/** After a write: when it succeeded, says "Saved" and runs `then`; hands the result on (ItemForm shows errors). */
export function useAfterSave() {
  const intl = useIntl();
  return <R extends object>(result: R, then: () => void): R => {
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
      then();
    }
    return result;
  };
}

/**
 * A failed write in words. 404: the item is gone (deleted from another page), said the same way whatever the
 * server's text; a 429, 503, 5xx or no answer: §8's text; otherwise the server's message (a 409 says what
 * conflicts), or ours.
 */
export function failureText(error: unknown, intl: ReturnType<typeof useIntl>): string | null {
  if (!error) return null;
  const data = isHttpErrorData(error) ? error : null;
  if (data?.status === 404) return intl.formatMessage({ id: 'economy.errors.itemNotFound' });
  return (failureMessageText(error, intl) ?? data?.message) || intl.formatMessage({ id: 'economy.saveFailed' });
}
