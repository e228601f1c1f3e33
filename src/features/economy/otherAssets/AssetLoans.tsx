// The loans on a saved vehicle or boat.
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAddEconomyItemMutation, type EconomicProfile } from '../../../../store/api/economyApi';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { economyCreditSchema } from '../../../../domain/validation/economy/economySchemas';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { SavedLiability } from '../SavedLiability';
import { useAfterSave } from '../saveFeedback';
import { economySchemaContext } from '../schemaContext';
import { useEconomy } from '../useEconomy';
import { ASSET_LOAN_FIELDS, ASSET_LOAN_SUB_TYPE, assetLoanSchema } from '../assets/assetForm';
import type { AssetKind } from '../assets/assetKinds';
import { loansOf } from '../assets/assetLoans';

/** The loans on a vehicle or boat: each can be removed, and a new one added. */
export function AssetLoans({ kind, id, economy }: { kind: AssetKind; id: number; economy: EconomicProfile }) {
  const afterSave = useAfterSave();
  const { userId } = useEconomy();
  const [adding, setAdding] = useState(false);
  const [add] = useAddEconomyItemMutation();
  const schema = useMemo(() => assetLoanSchema(), []);
  const creditSchema = useMemo(() => economyCreditSchema(economySchemaContext, ASSET_LOAN_SUB_TYPE), []);
  const loans = loansOf(economy, kind.ownerField!, id);
  return (
    <Card title={<FormattedMessage id="economy.otherAssets.loansOn" />}>
      {loans.length === 0 ? (
        <p className="economy-muted">
          <FormattedMessage id="economy.otherAssets.noLoans" />
        </p>
      ) : (
        <ul className="economy-list">
          {loans.map(({ item, collection }) => (
            <SavedLiability
              key={`${collection}-${item.id}`}
              title={<FormattedMessage id={`economy.subType.${item.liability_sub_type}`} />}
              liability={item}
              collection={collection}
              fields={ASSET_LOAN_FIELDS}
              schema={collection === 'loans' ? schema : creditSchema}
            />
          ))}
        </ul>
      )}
      {adding ? (
        <ItemForm
          fields={ASSET_LOAN_FIELDS}
          schema={schema}
          initial={initialValues(ASSET_LOAN_FIELDS)}
          extra={{ liability_sub_type: ASSET_LOAN_SUB_TYPE, [kind.ownerField!]: id }}
          submitId="economy.otherDebt.save"
          onCancel={() => setAdding(false)}
          save={async (body) => {
            return afterSave(await add({ userId, collection: 'loans', item: body }), () => setAdding(false));
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <FormattedMessage id="economy.otherAssets.addLoan" />
        </Button>
      )}
    </Card>
  );
}
