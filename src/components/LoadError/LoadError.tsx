import { FormattedMessage } from 'react-intl';
import { ErrorState, type ErrorStateProps } from '../ErrorState/ErrorState';
import { useFailureMessage } from '../FailureText/useFailureMessage';

/**
 * A failed load, with §8's text for a 429, 503, 5xx or no answer instead of `description`, and retry held while a
 * 429's Retry-After runs. Apart from ErrorState so that only the lazily loaded pages carry it, not the entry.
 */
export function LoadError({ error, description, ...rest }: ErrorStateProps & { error: unknown }) {
  const failure = useFailureMessage(error);
  return (
    <ErrorState
      {...rest}
      description={failure ? <FormattedMessage id={failure.id} values={failure.values} /> : description}
      retryDisabled={failure?.waiting}
    />
  );
}
