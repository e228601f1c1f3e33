// Changing a home's address and value in place, or deleting it with a choice about the loans secured on it.
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useUpdateEconomyItemMutation, type EconomicProfile } from '../../../../store/api/economyApi';
import { Button } from '../../../components/Button/Button';
import { paths } from '../../../../domain/paths';
import { economyPropertySchema } from '../../../../domain/validation/economy/economySchemas';
import { DeleteSecuringItem } from '../DeleteSecuringItem';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { useAfterSave } from '../saveFeedback';
import { economySchemaContext } from '../schemaContext';
import { useEconomy } from '../useEconomy';
import { PROPERTY_FIELDS, propertyExtra } from './propertyFields';

const DELETE_LABELS = {
  delete: 'economy.properties.delete',
  ask: 'economy.properties.deleteAsk',
  withLoans: 'economy.properties.deleteWithLoans',
  keepLoans: 'economy.properties.deleteKeepLoans',
};

export function PropertyEditor({
  property,
  securedCount,
}: {
  property: EconomicProfile['properties'][number];
  /** The mortgages and loans on it. */
  securedCount: number;
}) {
  const { userId } = useEconomy();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateEconomyItemMutation();
  const afterSave = useAfterSave();
  const navigate = useNavigate();
  const schema = useMemo(() => economyPropertySchema(economySchemaContext), []);
  const { id } = property;
  if (editing)
    return (
      <ItemForm
        fields={PROPERTY_FIELDS}
        schema={schema}
        initial={initialValues(PROPERTY_FIELDS, { ...property, address1: property.address.address1 })}
        extra={propertyExtra(property.residence_type)}
        submitId="economy.properties.save"
        onCancel={() => setEditing(false)}
        save={async (body) =>
          afterSave(await update({ userId, collection: 'properties', id, item: body }), () => setEditing(false))
        }
      />
    );
  return (
    <div className="economy-actions">
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <FormattedMessage id="economy.properties.edit" />
      </Button>
      <DeleteSecuringItem
        securedCount={securedCount}
        target={{ userId, collection: 'properties', id }}
        onDeleted={() => navigate(paths.economy.properties.path, { replace: true })}
        labels={DELETE_LABELS}
      />
    </div>
  );
}
