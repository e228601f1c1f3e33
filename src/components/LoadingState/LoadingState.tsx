import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './LoadingState.css';

/** A polite "loading" that screen readers announce once; `label` replaces the generic text. */
export function LoadingState({ label, inline = false }: { label?: ReactNode; inline?: boolean }) {
  return (
    <div className={inline ? 'loading-state loading-state--inline' : 'loading-state'} role="status" aria-live="polite">
      <span className="loading-state__spinner" aria-hidden="true" />
      <span className="loading-state__label">{label ?? <FormattedMessage id="state.loading" />}</span>
    </div>
  );
}
