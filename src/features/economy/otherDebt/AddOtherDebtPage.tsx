// economy/other-debt/add/{liabilityType}: adding a loan or credit line with the otherDebt step's rules.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useAddEconomyItemMutation } from '../../../../store/api/economyApi';
import { Alert } from '../../../components/Alert/Alert';
import { Card } from '../../../components/Card/Card';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
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
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.addOtherDebt.title" />}
        description={known ? <FormattedMessage id={`options.liabilityTypes.${type}`} /> : undefined}
      />
      <EconomyFrame>
        <Card className="narrow-card">
          {!known ? (
            <Alert tone="error">
              <FormattedMessage id="economy.unknownType" />
            </Alert>
          ) : (
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
          )}
        </Card>
      </EconomyFrame>
    </>
  );
}
