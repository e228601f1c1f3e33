// A titled group of fields in a step (the customer's age, the co-applicant, a new vehicle): one fieldset with
// its legend and an optional hint, so screen readers announce the fields as belonging together.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function FieldGroup({ legendId, hintId, children }: { legendId: string; hintId?: string; children: ReactNode }) {
  return (
    <fieldset className="field-group">
      <legend className="choice-group__legend">
        <FormattedMessage id={legendId} />
      </legend>
      {hintId && (
        <p className="field__description">
          <FormattedMessage id={hintId} />
        </p>
      )}
      {children}
    </fieldset>
  );
}
