// The layout every field shares: label, description, control and the one error shown, wired for assistive tech.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldState } from './useFieldState';
import './Field.css';

export interface CommonFieldProps {
  /** Formik path, e.g. `email` or `mortgages.0.periodic_payment`. */
  name: string;
  label: ReactNode;
  /** Help text under the label, announced with the control. */
  description?: ReactNode;
  /** Fields whose change re-validates this one after 150 ms (cross-field rules). */
  dependsOn?: readonly string[];
  className?: string;
}

/** Attributes the field sets itself; callers pass the rest (placeholder, autoComplete, inputMode, …). */
export type OwnedInputAttributes =
  | 'id'
  | 'name'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'checked'
  | 'onChange'
  | 'onFocus'
  | 'onBlur'
  | 'className'
  | 'aria-invalid'
  | 'aria-describedby';

export type PassThroughInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, OwnedInputAttributes>;

interface FieldFrameProps {
  /** What the frame shows of a field's state (the sign-in form's fields have their own state of this shape). */
  state: Pick<FieldState, 'ids' | 'status' | 'errorText'>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  /** Checkboxes put the label after the control. */
  labelAfterControl?: boolean;
  children: ReactNode;
}

export function FieldFrame({
  state,
  label,
  description,
  className,
  labelAfterControl = false,
  children,
}: FieldFrameProps) {
  const labelElement = (
    <label className="field__label" htmlFor={state.ids.input}>
      {label}
    </label>
  );
  return (
    <div
      className={['field', `field--${state.status}`, className].filter(Boolean).join(' ')}
      data-status={state.status}
    >
      {labelAfterControl ? (
        <div className="field__inline">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {description && (
        <p id={state.ids.description} className="field__description">
          {description}
        </p>
      )}
      {state.errorText && (
        // role="alert" is inserted with its text, which screen readers announce at once.
        <p id={state.ids.error} className="field__error" role="alert">
          {state.errorText}
        </p>
      )}
    </div>
  );
}
