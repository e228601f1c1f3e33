// A month (a job's start): the browser's month picker where there is one, `ÅÅÅÅ-MM` typed elsewhere. Stored as
// the first of the month (YYYY-MM-01), the shape of dates everywhere else in the form.
import { FieldFrame, type CommonFieldProps } from '../../../components/Field/FieldFrame';
import { useFieldState } from '../../../components/Field/useFieldState';

const MONTH = /^(\d{4})-(\d{2})$/;

function shown(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 7) : '';
}

/** A whole month becomes its first day; anything else is kept as typed, for the date rule to report. */
function stored(text: string): string {
  return MONTH.test(text) ? `${text}-01` : text;
}

export function MonthField({
  name,
  label,
  description,
  dependsOn,
  className,
  placeholder,
}: CommonFieldProps & { placeholder?: string }) {
  const state = useFieldState(name, { dependsOn, hasDescription: Boolean(description) });
  return (
    <FieldFrame state={state} label={label} description={description} className={className}>
      <input
        {...state.controlProps}
        type="month"
        className="field__control"
        placeholder={placeholder}
        value={shown(state.field.value)}
        onChange={(event) => void state.helpers.setValue(stored(event.target.value), false)}
      />
    </FieldFrame>
  );
}
