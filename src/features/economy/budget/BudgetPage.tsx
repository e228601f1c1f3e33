// economy/budget: the household budget (rådighedsbeløb, docs/product.md "Household budget"). What the economy
// holds gives the incomes and the debts; the customer gives her children's ages, her fixed costs and, if she
// wishes, her own after-tax income. Each line says in one sentence where it comes from, and the result is weighed
// against the household's reference amount in words. The figures are the server's (the kernel's), after each save.
import { FieldArray, Form, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FIXED_COST_KINDS, type FixedCostKind } from '../../../../domain/householdBudget';
import { formatKroner } from '../../../../domain/money';
import type { BudgetBody, HouseholdBudgetAnswer } from '../../../../store/api/budgetApi';
import { useGetBudgetQuery, useSaveBudgetMutation } from '../../../../store/api/budgetApi';
import { isHttpErrorData, type HttpErrorData } from '../../../../store/http/httpError';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Field } from '../../../components/Field/Field';
import { MoneyField } from '../../../components/Field/MoneyField';
import { SelectField } from '../../../components/Field/SelectField';
import { ValidatedFormik } from '../../../components/Field/ValidatedFormik';
import { LoadError } from '../../../components/LoadError/LoadError';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { showToast } from '../../../lib/toast';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { failureText } from '../saveFeedback';
import { budgetSchema } from './budgetSchema';
import './budget.css';

type Blank<T> = T | '';
interface Values {
  children_ages: Blank<number>[];
  income_after_tax: Blank<number>;
  fixed_costs: { kind: Blank<FixedCostKind>; label: string; amount: Blank<number> }[];
}

function initialValues(answer: HouseholdBudgetAnswer): Values {
  return {
    children_ages: Array.from({ length: answer.children_count }, (_, i) => answer.children_ages[i] ?? ''),
    income_after_tax: answer.income_after_tax ?? '',
    fixed_costs: answer.fixed_costs.map((line) => ({
      kind: line.kind as FixedCostKind,
      label: line.label ?? '',
      amount: line.amount,
    })),
  };
}

function toBody(values: Values): BudgetBody {
  return {
    // A text field holds what was typed ("4"); the rules have checked it is a whole number.
    children_ages: values.children_ages.filter((age) => age !== '').map(Number),
    income_after_tax: values.income_after_tax === '' ? null : values.income_after_tax,
    fixed_costs: values.fixed_costs.map((line) => ({
      kind: line.kind as FixedCostKind,
      label: line.label.trim() === '' ? null : line.label.trim(),
      amount: line.amount === '' ? 0 : line.amount,
    })),
  };
}

/** Every field of the form, by the path the server keys its errors with. */
function fieldPaths(values: Values): string[] {
  return [
    ...values.children_ages.map((_, i) => `children_ages.${i}`),
    'income_after_tax',
    ...values.fixed_costs.flatMap((_, i) => ['kind', 'label', 'amount'].map((f) => `fixed_costs.${i}.${f}`)),
  ];
}

export function BudgetPage() {
  const { userId } = useEconomy();
  const query = useGetBudgetQuery(userId, { skip: userId === 0 });
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.budget.title" />} />
      <EconomyFrame>
        {query.isError ? (
          <Card>
            <LoadError
              error={query.error}
              description={<FormattedMessage id="economy.budget.loadFailed" />}
              onRetry={() => void query.refetch()}
            />
          </Card>
        ) : !query.data ? (
          <LoadingState />
        ) : (
          <>
            <BudgetResult answer={query.data} />
            <BudgetLines answer={query.data} />
            <BudgetForm answer={query.data} userId={userId} />
          </>
        )}
      </EconomyFrame>
    </>
  );
}

