import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type CommonFieldProps, type OwnedInputAttributes } from './FieldFrame';
import { useFieldState } from './useFieldState';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface SelectFieldProps
  extends CommonFieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, OwnedInputAttributes | 'multiple'> {
  options: readonly SelectOption[];
  /** Text of an empty first option, shown until the customer chooses. */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  description,
  dependsOn,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  const state = useFieldState(name, { dependsOn, hasDescription: Boolean(description) });
  const value = state.field.value === undefined || state.field.value === null ? '' : String(state.field.value);
  return (
    <FieldFrame state={state} label={label} description={description} className={className}>
      <select
        {...selectProps}
        {...state.controlProps}
        className="field__control"
        value={value}
        // Validated on change, as a checkbox: choosing is the whole interaction, and a message left from a
        // submit must not stay under a value that answers it until the customer happens to leave the select.
        onChange={(event) => state.commit(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
