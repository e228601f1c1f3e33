// One saved loan on a home, vehicle or boat, with the same actions wherever it is listed.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Schema } from 'yup';
import { useUpdateEconomyItemMutation } from '../../../store/api/economyApi';
import { Button } from '../../components/Button/Button';
import { DeleteSecuringItem } from './DeleteSecuringItem';
import { initialValues, type FieldSpec } from './fieldSpec';
import { ItemForm } from './ItemForm';
import { LiabilityLine, type LineLiability } from './LiabilityLine';
import { useAfterSave } from './saveFeedback';
import { useEconomy } from './useEconomy';

const LOAN_DELETE_LABELS = {
  delete: 'economy.otherAssets.removeLoan',
  ask: 'economy.otherAssets.deleteAsk',
  withLoans: 'economy.otherAssets.deleteWithLoans',
  keepLoans: 'economy.otherAssets.deleteKeepLoans',
};

/**
 * One saved loan on a home, vehicle or boat, with the same actions wherever it is listed: change it (its form with
 * the rules of its kind) or remove it.
 */
export function SavedLiability({
  title,
  liability,
  collection,
  fields,
  schema,
}: {
  title: ReactNode;
  liability: LineLiability & { id: number } & Record<string, unknown>;
  collection: 'loans' | 'credits' | 'mortgages';
  fields: readonly FieldSpec[];
  schema: Schema;
}) {
  const afterSave = useAfterSave();
  const { userId } = useEconomy();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateEconomyItemMutation();
  return (
    <li>
      <LiabilityLine title={title} liability={liability} />
      {editing ? (
        <ItemForm
          fields={fields}
          schema={schema}
          initial={initialValues(fields, liability)}
          // What it is and what it finances travel unchanged: the rules of its kind need them.
          extra={{
            liability_sub_type: liability.liability_sub_type,
            property_id: liability.property_id ?? null,
            vehicle_id: liability.vehicle_id ?? null,
            boat_id: liability.boat_id ?? null,
          }}
          submitId="economy.otherDebt.save"
          onCancel={() => setEditing(false)}
          save={async (body) =>
            afterSave(await update({ userId, collection, id: liability.id, item: body }), () => setEditing(false))
          }
        />
      ) : (
        <div className="economy-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <FormattedMessage id="economy.editLoan" />
          </Button>
          <DeleteSecuringItem
            securedCount={0}
            target={{ userId, collection, id: liability.id }}
            onDeleted={() => undefined}
            labels={LOAN_DELETE_LABELS}
          />
        </div>
      )}
    </li>
  );
}
