// What every economy page shares: the signed-in customer's economy, the section navigation, the summary with
// its plain-words explanations, and one Formik form for an item whose rules are the request form's own.
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Form, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { Schema } from 'yup';
import {
  useGetCustomerResourcesQuery,
  useGetEconomyQuery,
  useUpdateEconomyItemMutation,
  type EconomicProfile,
} from '../../../store/api/economyApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import { Field } from '../../components/Field/Field';
import { MoneyField } from '../../components/Field/MoneyField';
import { SelectField } from '../../components/Field/SelectField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { economySummary, type EconomySummary } from '../../../domain/economySummary';
import { DEBT_FACTOR_GUIDANCE, DEBT_FACTOR_LIMIT } from '../../../domain/debtFactor';
import { formatNumber } from '../../lib/format';
import { isHttpErrorData, type HttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { assessItemPeriodicPayment } from '../../../domain/validation/liabilitySchema';
import type { StepSchemaContext } from '../../../domain/validation/steps/context';
import './economy.css';
import { useDeferredDelete, type DeleteTarget } from './deferredDelete';
import { applyServerErrors, useDescribeUnshownError } from '../../lib/forms/serverErrors';

/** The browser's schema context: the periodic-payment rule locally; postal codes are checked by the server. */
export const economySchemaContext: StepSchemaContext = {
  signedIn: true,
  checks: { periodicPayment: assessItemPeriodicPayment, postalCode: () => true },
};

export const EMPTY_ECONOMY: EconomicProfile = {
  id: 0,
  user_id: 0,
  civil_status: null,
  birth_date: null,
  children_count: null,
  residence_type: null,
  employment_type: null,
  employer: null,
  employed_since: null,
  monthly_income: null,
  current_supplier_id: null,
  updated_at: new Date(0).toISOString(),
  properties: [],
  boats: [],
  vehicles: [],
  loans: [],
  credits: [],
  mortgages: [],
  deposits: [],
  stockPortfolios: [],
  companionPerson: null,
};

export function useEconomy() {
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? 0;
  const query = useGetEconomyQuery(userId, { skip: !user });
  return { userId, economy: query.data ?? (query.isSuccess ? EMPTY_ECONOMY : null), query };
}

const SECTIONS = [
  ['familyAndWork', paths.economy.familyAndWork.path],
  ['properties', paths.economy.properties.path],
  ['otherAssets', paths.economy.otherAssets.path],
  ['savings', paths.economy.savings.path],
  ['otherDebt', paths.economy.otherDebt.path],
] as const;

export function EconomyNav() {
  const intl = useIntl();
  return (
    <nav className="economy-nav" aria-label={intl.formatMessage({ id: 'economy.nav.label' })}>
      {SECTIONS.map(([key, path]) => (
        <NavLink key={key} to={path} className="economy-nav__link">
          <FormattedMessage id={`economy.nav.${key}`} />
        </NavLink>
      ))}
    </nav>
  );
}

/** One figure with what it means for a loan, in one sentence. */
function Figure({ label, value, explanation }: { label: ReactNode; value: ReactNode; explanation: ReactNode }) {
  return (
    <div className="economy-figure">
      <dt className="economy-figure__label">{label}</dt>
      <dd className="economy-figure__value">{value}</dd>
      <dd className="economy-figure__explanation">{explanation}</dd>
    </div>
  );
}

export function formatFactor(value: number, locale: string) {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatLtv(value: number | null, locale: string) {
  return value === null ? '–' : `${formatNumber(value, locale, { maximumFractionDigits: 0 })} %`;
}

export function EconomySummaryCard({ economy }: { economy: EconomicProfile }) {
  const intl = useIntl();
  const summary: EconomySummary = economySummary(economy);
  const factor = summary.debtFactor;
  return (
    <Card title={<FormattedMessage id="economy.summary.title" />} className="economy-summary">
      <dl className="economy-figures">
        <Figure
          label={<FormattedMessage id="economy.summary.netWorth" />}
          value={<MoneyDisplay amount={summary.netWorth} />}
          explanation={<FormattedMessage id="economy.summary.netWorth.explain" />}
        />
        <Figure
          label={<FormattedMessage id="economy.summary.totalDebt" />}
          value={<MoneyDisplay amount={summary.totalDebt} />}
          explanation={<FormattedMessage id="economy.summary.totalDebt.explain" />}
        />
        <Figure
          label={<FormattedMessage id="economy.summary.monthlyPayments" />}
          value={<MoneyDisplay amount={summary.monthlyPayments} />}
          explanation={<FormattedMessage id="economy.summary.monthlyPayments.explain" />}
        />
        <Figure
          label={<FormattedMessage id="economy.summary.debtFactor" />}
          value={factor === null ? '–' : formatFactor(factor, intl.locale)}
          explanation={
            <FormattedMessage
              id={
                summary.variableLoansRestricted
                  ? 'economy.summary.debtFactor.restricted'
                  : `economy.summary.debtFactor.${summary.debtFactorBand}`
              }
              values={{
                factor: factor === null ? '' : formatFactor(factor, intl.locale),
                guidance: intl.formatNumber(DEBT_FACTOR_GUIDANCE),
                limit: intl.formatNumber(DEBT_FACTOR_LIMIT),
              }}
            />
          }
        />
        {summary.properties.map((p) => {
          const property = economy.properties.find((x) => x.id === p.id);
          return (
            <Figure
              key={p.id}
              label={
                <FormattedMessage
                  id="economy.summary.ltvOf"
                  values={{ address: property?.address.address1 ?? property?.oneLineAddress ?? `#${p.id}` }}
                />
              }
              value={formatLtv(p.loanToValue, intl.locale)}
              explanation={<FormattedMessage id={`economy.summary.ltv.${p.band}`} />}
            />
          );
        })}
      </dl>
    </Card>
  );
}

/** Header content of every economy page: the section links and the summary. */
export function EconomyFrame({ children }: { children?: ReactNode }) {
  const { economy, query } = useEconomy();
  return (
    <div className="economy">
      <EconomyNav />
      {query.isError && <EconomyLoadFailure query={query} />}
      {children}
      {economy && <EconomySummaryCard economy={economy} />}
    </div>
  );
}

function EconomyLoadFailure({ query }: { query: ReturnType<typeof useEconomy>['query'] }) {
  return (
    <Card>
      <LoadError
        error={query.error}
        description={<FormattedMessage id="economy.loadFailed" />}
        onRetry={() => void query.refetch()}
      />
    </Card>
  );
}

/**
 * A page that cannot show anything before the economy is in: waiting, or why it is not coming. It renders the
 * failure itself rather than through EconomyFrame: a frame mounted after the failure would subscribe anew, and
 * RTK Query refetches a failed query for each new subscriber, which would swap spinner and frame forever.
 */
export function EconomyPending() {
  const { query } = useEconomy();
  return query.isError ? <EconomyLoadFailure query={query} /> : <LoadingState />;
}

type Values = Record<string, unknown>;

/** `when`: the field is asked only while the form's values pass it (hidden, it is neither shown nor sent). */
export type FieldSpec = { name: string; labelId: string; when?: (values: Values) => boolean } & (
  | { kind: 'money' | 'number' | 'text' | 'date' | 'month'; descriptionId?: string }
  | { kind: 'select'; options: { value: string; label: string }[] }
);

const isAsked = (field: FieldSpec, values: Values) => !field.when || field.when(values);

/** The form's values as the API takes them: numbers as numbers, empty as null; fields not asked are left out. */
export function toBody(values: Values, fields: readonly FieldSpec[]): Values {
  const body: Values = {};
  for (const field of fields) {
    if (!isAsked(field, values)) continue;
    const raw = values[field.name];
    if (field.kind === 'money' || field.kind === 'number')
      body[field.name] = raw === '' || raw === null || raw === undefined ? null : Number(raw);
    else if (field.kind === 'select' && field.name.endsWith('_id'))
      body[field.name] = raw === '' || raw === null || raw === undefined ? null : Number(raw);
    else body[field.name] = raw === '' || raw === undefined ? null : raw;
  }
  return body;
}

export function initialValues(fields: readonly FieldSpec[], item: Values = {}): Values {
  return Object.fromEntries(fields.map((f) => [f.name, item[f.name] ?? '']));
}

/**
 * One item's form: the fields of `fields`, validated on blur and on submit by `schema` (the form's step rules),
 * saved by `save`; the server's 422 messages land under their fields, anything else above the buttons.
 */
export function ItemForm({
  fields,
  schema,
  initial,
  save,
  submitId,
  onCancel,
  extra,
  children,
}: {
  fields: readonly FieldSpec[];
  schema: Schema;
  initial: Values;
  save: (body: Values) => Promise<{ error?: unknown }>;
  submitId: string;
  onCancel?: () => void;
  /** Fields the form sends as they are (the type of the item, what it belongs to). */
  extra?: Values;
  /** Helpers inside the form that follow its values (a draft kept, a town filled in). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const describe = useDescribeUnshownError('economy.field.');
  // Reinitialised when the saved item changes (by content: callers may build these objects on every render).
  const key = JSON.stringify([initial, extra]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content
  const values = useMemo(() => ({ ...initial, ...extra }), [key]);
  async function submit(v: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    const result = await save({ ...extra, ...toBody(v, fields) });
    if (result.error) {
      const error = isHttpErrorData(result.error) ? (result.error as HttpErrorData) : null;
      if (error?.status === 422) {
        const unshown = applyServerErrors(
          helpers,
          error,
          fields.filter((f) => isAsked(f, v)).map((f) => f.name),
          { describe },
        );
        if (unshown.length > 0) setFailure(unshown[0]);
      } else setFailure(failureText(result.error, intl));
    }
  }
  return (
    <ValidatedFormik<Values> initialValues={values} schema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, values: current }) => (
        <Form noValidate className="economy-form">
          {failure && <Alert tone="error">{failure}</Alert>}
          {fields
            .filter((f) => isAsked(f, current))
            .map((f) => {
              const label = <FormattedMessage id={f.labelId} />;
              if (f.kind === 'money') return <MoneyField key={f.name} name={f.name} label={label} />;
              if (f.kind === 'select')
                return (
                  <SelectField
                    key={f.name}
                    name={f.name}
                    label={label}
                    options={f.options}
                    placeholder={intl.formatMessage({ id: 'economy.choose' })}
                  />
                );
              return (
                <Field
                  key={f.name}
                  name={f.name}
                  label={label}
                  type={f.kind === 'number' ? 'text' : f.kind === 'date' ? 'date' : 'text'}
                  inputMode={f.kind === 'number' ? 'decimal' : undefined}
                  placeholder={f.kind === 'month' ? 'ÅÅÅÅ-MM' : undefined}
                />
              );
            })}
          {children}
          <div className="economy-actions">
            <Button type="submit" loading={isSubmitting}>
              <FormattedMessage id={submitId} />
            </Button>
            {onCancel && (
              <Button type="button" variant="secondary" onClick={onCancel}>
                <FormattedMessage id="economy.cancel" />
              </Button>
            )}
          </div>
        </Form>
      )}
    </ValidatedFormik>
  );
}

/** Translated option lists from the values of a resource list: `options.<list>.<value>` as the form names them. */
export function useOptions(list: string, values: readonly string[]) {
  const intl = useIntl();
  return values.map((value) => ({ value, label: intl.formatMessage({ id: `options.${list}.${value}` }) }));
}

/** A loan's own figures, as every economy page asks for them (the liability rules of §5). */
export const LIABILITY_FIELDS: readonly FieldSpec[] = [
  { name: 'debt', kind: 'money', labelId: 'economy.field.debt' },
  { name: 'interest_rate', kind: 'number', labelId: 'economy.field.interest_rate' },
  { name: 'term_months', kind: 'number', labelId: 'economy.field.term_months' },
  { name: 'periodic_payment', kind: 'money', labelId: 'economy.field.periodic_payment' },
];

type LineLiability = { debt?: unknown; interest_rate?: unknown; periodic_payment?: unknown };
const amountOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** One loan in a list: what it is, then debt · rate · payment a month. */
export function LiabilityLine({ title, liability }: { title: ReactNode; liability: LineLiability }) {
  return (
    <>
      <strong>{title}</strong> <MoneyDisplay amount={amountOf(liability.debt)} /> ·{' '}
      <PercentDisplay percent={amountOf(liability.interest_rate)} /> ·{' '}
      <FormattedMessage
        id="economy.perMonth"
        values={{ amount: <MoneyDisplay amount={amountOf(liability.periodic_payment)} /> }}
      />
    </>
  );
}

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
  liability: LineLiability & { id: number } & Values;
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

const LOAN_DELETE_LABELS = {
  delete: 'economy.otherAssets.removeLoan',
  ask: 'economy.otherAssets.deleteAsk',
  withLoans: 'economy.otherAssets.deleteWithLoans',
  keepLoans: 'economy.otherAssets.deleteKeepLoans',
};

/** The lenders of the customer resources as options ("current bank"), by id. */
export function useLenderOptions() {
  const resources = useGetCustomerResourcesQuery();
  return useMemo(
    () => (resources.data?.lenders ?? []).map((l) => ({ value: String(l.id), label: l.name })),
    [resources.data],
  );
}

/** After a write: when it succeeded, says "Saved" and runs `then`; hands the result on (ItemForm shows errors). */
export function useAfterSave() {
  const intl = useIntl();
  return <R extends object>(result: R, then: () => void): R => {
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
      then();
    }
    return result;
  };
}

/** The lender's name by id, from the customer resources. */
export function useLenderName() {
  const lenders = useLenderOptions();
  return (id: number | null) => lenders.find((l) => l.value === String(id))?.label ?? null;
}

/**
 * A failed write in words. 404: the item is gone (deleted from another page), said the same way whatever the
 * server's text; a 429, 503, 5xx or no answer: §8's text; otherwise the server's message (a 409 says what
 * conflicts), or ours.
 */
export function failureText(error: unknown, intl: ReturnType<typeof useIntl>): string | null {
  if (!error) return null;
  const data = isHttpErrorData(error) ? error : null;
  if (data?.status === 404) return intl.formatMessage({ id: 'economy.errors.itemNotFound' });
  return (failureMessageText(error, intl) ?? data?.message) || intl.formatMessage({ id: 'economy.saveFailed' });
}

/**
 * Deleting an item, with Undo for a few seconds (useDeferredDelete). A home, vehicle or boat with loans secured on
 * it asks first whether they go with it or stay as unsecured debt (the server answers 409 without that choice).
 */
export function DeleteSecuringItem({
  securedCount,
  target,
  onDeleted,
  labels,
}: {
  securedCount: number;
  target: Omit<DeleteTarget, 'loans'>;
  onDeleted: () => void;
  labels: { delete: string; ask: string; withLoans: string; keepLoans: string };
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const deferDelete = useDeferredDelete();
  function go(loans?: 'delete' | 'keep') {
    deferDelete({ ...target, loans });
    onDeleted();
  }
  if (!asking)
    return (
      <Button variant="danger" onClick={() => (securedCount > 0 ? setAsking(true) : go())}>
        <FormattedMessage id={labels.delete} />
      </Button>
    );
  return (
    <div role="group" aria-label={intl.formatMessage({ id: labels.delete })} className="economy-confirm">
      <p>
        <FormattedMessage id={labels.ask} values={{ count: securedCount }} />
      </p>
      <div className="economy-actions">
        <Button variant="danger" onClick={() => go('delete')}>
          <FormattedMessage id={labels.withLoans} />
        </Button>
        <Button variant="secondary" onClick={() => go('keep')}>
          <FormattedMessage id={labels.keepLoans} />
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          <FormattedMessage id="economy.cancel" />
        </Button>
      </div>
    </div>
  );
}
