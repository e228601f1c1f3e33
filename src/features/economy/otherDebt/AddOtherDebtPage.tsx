// economy/other-debt/add/{liabilityType}: adding a loan or credit line with the otherDebt step's rules.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useAddEconomyItemMutation } from '../../../../store/api/economyApi';
import { Card } from '../../../components/Card/Card';
import { paths } from '../../../../domain/paths';
import { AddItemFrame } from '../AddItemFrame';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { useAfterSave } from '../saveFeedback';
import { useEconomy } from '../useEconomy';
import { fieldsFor, schemaFor } from './debtForm';
import { OTHER_DEBT_TYPES, type DebtType } from './otherDebtTypes';

export function AddOtherDebtPage() {
  const { liabilityType = '' } = useParams();
  const { userId, economy } = useEconomy();
  const navigate = useNavigate();
  const intl = useIntl();
  const [add] = useAddEconomyItemMutation();
  const afterSave = useAfterSave();
  const known = liabilityType in OTHER_DEBT_TYPES;
  const type = (known ? liabilityType : 'consumer_loans') as DebtType;
  const fields = useMemo(() => fieldsFor(type, economy, intl), [type, economy, intl]);
  const schema = useMemo(() => schemaFor(type), [type]);
  const initial = useMemo(() => initialValues(fields), [fields]);
  const { collection, subType } = OTHER_DEBT_TYPES[type];
  return (
    <AddItemFrame
      titleId="page.economy.addOtherDebt.title"
      typeLabelId={known ? `options.liabilityTypes.${type}` : null}
    >
      <Card className="narrow-card">
        <ItemForm
          fields={fields}
          schema={schema}
          initial={initial}
          extra={{ liability_sub_type: subType }}
          submitId="economy.otherDebt.save"
          onCancel={() => navigate(paths.economy.otherDebt.path)}
          save={async (body) => {
            return afterSave(await add({ userId, collection, item: body }), () =>
              navigate(paths.economy.otherDebt.path),
            );
          }}
        />
      </Card>
    </AddItemFrame>
  );
}
