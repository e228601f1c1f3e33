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
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { familyAndWorkSchema } from '../../../domain/validation/economy/economySchemas';
import {
  EconomyFrame,
  EconomyPending,
  economySchemaContext,
  initialValues,
  ItemForm,
  useEconomy,
  useOptions,
  type FieldSpec,
} from './economyShared';

const CO_APPLICANT_FIELDS = [
  'co_applicant_name',
  'co_applicant_birth_date',
  'co_applicant_employment_type',
  'co_applicant_monthly_income',
] as const;

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

/** The saved body with a page's change; without a partner nothing about one is sent. */
export function familyAndWorkBody(saved: Record<string, unknown>, change: Record<string, unknown>) {
  const body = { ...saved, ...change };
  if (!hasPartner(body.civil_status)) for (const field of CO_APPLICANT_FIELDS) delete body[field];
  return body;
}

const withPartner = (values: Record<string, unknown>) => hasPartner(values.civil_status);

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
  const intl = useIntl();
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
                <Fact labelId="economy.field.birth_date">
                  {formatDate(economy.birth_date, intl.locale, 'long') || null}
                </Fact>
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
  // The partner's work and income are asked where the civil status is changed too: a new partner needs them.
  const partnerWork: FieldSpec[] = useMemo(
    () => [
      {
        name: 'co_applicant_employment_type',
        kind: 'select',
        labelId: 'economy.field.co_applicant_employment_type',
        options: employment,
        when: withPartner,
      },
      {
        name: 'co_applicant_monthly_income',
        kind: 'money',
        labelId: 'economy.field.co_applicant_monthly_income',
        when: withPartner,
      },
    ],
    [employment],
  );
  const fields: FieldSpec[] = useMemo(
    () =>
      half === 'family'
        ? [
            { name: 'civil_status', kind: 'select', labelId: 'economy.field.civil_status', options: civil },
            { name: 'birth_date', kind: 'date', labelId: 'economy.field.birth_date' },
            { name: 'children_count', kind: 'number', labelId: 'economy.field.children_count' },
            { name: 'co_applicant_name', kind: 'text', labelId: 'economy.field.co_applicant_name', when: withPartner },
            {
              name: 'co_applicant_birth_date',
              kind: 'date',
              labelId: 'economy.field.co_applicant_birth_date',
              when: withPartner,
            },
            ...partnerWork,
          ]
        : [
            { name: 'employment_type', kind: 'select', labelId: 'economy.field.employment_type', options: employment },
            { name: 'employer', kind: 'text', labelId: 'economy.field.employer' },
            { name: 'employed_since', kind: 'date', labelId: 'economy.field.employed_since' },
            { name: 'monthly_income', kind: 'money', labelId: 'economy.field.monthly_income' },
            ...partnerWork,
          ],
    [half, civil, employment, partnerWork],
  );
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

export const EditFamilyPage = () => <EditPage half="family" />;
export const EditWorkPage = () => <EditPage half="work" />;
