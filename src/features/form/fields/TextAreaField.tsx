// A longer free text (a comment to the lenders) with a live count against its limit.
import { FormattedMessage } from 'react-intl';
import { FieldFrame, type CommonFieldProps } from '../../../components/Field/FieldFrame';
import { useFieldState } from '../../../components/Field/useFieldState';

export function TextAreaField({
  name,
  label,
  description,
  className,
  maxLength,
}: CommonFieldProps & { maxLength: number }) {
  const state = useFieldState(name, { hasDescription: Boolean(description) });
  const text = typeof state.field.value === 'string' ? state.field.value : '';
  const countId = `${state.ids.input}-count`;
  return (
    <FieldFrame state={state} label={label} description={description} className={className}>
      <textarea
        {...state.controlProps}
        aria-describedby={[state.controlProps['aria-describedby'], countId].filter(Boolean).join(' ')}
        className="field__control field__textarea"
        rows={5}
        value={text}
        onChange={state.field.onChange}
      />
      <p id={countId} className="field__description field__count">
        <FormattedMessage id="form.field.characterCount" values={{ count: [...text].length, max: maxLength }} />
      </p>
    </FieldFrame>
  );
}
