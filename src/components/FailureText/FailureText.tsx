import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFailureMessage } from './useFailureMessage';

/** §8's text for `error` when it has one (429, 503, 5xx, no answer), else the page's own `fallback`. */
export function FailureText({ error, fallback }: { error: unknown; fallback: ReactNode }) {
  const shown = useFailureMessage(error);
  return shown ? <FormattedMessage id={shown.id} values={shown.values} /> : fallback;
}
