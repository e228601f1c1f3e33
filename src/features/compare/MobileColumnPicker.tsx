// A narrow screen shows two columns side by side; the customer picks which two (§3 mobileView).
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { useAppDispatch } from '../../../store/hooks';
import { MOBILE_COLUMNS, mobileColumnChosen } from '../../../store/slices/offerComparisonSlice';
import { OWN_COLUMN } from '../../../domain/offerComparison';

type Props = { shown: readonly number[]; mobileView: readonly number[]; leadsById: ReadonlyMap<number, Lead> };

export function MobileColumnPicker({ shown, mobileView, leadsById }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const baseId = useId();
  const name = (id: number) =>
    id === OWN_COLUMN
      ? intl.formatMessage({ id: 'compare.ownColumn' })
      : (leadsById.get(id)?.supplier.name ?? String(id));
  return (
    <fieldset className="mobile-picker">
      <legend className="mobile-picker__legend">
        <FormattedMessage id="compare.mobile.legend" />
      </legend>
      {Array.from({ length: Math.min(MOBILE_COLUMNS, shown.length) }, (_, position) => (
        <div key={position} className="mobile-picker__field">
          <label htmlFor={`${baseId}-${position}`}>
            <FormattedMessage id="compare.mobile.column" values={{ number: position + 1 }} />
          </label>
          <select
            id={`${baseId}-${position}`}
            value={mobileView[position] ?? ''}
            onChange={(event) => dispatch(mobileColumnChosen({ position, columnId: Number(event.target.value) }))}
          >
            {shown.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
