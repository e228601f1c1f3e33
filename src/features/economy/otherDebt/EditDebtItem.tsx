// One debt on the edit list, changed or deleted in place.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUpdateEconomyItemMutation, type EconomicProfile } from '../../../../store/api/economyApi';
import { Button } from '../../../components/Button/Button';
import { useDeferredDelete } from '../deferredDelete';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { useAfterSave } from '../saveFeedback';
import { fieldsFor, schemaFor } from './debtForm';
import { DebtRow } from './DebtRow';
import { typeOf, type Liability } from './otherDebtTypes';

export function EditDebtItem({
  userId,
  item,
  collection,
  economy,
}: {
  userId: number;
  item: Liability;
  collection: 'loans' | 'credits';
  economy: EconomicProfile;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateEconomyItemMutation();
  const afterSave = useAfterSave();
  const deferDelete = useDeferredDelete();
  const type = typeOf(item, collection);
  const fields = useMemo(() => fieldsFor(type, economy, intl), [type, economy, intl]);
  const schema = useMemo(() => schemaFor(type), [type]);
  return (
    <li>
      <DebtRow item={item} collection={collection} />
      {editing ? (
        <ItemForm
          fields={fields}
          schema={schema}
          initial={initialValues(fields, {
            ...item,
            vehicle_id: item.vehicle_id === null ? '' : String(item.vehicle_id),
          })}
          extra={{ liability_sub_type: item.liability_sub_type }}
          submitId="economy.otherDebt.save"
          onCancel={() => setEditing(false)}
          save={async (body) => {
            return afterSave(await update({ userId, collection, id: item.id, item: body }), () => setEditing(false));
          }}
        />
      ) : (
        <div className="economy-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <FormattedMessage id="economy.edit" />
          </Button>
          <Button variant="danger" onClick={() => deferDelete({ userId, collection, id: item.id })}>
            <FormattedMessage id="economy.delete" />
          </Button>
        </div>
      )}
    </li>
  );
}
