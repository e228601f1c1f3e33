// An interest rate in percent, typed the Danish way (3,5) or the English way (3.5), stored as a number.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldFrame, type CommonFieldProps } from '../../../components/Field/FieldFrame';
import { useFieldState } from '../../../components/Field/useFieldState';

/** A number for text such as `3,5`, `3.5` or `4`; NaN for text that is none, so the numeric rule says so. */
function parse(text: string): number | '' {
  const compact = text.replace(/\s|%/g, '');
  if (compact === '') return '';
  return /^\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

export function PercentField({ name, label, description, dependsOn, className }: CommonFieldProps) {
  const state = useFieldState(name, { dependsOn, hasDescription: Boolean(description) });
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const unitId = `${state.ids.input}-unit`;
  const { value } = state.field;
  const draftIsCurrent = draft !== null && Object.is(parse(draft), value);
  const formatted =
    typeof value === 'number' && Number.isFinite(value)
      ? intl.formatNumber(value, { maximumFractionDigits: 4, useGrouping: false })
      : '';
  return (
    <FieldFrame state={state} label={label} description={description} className={className}>
      <div className="field__money">
        <input
          {...state.controlProps}
          aria-describedby={[state.controlProps['aria-describedby'], unitId].filter(Boolean).join(' ')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field__control"
          value={draftIsCurrent ? draft : formatted}
          onChange={(event) => {
            setDraft(event.target.value);
            void state.helpers.setValue(parse(event.target.value), false);
          }}
          onBlur={() => {
            if (draft !== null && !Number.isNaN(parse(draft))) setDraft(null);
            state.controlProps.onBlur();
          }}
        />
        <span id={unitId} className="field__unit">
          %
        </span>
      </div>
    </FieldFrame>
  );
}
