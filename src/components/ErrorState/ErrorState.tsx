import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/Button';
import './ErrorState.css';

/** Something failed to load; says so plainly and offers to try again. */
export type ErrorStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  /** Retrying now would be refused again (a 429's wait is running). */
  retryDisabled?: boolean;
  /** A retry is running: the button shows it and takes no second press. */
  retrying?: boolean;
  headingLevel?: 1 | 2 | 3;
};

export function ErrorState({
  title,
  description,
  onRetry,
  retryDisabled,
  retrying,
  headingLevel = 2,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  return (
    <div className="error-state" role="alert">
      <svg className="error-state__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 14v12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="24" cy="33" r="2" fill="currentColor" />
      </svg>
      <Heading className="error-state__title">{title ?? <FormattedMessage id="state.error.title" />}</Heading>
      <p className="error-state__description">{description ?? <FormattedMessage id="state.error.description" />}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retryDisabled} loading={retrying}>
          <FormattedMessage id="state.error.retry" />
        </Button>
      )}
    </div>
  );
}
