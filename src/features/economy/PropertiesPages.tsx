// economy/properties: the homes the customer owns with value, debt, equity and loan-to-value; adding one by
// type; one home with its mortgages and loans (add, change the value, delete with a choice about its loans).
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { PROPERTY_TYPES } from '../../../domain/economyOptions';
import {
  useAddEconomyItemMutation,
  useUpdateEconomyItemMutation,
  type EconomicProfile,
} from '../../../store/api/economyApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { propertyFigures } from '../../../domain/economySummary';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { draftReset, selectDraftItem } from '../../../store/slices/assetDraftSlice';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import {
  economyCreditSchema,
  economyMortgageSchema,
  economyPropertySchema,
  economyLoanSchema,
} from '../../../domain/validation/economy/economySchemas';
import {
  DeleteSecuringItem,
  EconomyFrame,
  EconomyPending,
  economySchemaContext,
  formatLtv,
  initialValues,
  ItemForm,
  LIABILITY_FIELDS,
  SavedLiability,
  useEconomy,
  useOptions,
  type FieldSpec,
} from './economyShared';
import { LeaveDraftPrompt } from './LeaveDraftPrompt';
import { KeepPropertyDraft, TownFromPostalCode } from './propertyDraft';

type Property = EconomicProfile['properties'][number];

