import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/Button';
import { useFailureMessage } from '../FailureText/useFailureMessage';
import './ErrorState.css';

/**
 * Something failed to load; says so plainly and offers to try again. Given the `error`, a 429, 503, 5xx or a
 * missing answer shows §8's text instead of `description`, and retry waits out a 429's Retry-After.
 */
export function ErrorState({
  title,
  description,
  error,
  onRetry,
  headingLevel = 2,
}: {
  title?: ReactNode;
  description?: ReactNode;
  error?: unknown;
  onRetry?: () => void;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const failure = useFailureMessage(error);
  return (
    <div className="error-state" role="alert">
      <svg className="error-state__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 14v12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="24" cy="33" r="2" fill="currentColor" />
      </svg>
      <Heading className="error-state__title">{title ?? <FormattedMessage id="state.error.title" />}</Heading>
      <p className="error-state__description">
        {failure ? (
          <FormattedMessage id={failure.id} values={failure.values} />
        ) : (
          (description ?? <FormattedMessage id="state.error.description" />)
        )}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={failure?.waiting}>
          <FormattedMessage id="state.error.retry" />
        </Button>
      )}
    </div>
  );
}
