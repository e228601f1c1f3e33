// An amount in whole kroner: typed the Danish way (`1.250.000`), shown with `kr.`, stored as a number.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount, KRONER_UNIT, parseAmount } from '../../../domain/money';
import { FieldFrame, type CommonFieldProps, type PassThroughInputProps } from './FieldFrame';
import { useFieldState } from './useFieldState';

export interface MoneyFieldProps extends CommonFieldProps, PassThroughInputProps {}

/**
 * The form value is a number of kroner, '' when empty, and NaN for text that is no amount: NaN fails yup's
 * number type and the `numeric` rule, so the customer is told, whereas guessing (is `1.5` 1,5 or 1.500?) could
 * store a wrong amount silently.
 */
function toFormValue(text: string, locale: string): number | '' {
  if (text.trim() === '') return '';
  return parseAmount(text, locale) ?? Number.NaN;
}

export function MoneyField({ name, label, description, dependsOn, className, ...inputProps }: MoneyFieldProps) {
  const state = useFieldState(name, { dependsOn, hasDescription: Boolean(description) });
  const { locale } = useIntl();
  // What the customer is typing; null when not editing, so the stored amount shows neatly formatted.
  const [draft, setDraft] = useState<string | null>(null);
  const unitId = `${state.ids.input}-unit`;
  const { value } = state.field;
  // A draft that no longer yields the stored value was overtaken from outside (reset, prefill): show the value.
  const draftIsCurrent = draft !== null && Object.is(toFormValue(draft, locale), value);
  const formatted = typeof value === 'number' && Number.isFinite(value) ? formatAmount(value, locale) : '';
  const shown = draftIsCurrent ? draft : formatted;

  return (
    <FieldFrame state={state} label={label} description={description} className={className}>
      <div className="field__money">
        <input
          inputMode="numeric"
          autoComplete="off"
          {...inputProps}
          {...state.controlProps}
          aria-describedby={[state.controlProps['aria-describedby'], unitId].filter(Boolean).join(' ')}
          type="text"
          className="field__control"
          value={shown}
          onChange={(event) => {
            setDraft(event.target.value);
            void state.helpers.setValue(toFormValue(event.target.value, locale), false);
          }}
          onBlur={() => {
            // Keep text that is no amount, so the customer can correct what they typed.
            if (draft !== null && !Number.isNaN(toFormValue(draft, locale))) setDraft(null);
            state.controlProps.onBlur();
          }}
        />
        <span id={unitId} className="field__unit">
          {KRONER_UNIT}
        </span>
      </div>
    </FieldFrame>
  );
}