function BudgetResult({ answer }: { answer: HouseholdBudgetAnswer }) {
  const { locale } = useIntl();
  const { budget } = answer;
  const kr = (amount: number) => formatKroner(amount, locale);
  const reference = budget.reference;
  return (
    <Card title={<FormattedMessage id="economy.budget.result.title" />} className="budget-result">
      <dl className="budget-result__figures">
        <div>
          <dt>
            <FormattedMessage id="economy.budget.result.left" />
          </dt>
          <dd className="budget-result__left">{kr(budget.left)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage
              id="economy.budget.result.reference"
              values={{ adults: reference.adults, children: reference.children.length }}
            />
          </dt>
          <dd>{kr(reference.total)}</dd>
        </div>
      </dl>
      <p className={budget.under ? 'budget-result__verdict budget-result__verdict--under' : 'budget-result__verdict'}>
        <FormattedMessage
          id={budget.under ? 'economy.budget.result.under' : 'economy.budget.result.over'}
          values={{ amount: kr(Math.abs(budget.difference)) }}
        />
      </p>
      <p className="budget-result__source">
        <FormattedMessage
          id="economy.budget.result.source"
          values={{
            adults: kr(reference.adults_amount),
            children: reference.children.map((child) => kr(child.amount)).join(' + ') || '–',
            year: reference.year,
            source: reference.source,
          }}
        />
      </p>
    </Card>
  );
}

function BudgetLines({ answer }: { answer: HouseholdBudgetAnswer }) {
  const intl = useIntl();
  const { locale } = intl;
  const { budget } = answer;
  return (
    <Card title={<FormattedMessage id="economy.budget.lines.title" />}>
      <ul className="budget-lines" aria-label={intl.formatMessage({ id: 'economy.budget.lines.title' })}>
        {budget.lines.map((line, i) => (
          <li key={`${line.kind}-${i}`} className="budget-line">
            <div className="budget-line__head">
              <span className="budget-line__name">
                {line.label ?? <FormattedMessage id={`economy.budget.kind.${line.kind}`} />}
              </span>
              <span className="budget-line__amount">{formatKroner(line.amount, locale)}</span>
            </div>
            <p className="budget-line__why">
              <FormattedMessage
                id={`economy.budget.why.${line.kind}`}
                values={{ before: formatKroner(budget.income_before_tax, locale) }}
              />
            </p>
          </li>
        ))}
        <li className="budget-line budget-line--total">
          <div className="budget-line__head">
            <span className="budget-line__name">
              <FormattedMessage id="economy.budget.result.left" />
            </span>
            <span className="budget-line__amount">{formatKroner(budget.left, locale)}</span>
          </div>
        </li>
      </ul>
    </Card>
  );
}

function BudgetForm({ answer, userId }: { answer: HouseholdBudgetAnswer; userId: number }) {
  const intl = useIntl();
  const [save] = useSaveBudgetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const kinds = FIXED_COST_KINDS.map((kind) => ({
    value: kind,
    label: intl.formatMessage({ id: `economy.budget.kind.${kind}` }),
  }));

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    const result = await save({ userId, body: toBody(values) });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
      return;
    }
    const error = isHttpErrorData(result.error) ? (result.error as HttpErrorData) : null;
    if (error?.status === 422) {
      const unshown = applyServerErrors(helpers, error, fieldPaths(values), { touch: true });
      if (unshown.length > 0) setFailure(unshown[0]);
    } else setFailure(failureText(result.error, intl));
  }

  return (
    <Card title={<FormattedMessage id="economy.budget.form.title" />}>
      <p className="budget-form__intro">
        <FormattedMessage id="economy.budget.form.intro" />
      </p>
      <ValidatedFormik<Values>
        initialValues={initialValues(answer)}
        schema={budgetSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting, values }) => (
          <Form noValidate className="economy-form budget-form">
            {failure && <Alert tone="error">{failure}</Alert>}
            {values.children_ages.length > 0 && (
              <fieldset className="budget-form__group">
                <legend>
                  <FormattedMessage id="economy.budget.form.children" />
                </legend>
                {values.children_ages.map((_, i) => (
                  <Field
                    key={i}
                    name={`children_ages.${i}`}
                    label={<FormattedMessage id="economy.budget.form.childAge" values={{ number: i + 1 }} />}
                    inputMode="numeric"
                  />
                ))}
              </fieldset>
            )}
            <MoneyField
              name="income_after_tax"
              label={<FormattedMessage id="economy.budget.form.incomeAfterTax" />}
              description={<FormattedMessage id="economy.budget.form.incomeAfterTaxHelp" />}
            />
            <FieldArray name="fixed_costs">
              {({ push, remove }) => (
                <fieldset className="budget-form__group">
                  <legend>
                    <FormattedMessage id="economy.budget.form.fixedCosts" />
                  </legend>
                  {values.fixed_costs.map((_, i) => (
                    <div
                      key={i}
                      className="budget-form__line"
                      role="group"
                      aria-label={intl.formatMessage({ id: 'economy.budget.form.line' }, { number: i + 1 })}
                    >
                      <SelectField
                        name={`fixed_costs.${i}.kind`}
                        label={<FormattedMessage id="economy.budget.form.kind" />}
                        options={kinds}
                        placeholder={intl.formatMessage({ id: 'economy.choose' })}
                      />
                      <Field
                        name={`fixed_costs.${i}.label`}
                        label={<FormattedMessage id="economy.budget.form.label" />}
                      />
                      <MoneyField
                        name={`fixed_costs.${i}.amount`}
                        label={<FormattedMessage id="economy.budget.form.amount" />}
                      />
                      <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)}>
                        <FormattedMessage id="economy.budget.form.remove" values={{ number: i + 1 }} />
                      </Button>
                    </div>
                  ))}
                  <Button type="button" variant="secondary" onClick={() => push({ kind: '', label: '', amount: '' })}>
                    <FormattedMessage id="economy.budget.form.add" />
                  </Button>
                </fieldset>
              )}
            </FieldArray>
            <div className="economy-actions">
              <Button type="submit" loading={isSubmitting}>
                <FormattedMessage id="economy.budget.form.save" />
              </Button>
            </div>
          </Form>
        )}
      </ValidatedFormik>
    </Card>
  );
}
