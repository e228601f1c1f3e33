import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { LoadingState } from '../LoadingState/LoadingState';
import { PageHeader } from '../PageHeader/PageHeader';
import { LoadError } from './LoadError';

type PendingPageProps = {
  title: ReactNode;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
};

/** A page whose data is not there yet: its heading, then the loading state, or the failure with a retry. */
export function PendingPage({ title, isLoading, isError, error, onRetry }: PendingPageProps) {
  return (
    <>
      <PageHeader title={title} />
      {isLoading || !isError ? (
        <LoadingState />
      ) : (
        <Card>
          <LoadError error={error} onRetry={onRetry} />
        </Card>
      )}
    </>
  );
}
