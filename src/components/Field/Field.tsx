// The text-like field every form uses: text, email, tel, number, password and date inputs.
import { FieldFrame, type CommonFieldProps, type PassThroughInputProps } from './FieldFrame';
import { useFieldState } from './useFieldState';

export type FieldInputType = 'text' | 'email' | 'tel' | 'number' | 'password' | 'date';

export interface FieldProps extends CommonFieldProps, PassThroughInputProps {
  type?: FieldInputType;
}

/** A controlled input needs a string or number; empty form values (undefined, null) show as ''. */
function inputValue(value: unknown): string | number {
  return typeof value === 'string' || typeof value === 'number' ? value : '';
}

export function Field({ name, label, description, dependsOn, className, type = 'text', ...inputProps }: FieldProps) {
  const state = useFieldState(name, { dependsOn, hasDescription: Boolean(description) });
  return (
    <FieldFrame state={state} label={label} description={description} className={className}>
      <input
        {...inputProps}
        {...state.controlProps}
        type={type}
        className="field__control"
        value={inputValue(state.field.value)}
        onChange={state.field.onChange}
      />
    </FieldFrame>
  );
}
