// A choice group (ChoiceGroup) in a Formik form: validated when the choice changes, like a checkbox (spec §4 field
// states).
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';
import { useFieldState } from './useFieldState';

export type ChoiceGroupFieldProps = ChoiceGroupProps;

export function ChoiceGroupField(props: ChoiceGroupFieldProps) {
  const state = useFieldState(props.name, { hasDescription: Boolean(props.description) });
  return <ChoiceGroup {...props} state={{ ...state, value: state.field.value }} />;
}
