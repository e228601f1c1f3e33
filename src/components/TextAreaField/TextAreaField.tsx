// A free-text field outside Formik (a comment, a reason): label, hint, the error announced, all wired by id.
import { useId, type ReactNode } from 'react';
import './TextAreaField.css';

type TextAreaFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
};

export function TextAreaField({ label, hint, error, value, onChange, maxLength, rows = 4 }: TextAreaFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="text-area-field">
      <label htmlFor={id} className="text-area-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-area-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="text-area-field__control"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={errorId} className="text-area-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
