// economy/family-and-work: civil status, children, the companion person, and work and income; edit-family and
// edit-work change them with the aboutYou and employment steps' rules (PUT …/family-and-work takes both halves).
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSaveFamilyAndWorkMutation, type EconomicProfile } from '../../../store/api/economyApi';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formOptions, hasPartner } from '../../../domain/formOptions';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { familyAndWorkSchema } from '../../../domain/validation/economy/economySchemas';
import {
  EconomyFrame,
  economySchemaContext,
  initialValues,
  ItemForm,
  useEconomy,
  useOptions,
  type FieldSpec,
} from './economyShared';

/** The whole PUT body as saved now; a page changes its half of it. */
function savedBody(e: EconomicProfile): Record<string, unknown> {
  return {
    civil_status: e.civil_status,
    birth_date: e.birth_date,
    children_count: e.children_count,
    co_applicant_name: e.companionPerson?.name ?? null,
    co_applicant_birth_date: e.companionPerson?.birth_date ?? null,
    co_applicant_employment_type: e.companionPerson?.employment_type ?? null,
    co_applicant_monthly_income: e.companionPerson?.monthly_income ?? null,
    employment_type: e.employment_type,
    employer: e.employer,
    employed_since: e.employed_since,
    monthly_income: e.monthly_income,
  };
}

function Fact({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children ?? '–'}</dd>
    </>
  );
}

const option = (list: string, value: string | null | undefined) =>
  value ? <FormattedMessage id={`options.${list}.${value}`} /> : null;

export function FamilyAndWorkPage() {
  const { economy } = useEconomy();
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.familyAndWork.title" />} />
      <EconomyFrame>
        {!economy ? (
          <LoadingState />
        ) : (
          <>
            <Card
              title={<FormattedMessage id="economy.family.title" />}
              actions={
                <Link to={paths.economy.editFamily.path} variant="button-secondary">
                  <FormattedMessage id="economy.family.edit" />
                </Link>
              }
            >
              <dl className="economy-facts">
                <Fact labelId="economy.field.civil_status">{option('civilStatuses', economy.civil_status)}</Fact>
                <Fact labelId="economy.field.birth_date">{economy.birth_date}</Fact>
                <Fact labelId="economy.field.children_count">{economy.children_count}</Fact>
                {economy.companionPerson && (
                  <Fact labelId="economy.field.co_applicant_name">{economy.companionPerson.name}</Fact>
                )}
              </dl>
            </Card>
            <Card
              title={<FormattedMessage id="economy.work.title" />}
              actions={
                <Link to={paths.economy.editWork.path} variant="button-secondary">
                  <FormattedMessage id="economy.work.edit" />
                </Link>
              }
            >
              <dl className="economy-facts">
                <Fact labelId="economy.field.employment_type">
                  {option('employmentTypes', economy.employment_type)}
                </Fact>
                <Fact labelId="economy.field.employer">{economy.employer}</Fact>
                <Fact labelId="economy.field.monthly_income">
                  <MoneyDisplay amount={economy.monthly_income} />
                </Fact>
                {economy.companionPerson && (
                  <Fact labelId="economy.field.co_applicant_monthly_income">
                    <MoneyDisplay amount={economy.companionPerson.monthly_income} />
                  </Fact>
                )}
              </dl>
            </Card>
          </>
        )}
      </EconomyFrame>
    </>
  );
}

function EditPage({ half }: { half: 'family' | 'work' }) {
  const { economy, userId } = useEconomy();
  const navigate = useNavigate();
  const intl = useIntl();
  const [save] = useSaveFamilyAndWorkMutation();
  const civil = useOptions('civilStatuses', formOptions.civilStatuses);
  const employment = useOptions('employmentTypes', formOptions.employmentTypes);
  const partner = hasPartner(economy?.civil_status);
  const fields: FieldSpec[] = useMemo(
    () =>
      half === 'family'
        ? [
            { name: 'civil_status', kind: 'select', labelId: 'economy.field.civil_status', options: civil },
            { name: 'birth_date', kind: 'date', labelId: 'economy.field.birth_date' },
            { name: 'children_count', kind: 'number', labelId: 'economy.field.children_count' },
            { name: 'co_applicant_name', kind: 'text', labelId: 'economy.field.co_applicant_name' },
            { name: 'co_applicant_birth_date', kind: 'date', labelId: 'economy.field.co_applicant_birth_date' },
          ]
        : [
            { name: 'employment_type', kind: 'select', labelId: 'economy.field.employment_type', options: employment },
            { name: 'employer', kind: 'text', labelId: 'economy.field.employer' },
            { name: 'employed_since', kind: 'date', labelId: 'economy.field.employed_since' },
            { name: 'monthly_income', kind: 'money', labelId: 'economy.field.monthly_income' },
            ...(partner
              ? ([
                  {
                    name: 'co_applicant_employment_type',
                    kind: 'select',
                    labelId: 'economy.field.co_applicant_employment_type',
                    options: employment,
                  },
                  {
                    name: 'co_applicant_monthly_income',
                    kind: 'money',
                    labelId: 'economy.field.co_applicant_monthly_income',
                  },
                ] as FieldSpec[])
              : []),
          ],
    [half, civil, employment, partner],
  );
  const schema = useMemo(
    () => familyAndWorkSchema(economySchemaContext, economy?.civil_status).pick(fields.map((f) => f.name) as never[]),
    [economy?.civil_status, fields],
  );
  const title = (
    <FormattedMessage id={half === 'family' ? 'page.economy.editFamily.title' : 'page.economy.editWork.title'} />
  );
  if (!economy)
    return (
      <>
        <PageHeader title={title} />
        <LoadingState />
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
            submitId="economy.family.save"
            onCancel={() => navigate(paths.economy.familyAndWork.path)}
            save={async (body) => {
              const result = await save({ userId, body: { ...saved, ...body } });
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

export const EditFamilyPage = () => <EditPage half="family" />;
export const EditWorkPage = () => <EditPage half="work" />;
