// A single yes/no checkbox bound to a boolean form value (consents, `accepted`).
import { FieldFrame, type CommonFieldProps, type PassThroughInputProps } from './FieldFrame';
import { useFieldState } from './useFieldState';

export interface CheckboxFieldProps extends CommonFieldProps, PassThroughInputProps {}

export function CheckboxField({ name, label, description, dependsOn, className, ...inputProps }: CheckboxFieldProps) {
  const state = useFieldState(name, { dependsOn, hasDescription: Boolean(description) });
  return (
    <FieldFrame state={state} label={label} description={description} className={className} labelAfterControl>
      <input
        {...inputProps}
        {...state.controlProps}
        type="checkbox"
        className="field__checkbox"
        checked={state.field.value === true}
        // Validated on change: the click is the whole interaction, and Safari never focuses (so never blurs) it.
        onChange={(event) => state.commit(event.target.checked)}
      />
    </FieldFrame>
  );
}
