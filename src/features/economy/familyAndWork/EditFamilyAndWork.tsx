// Changing one half of family and work (edit-family, edit-work) with the aboutYou and employment steps' rules.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSaveFamilyAndWorkMutation } from '../../../../store/api/economyApi';
import { Card } from '../../../components/Card/Card';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { showToast } from '../../../lib/toast';
import { paths } from '../../../../domain/paths';
import { familyAndWorkSchema } from '../../../../domain/validation/economy/economySchemas';
import { EconomyFrame, EconomyPending } from '../EconomyFrame';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { economySchemaContext } from '../schemaContext';
import { useEconomy } from '../useEconomy';
import { familyAndWorkBody, savedBody } from './familyAndWorkBody';
import { useFamilyAndWorkFields, type FamilyAndWorkHalf } from './familyAndWorkFields';

export function EditFamilyAndWork({ half }: { half: FamilyAndWorkHalf }) {
  const { economy, userId } = useEconomy();
  const navigate = useNavigate();
  const intl = useIntl();
  const [save] = useSaveFamilyAndWorkMutation();
  const fields = useFamilyAndWorkFields(half);
  // The civil status is among the values on both halves (the work page's from what is saved): it decides what is asked.
  const schema = useMemo(
    () => familyAndWorkSchema(economySchemaContext).pick(['civil_status', ...fields.map((f) => f.name)] as never[]),
    [fields],
  );
  const title = (
    <FormattedMessage id={half === 'family' ? 'page.economy.editFamily.title' : 'page.economy.editWork.title'} />
  );
  if (!economy)
    return (
      <>
        <PageHeader title={title} />
        <EconomyPending />
      </>
    );
  const saved = savedBody(economy);
  return (
    <>
      <PageHeader title={title} />
      <EconomyFrame>
        <Card className="narrow-card">
          <ItemForm
            fields={fields}
            schema={schema}
            initial={initialValues(fields, saved)}
            extra={half === 'work' ? { civil_status: saved.civil_status } : undefined}
            submitId="economy.family.save"
            onCancel={() => navigate(paths.economy.familyAndWork.path)}
            save={async (body) => {
              const result = await save({ userId, body: familyAndWorkBody(saved, body) });
              if ('data' in result) {
                showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
                navigate(paths.economy.familyAndWork.path);
              }
              return result;
            }}
          />
        </Card>
      </EconomyFrame>
    </>
  );
}
