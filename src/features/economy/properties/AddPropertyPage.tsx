// economy/properties/add/{propertyType}: adding a home of one type, kept in the property draft while it is typed.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { PROPERTY_TYPES } from '../../../../domain/economyOptions';
import { useAddEconomyItemMutation } from '../../../../store/api/economyApi';
import { Card } from '../../../components/Card/Card';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { draftReset, selectDraftItem } from '../../../../store/slices/assetDraftSlice';
import { showToast } from '../../../lib/toast';
import { paths } from '../../../../domain/paths';
import { economyPropertySchema } from '../../../../domain/validation/economy/economySchemas';
import { AddItemFrame } from '../AddItemFrame';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { economySchemaContext } from '../schemaContext';
import { useEconomy } from '../useEconomy';
import { KeepPropertyDraft, TownFromPostalCode } from './propertyDraft';
import { PROPERTY_FIELDS, propertyExtra } from './propertyFields';

export function AddPropertyPage() {
  const { propertyType = '' } = useParams();
  const { userId } = useEconomy();
  const navigate = useNavigate();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [add] = useAddEconomyItemMutation();
  const schema = useMemo(() => economyPropertySchema(economySchemaContext), []);
  const known = (PROPERTY_TYPES as readonly string[]).includes(propertyType);
  const stored = useAppSelector((state) => selectDraftItem(state, 'property'));
  // A draft of another type of home is not this flow's.
  const draft = stored?.values.residence_type === propertyType ? stored.values : undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft seeds the form once; it then follows the form
  const initial = useMemo(() => initialValues(PROPERTY_FIELDS, draft), [propertyType]);
  function leave() {
    dispatch(draftReset());
    navigate(paths.economy.properties.path);
  }
  return (
    <AddItemFrame
      titleId="page.economy.addProperty.title"
      typeLabelId={known ? `options.residenceTypes.${propertyType}` : null}
      keepsDraft
    >
      <Card className="narrow-card">
        <ItemForm
          fields={PROPERTY_FIELDS}
          schema={schema}
          initial={initial}
          extra={propertyExtra(propertyType)}
          submitId="economy.properties.save"
          onCancel={leave}
          save={async (body) => {
            const result = await add({ userId, collection: 'properties', item: body });
            if ('data' in result && result.data) {
              dispatch(draftReset());
              showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
              navigate(paths.economy.property.getHref(result.data.id));
            }
            return result;
          }}
        >
          <KeepPropertyDraft residenceType={propertyType} />
          <TownFromPostalCode />
        </ItemForm>
      </Card>
    </AddItemFrame>
  );
}
