// The sign-in form's controls in the app's field frame (label, control, the one error shown, announced): the
// same markup as src/components/Field's Field and CheckboxField, on the sign-in form's own state.
import type { ReactNode } from 'react';
import { FieldFrame, type PassThroughInputProps } from '../../../components/Field/FieldFrame';
import { useSignInField } from '../../../components/Field/useSmallFormField';

interface SignInFieldProps extends PassThroughInputProps {
  name: string;
  label: ReactNode;
  type: 'email' | 'password';
}

export function SignInField({ name, label, type, ...inputProps }: SignInFieldProps) {
  const state = useSignInField(name);
  return (
    <FieldFrame state={state} label={label}>
      <input
        {...inputProps}
        {...state.controlProps}
        type={type}
        className="field__control"
        value={typeof state.value === 'string' ? state.value : ''}
        onChange={(event) => state.setValue(event.target.value)}
      />
    </FieldFrame>
  );
}

export function SignInCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const state = useSignInField(name);
  return (
    <FieldFrame state={state} label={label} labelAfterControl>
      <input
        {...state.controlProps}
        type="checkbox"
        className="field__checkbox"
        checked={state.value === true}
        // Validated on change: the click is the whole interaction, and Safari never focuses (so never blurs) it.
        onChange={(event) => state.commit(event.target.checked)}
      />
    </FieldFrame>
  );
}
