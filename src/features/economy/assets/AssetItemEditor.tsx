// Change or delete one saved asset (vehicle, boat, deposit, stock portfolio) in place: the edit button opens the
// item's form with the request form's rules; delete asks about the loans financing it first.
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUpdateEconomyItemMutation } from '../../../../store/api/economyApi';
import { Button } from '../../../components/Button/Button';
import { DeleteSecuringItem } from '../DeleteSecuringItem';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { useLenderOptions } from '../optionLists';
import { useAfterSave } from '../saveFeedback';
import { useEconomy } from '../useEconomy';
import { assetFields, assetSchema } from './assetForm';
import { typeExtra, type AssetKind } from './assetKinds';

const DELETE_LABELS = {
  delete: 'economy.otherAssets.delete',
  ask: 'economy.otherAssets.deleteAsk',
  withLoans: 'economy.otherAssets.deleteWithLoans',
  keepLoans: 'economy.otherAssets.deleteKeepLoans',
};

export function AssetItemEditor({
  kind,
  assetType,
  item,
  securedCount,
  onDeleted = () => undefined,
}: {
  kind: AssetKind;
  assetType: string;
  item: { id: number } & Record<string, unknown>;
  securedCount: number;
  onDeleted?: () => void;
}) {
  const afterSave = useAfterSave();
  const { userId } = useEconomy();
  const lenders = useLenderOptions();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateEconomyItemMutation();
  const fields = useMemo(() => assetFields(kind, lenders), [kind, lenders]);
  const schema = useMemo(() => assetSchema(kind), [kind]);
  const { collection } = kind;
  if (editing)
    return (
      <ItemForm
        fields={fields}
        schema={schema}
        initial={initialValues(fields, {
          ...item,
          supplier_id: item.supplier_id === null || item.supplier_id === undefined ? '' : String(item.supplier_id),
        })}
        extra={typeExtra(kind, assetType)}
        submitId="economy.otherAssets.save"
        onCancel={() => setEditing(false)}
        save={async (body) => {
          return afterSave(await update({ userId, collection, id: item.id, item: body }), () => setEditing(false));
        }}
      />
    );
  return (
    <div className="economy-actions">
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <FormattedMessage id="economy.edit" />
      </Button>
      <DeleteSecuringItem
        securedCount={securedCount}
        target={{ userId, collection, id: item.id }}
        onDeleted={onDeleted}
        labels={DELETE_LABELS}
      />
    </div>
  );
}