export const addressOf = (p: Property) =>
  [p.address.address1 ?? p.oneLineAddress, [p.postal_code, p.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ') || `#${p.id}`;

const PROPERTY_FIELDS: FieldSpec[] = [
  { name: 'address1', kind: 'text', labelId: 'economy.field.address1' },
  { name: 'postal_code', kind: 'text', labelId: 'economy.field.postal_code' },
  { name: 'city', kind: 'text', labelId: 'economy.field.city' },
  { name: 'value', kind: 'money', labelId: 'economy.field.value' },
];

const MORTGAGE_FIELDS = (kinds: { value: string; label: string }[]): FieldSpec[] => [
  { name: 'loan_kind', kind: 'select', labelId: 'economy.field.loan_kind', options: kinds },
  ...LIABILITY_FIELDS,
];

const LOAN_FIELDS = LIABILITY_FIELDS;

function AddPropertyLinks() {
  return (
    <ul className="economy-add-links">
      {PROPERTY_TYPES.map((type) => (
        <li key={type}>
          <Link to={paths.economy.addProperty.getHref(type)} variant="button-secondary">
            <FormattedMessage id={`economy.properties.add.${type}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PropertyTable({ economy, editable }: { economy: EconomicProfile; editable?: boolean }) {
  const intl = useIntl();
  const liabilities = [...economy.mortgages, ...economy.loans, ...economy.credits];
  const owned = economy.properties.filter((p) => p.is_existing);
  if (owned.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="economy.properties.empty.title" />}
        description={<FormattedMessage id="economy.properties.empty.text" />}
      />
    );
  return (
    <div className="economy-table-wrap">
      <table className="economy-table">
        <caption className="visually-hidden">
          <FormattedMessage id="economy.properties.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="economy.properties.home" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.field.value" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.properties.debt" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.properties.equity" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.properties.ltv" />
            </th>
          </tr>
        </thead>
        <tbody>
          {owned.map((p) => {
            const f = propertyFigures(p, liabilities);
            return (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={paths.economy.property.getHref(p.id)}>{addressOf(p)}</Link>
                  <div className="economy-muted">
                    <FormattedMessage id={`options.residenceTypes.${p.residence_type ?? 'owner_house'}`} />
                  </div>
                  {editable && (
                    <Link to={paths.economy.property.getHref(p.id)}>
                      <FormattedMessage id="economy.edit" />
                    </Link>
                  )}
                </th>
                <td>
                  <MoneyDisplay amount={f.value} />
                </td>
                <td>
                  <MoneyDisplay amount={f.debt} />
                </td>
                <td>
                  <MoneyDisplay amount={f.equity} />
                </td>
                <td data-testid={`ltv-${p.id}`}>{formatLtv(f.loanToValue, intl.locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function PropertiesPage() {
  const { economy } = useEconomy();
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.properties.title" />}
        description={<FormattedMessage id="economy.properties.intro" />}
        actions={
          <Link to={paths.economy.editProperties.path} variant="button-secondary">
            <FormattedMessage id="economy.properties.editAll" />
          </Link>
        }
      />
      <EconomyFrame>
        <Card>
          {economy ? <PropertyTable economy={economy} /> : <LoadingState />}
          <AddPropertyLinks />
        </Card>
      </EconomyFrame>
    </>
  );
}

export function EditPropertiesPage() {
  const { economy } = useEconomy();
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editProperties.title" />} />
      <EconomyFrame>
        <Card>{economy ? <PropertyTable economy={economy} editable /> : <LoadingState />}</Card>
      </EconomyFrame>
    </>
  );
}

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
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.addProperty.title" />}
        description={known ? <FormattedMessage id={`options.residenceTypes.${propertyType}`} /> : undefined}
      />
      <EconomyFrame>
        <LeaveDraftPrompt />
        <Card className="narrow-card">
          {!known ? (
            <Alert tone="error">
              <FormattedMessage id="economy.unknownType" />
            </Alert>
          ) : (
            <ItemForm
              fields={PROPERTY_FIELDS}
              schema={schema}
              initial={initial}
              extra={{
                residence_type: propertyType,
                is_existing: true,
                address_country_code: 'dk',
                show_manual_address: true,
              }}
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
          )}
        </Card>
      </EconomyFrame>
    </>
  );
}

export function PropertyPage() {
  const { propertyId } = useParams();
  const { userId, economy, query } = useEconomy();
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<'mortgage' | 'loan' | null>(null);
  const [update] = useUpdateEconomyItemMutation();
  const [add] = useAddEconomyItemMutation();
  const navigate = useNavigate();
  const kinds = useOptions('mortgageKinds', ['fixed', 'f1', 'f3', 'f5']);
  const propertySchema = useMemo(() => economyPropertySchema(economySchemaContext), []);
  const mortgageSchema = useMemo(() => economyMortgageSchema(economySchemaContext), []);
  const loanSchema = useMemo(() => economyLoanSchema(economySchemaContext, 'bank_home_loan'), []);
  const creditSchema = useMemo(() => economyCreditSchema(economySchemaContext, 'home_credit'), []);
  const id = Number(propertyId);
  const property = economy?.properties.find((p) => p.id === id);
  const title = <FormattedMessage id="page.economy.property.title" />;
  if (!economy || query.isLoading)
    return (
      <>
        <PageHeader title={title} />
        <EconomyPending />
      </>
    );
  if (!property)
    return (
      <>
        <PageHeader title={title} />
        <EconomyFrame>
          <Card>
            <EmptyState
              title={<FormattedMessage id="economy.errors.itemNotFound" />}
              action={
                <Link to={paths.economy.properties.path} variant="button-secondary">
                  <FormattedMessage id="economy.backToProperties" />
                </Link>
              }
            />
          </Card>
        </EconomyFrame>
      </>
    );
  const liabilities = [...economy.mortgages, ...economy.loans, ...economy.credits];
  const figures = propertyFigures(property, liabilities);
  const mortgages = economy.mortgages.filter((m) => m.property_id === id);
  const loans = [
    ...economy.loans.map((item) => ({ item, collection: 'loans' as const })),
    ...economy.credits.map((item) => ({ item, collection: 'credits' as const })),
  ].filter(({ item }) => item.property_id === id);
  const saved = () => showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
  return (
    <>
      <PageHeader title={addressOf(property)} description={title} />
      <EconomyFrame>
        <Card title={<FormattedMessage id="economy.property.figures" />}>
          <dl className="economy-facts">
            <dt>
              <FormattedMessage id="economy.field.value" />
            </dt>
            <dd>
              <MoneyDisplay amount={figures.value} />
            </dd>
            <dt>
              <FormattedMessage id="economy.properties.debt" />
            </dt>
            <dd>
              <MoneyDisplay amount={figures.debt} />
            </dd>
            <dt>
              <FormattedMessage id="economy.properties.equity" />
            </dt>
            <dd>
              <MoneyDisplay amount={figures.equity} />
            </dd>
            <dt>
              <FormattedMessage id="economy.properties.ltv" />
            </dt>
            <dd data-testid="property-ltv">{formatLtv(figures.loanToValue, intl.locale)}</dd>
          </dl>
          <p className="economy-muted">
            <FormattedMessage id={`economy.summary.ltv.${figures.band}`} />
          </p>
          {editing ? (
            <ItemForm
              fields={PROPERTY_FIELDS}
              schema={propertySchema}
              initial={initialValues(PROPERTY_FIELDS, {
                ...property,
                address1: property.address.address1,
              })}
              extra={{
                residence_type: property.residence_type,
                is_existing: true,
                address_country_code: 'dk',
                show_manual_address: true,
              }}
              submitId="economy.properties.save"
              onCancel={() => setEditing(false)}
              save={async (body) => {
                const result = await update({ userId, collection: 'properties', id, item: body });
                if ('data' in result) {
                  saved();
                  setEditing(false);
                }
                return result;
              }}
            />
          ) : (
            <div className="economy-actions">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <FormattedMessage id="economy.properties.edit" />
              </Button>
              <DeleteSecuringItem
                securedCount={mortgages.length + loans.length}
                target={{ userId, collection: 'properties', id }}
                onDeleted={() => navigate(paths.economy.properties.path, { replace: true })}
                labels={{
                  delete: 'economy.properties.delete',
                  ask: 'economy.properties.deleteAsk',
                  withLoans: 'economy.properties.deleteWithLoans',
                  keepLoans: 'economy.properties.deleteKeepLoans',
                }}
              />
            </div>
          )}
        </Card>

        <Card title={<FormattedMessage id="economy.property.loans" />}>
          {mortgages.length + loans.length === 0 ? (
            <p className="economy-muted">
              <FormattedMessage id="economy.property.noLoans" />
            </p>
          ) : (
            <ul className="economy-list">
              {mortgages.map((m) => (
                <SavedLiability
                  key={`m${m.id}`}
                  title={
                    <FormattedMessage id={m.loan_kind ? `options.mortgageKinds.${m.loan_kind}` : 'economy.mortgage'} />
                  }
                  liability={m}
                  collection="mortgages"
                  fields={MORTGAGE_FIELDS(kinds)}
                  schema={mortgageSchema}
                />
              ))}
              {loans.map(({ item, collection }) => (
                <SavedLiability
                  key={`${collection}${item.id}`}
                  title={<FormattedMessage id={`economy.subType.${item.liability_sub_type}`} />}
                  liability={item}
                  collection={collection}
                  fields={LOAN_FIELDS}
                  schema={collection === 'loans' ? loanSchema : creditSchema}
                />
              ))}
            </ul>
          )}
          {adding === 'mortgage' && (
            <ItemForm
              fields={MORTGAGE_FIELDS(kinds)}
              schema={mortgageSchema}
              initial={initialValues(MORTGAGE_FIELDS(kinds))}
              extra={{ property_id: id }}
              submitId="economy.property.saveMortgage"
              onCancel={() => setAdding(null)}
              save={async (body) => {
                const result = await add({ userId, collection: 'mortgages', item: body });
                if ('data' in result) {
                  saved();
                  setAdding(null);
                }
                return result;
              }}
            />
          )}
          {adding === 'loan' && (
            <ItemForm
              fields={LOAN_FIELDS}
              schema={loanSchema}
              initial={initialValues(LOAN_FIELDS)}
              extra={{ property_id: id, liability_sub_type: 'bank_home_loan' }}
              submitId="economy.property.saveLoan"
              onCancel={() => setAdding(null)}
              save={async (body) => {
                const result = await add({ userId, collection: 'loans', item: body });
                if ('data' in result) {
                  saved();
                  setAdding(null);
                }
                return result;
              }}
            />
          )}
          {adding === null && (
            <div className="economy-actions">
              <Button variant="secondary" onClick={() => setAdding('mortgage')}>
                <FormattedMessage id="economy.property.addMortgage" />
              </Button>
              <Button variant="secondary" onClick={() => setAdding('loan')}>
                <FormattedMessage id="economy.property.addLoan" />
              </Button>
            </div>
          )}
        </Card>
        <Link to={paths.economy.properties.path}>
          <FormattedMessage id="economy.backToProperties" />
        </Link>
      </EconomyFrame>
    </>
  );
}
