// Which columns the comparison shows: the customer's own situation and each offer. The choice goes into the
// route's leadIds, so it can be bookmarked and the back button undoes it.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { OWN_COLUMN } from '../../../domain/offerComparison';

type Props = {
  offers: readonly Lead[];
  shown: readonly number[];
  /** A narrow screen shows this many of the chosen columns side by side; null on a wide one (all of them). */
  sideBySide: number | null;
  onChange: (ids: number[]) => void;
};

export function ColumnPicker({ offers, shown, sideBySide, onChange }: Props) {
  const intl = useIntl();
  const all = [OWN_COLUMN, ...offers.map((lead) => lead.id)];
  // The route changes after its guards have run; until then the boxes show the customer's choice, not the old
  // route's (a controlled checkbox would otherwise spring back for a moment). Tied to the columns it was made on.
  const shownKey = shown.join(',');
  const [choice, setChoice] = useState<{ madeOn: string; ids: number[] } | null>(null);
  const chosen = choice && choice.madeOn === shownKey ? choice.ids : shown;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    const ids = all.filter((candidate) => next.has(candidate));
    setChoice({ madeOn: shownKey, ids });
    onChange(ids);
  };
  const option = (id: number, label: string) => {
    const checked = chosen.includes(id);
    return (
      <label key={id} className="column-picker__option">
        <input
          type="checkbox"
          checked={checked}
          // The table keeps at least one column.
          disabled={checked && chosen.length === 1}
          onChange={(event) => toggle(id, event.target.checked)}
        />
        <span>{label}</span>
      </label>
    );
  };
  return (
    <details className="column-picker">
      <summary className="column-picker__summary">
        {sideBySide === null ? (
          <FormattedMessage id="compare.picker.summary" values={{ shown: chosen.length, total: all.length }} />
        ) : (
          <FormattedMessage
            id="compare.picker.summaryNarrow"
            values={{ chosen: chosen.length, total: all.length, visible: sideBySide }}
          />
        )}
      </summary>
      <fieldset className="column-picker__fields">
        <legend className="visually-hidden">
          <FormattedMessage id="compare.picker.legend" />
        </legend>
        {option(OWN_COLUMN, intl.formatMessage({ id: 'compare.ownColumn' }))}
        {offers.map((lead) => option(lead.id, lead.supplier.name))}
      </fieldset>
    </details>
  );
}
