// The public loan calculator (/beregner, /en/calculator; docs/product.md "Loan calculator"). A plain GET form: without
// scripts its submit asks the server for the same page with the figures for the query (prerendered for no query,
// rendered on the server for one: server/http/calculatorPage.ts); with scripts the figures follow every keystroke.
// The figures are the kernel's (domain/loanCalculator.ts), so the server's and the browser's agree and the page
// hydrates. "Ask lenders" hands the purpose and the amount to the request form's wizard as events.
import {
  useEffect,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import '../../components/Field/Field.css';
import '../../components/Field/ChoiceGroupField.css';
import { handEventsToForm } from '../../lib/formHandoff/formHandoff';
import { formatMoney, formatPercent } from '../../lib/format';
import { useLocale } from '../../lib/i18n/I18nProvider';
import {
  CALCULATOR_FIELDS,
  DEFAULT_CALCULATOR_INPUT,
  LOAN_KINDS,
  MORTGAGE_LTV_LIMIT_PERCENT,
  REPAYMENT_FORMS,
  calculateLoan,
  calculatorInputFrom,
  calculatorQuery,
  type CalculatorField,
} from '../../../domain/loanCalculator';
import { localeOfPath, paths } from '../../../domain/paths';
import { askLendersEvents } from './askLenders';
import { BalanceChart } from './BalanceChart';
import './LoanCalculatorPage.css';

type Texts = Record<CalculatorField, string>;

/** What the fields show: the query's text as typed, else the default. */
function textsFrom(search: URLSearchParams): Texts {
  const defaults = calculatorQuery(DEFAULT_CALCULATOR_INPUT);
  const texts = {} as Texts;
  for (const field of CALCULATOR_FIELDS) texts[field] = search.get(field) ?? defaults.get(field) ?? '';
  if (!search.has('contribution')) texts.contribution = String(DEFAULT_CALCULATOR_INPUT.contributionPercent);
  if (!search.has('fees')) texts.fees = '0';
  return texts;
}

const ore = (value: number) => value / 100;

export function LoanCalculatorPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const [texts, setTexts] = useState<Texts>(() => textsFrom(search));
  const { input, errors } = useMemo(
    () => calculatorInputFrom({ get: (name) => texts[name as CalculatorField] ?? null }),
    [texts],
  );
  const figures = useMemo(() => calculateLoan(input), [input]);
  const resultsId = useId();
  const submitted = CALCULATOR_FIELDS.some((field) => search.has(field));

  // The language follows the path; a visitor who switches language goes to the other language's path.
  const pathLocale = localeOfPath(location.pathname);
  useEffect(() => {
    if (pathLocale && pathLocale !== locale)
      void navigate(paths.calculator.getHref(locale, location.search), { replace: true });
  }, [pathLocale, locale, location.search, navigate]);

  const set = (field: CalculatorField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked, type } = event.currentTarget;
    setTexts((current) => ({ ...current, [field]: type === 'checkbox' ? (checked ? 'yes' : '') : value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The figures are already on screen; the address keeps them, so the page can be shared or reloaded.
    event.preventDefault();
    setSearch(calculatorQuery(input), { replace: true, preventScrollReset: true });
  };
  const askLenders = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    handEventsToForm(askLendersEvents(input.amount));
    void navigate(paths.form.step.getHref('housingSituation', locale));
  };

  const errorText = (field: CalculatorField) =>
    errors[field] ? intl.formatMessage({ id: `calculator.error.${errors[field]}.${field}` }) : null;
  const mortgage = input.kind === 'mortgage';

  return (
    <div className="calculator">
      <h1 className="calculator__title">
        <FormattedMessage id="page.calculator.title" />
      </h1>
      <p className="calculator__intro">
        <FormattedMessage id="calculator.intro" />
      </p>
      <div className="calculator__grid">
        <Card className="calculator__card">
          <form method="get" action={paths.calculator.getHref(locale)} onSubmit={onSubmit} noValidate>
            <Choices
              name="kind"
              legend={<FormattedMessage id="calculator.kind.legend" />}
              options={LOAN_KINDS}
              value={input.kind}
              onChange={set('kind')}
              label={(kind) => <FormattedMessage id={`calculator.kind.${kind}`} />}
            />
            <TextInput
              field="amount"
              unit="kr."
              value={texts.amount}
              error={errorText('amount')}
              onChange={set('amount')}
            />
            <div className="calculator__row">
              <TextInput field="years" value={texts.years} error={errorText('years')} onChange={set('years')} numeric />
              <TextInput field="rate" unit="%" value={texts.rate} error={errorText('rate')} onChange={set('rate')} />
            </div>
            <Choices
              name="form"
              legend={<FormattedMessage id="calculator.form.legend" />}
              options={REPAYMENT_FORMS}
              value={input.form}
              onChange={set('form')}
              label={(form) => <FormattedMessage id={`calculator.form.${form}`} />}
            />
            {mortgage && (
              <fieldset className="calculator__mortgage">
                <legend className="choice-group__legend">
                  <FormattedMessage id="calculator.mortgage.legend" />
                </legend>
                <div className="calculator__row">
                  <TextInput
                    field="contribution"
                    unit="%"
                    value={texts.contribution}
                    error={errorText('contribution')}
                    onChange={set('contribution')}
                  />
                  <TextInput
                    field="value"
                    unit="kr."
                    value={texts.value}
                    error={errorText('value')}
                    onChange={set('value')}
                  />
                </div>
              </fieldset>
            )}
            <TextInput field="fees" unit="kr." value={texts.fees} error={errorText('fees')} onChange={set('fees')} />
            <div className="field">
              <div className="field__inline">
                <input
                  id="calculator-couple"
                  className="field__checkbox"
                  type="checkbox"
                  name="couple"
                  value="yes"
                  checked={input.couple}
                  onChange={set('couple')}
                />
                <label className="field__label" htmlFor="calculator-couple">
                  <FormattedMessage id="calculator.couple" />
                </label>
              </div>
            </div>
            <Button type="submit" variant="secondary">
              <FormattedMessage id="calculator.submit" />
            </Button>
          </form>
        </Card>

        <section className="calculator__results" aria-labelledby={resultsId}>
          <Card className="calculator__card">
            <h2 id={resultsId} className="calculator__subtitle">
              <FormattedMessage id="calculator.results.title" />
            </h2>
            {submitted && Object.keys(errors).length > 0 && (
              <p className="calculator__warning" role="alert">
                <FormattedMessage id="calculator.results.someDefault" />
              </p>
            )}
            <dl className="calculator__figures" aria-live="polite" data-testid="calculator-figures">
              <Figure id="payment" value={formatMoney(ore(figures.firstPaymentOre), locale)}>
                {input.form === 'serial' && (
                  <FormattedMessage
                    id="calculator.results.serialFalls"
                    values={{ last: formatMoney(ore(figures.lastPaymentOre), locale) }}
                  />
                )}
              </Figure>
              <Figure id="afterDeduction" value={formatMoney(ore(figures.firstPaymentAfterDeductionOre), locale)}>
                <FormattedMessage
                  id="calculator.results.deduction"
                  values={{ deduction: formatMoney(ore(figures.firstDeductionOre), locale) }}
                />
              </Figure>
              <Figure id="apr" value={figures.aprPercent === null ? '–' : formatPercent(figures.aprPercent, locale)} />
              <Figure id="totalCost" value={formatMoney(ore(figures.totalCostOre), locale)}>
                <FormattedMessage
                  id="calculator.results.creditCost"
                  values={{ cost: formatMoney(ore(figures.creditCostOre), locale) }}
                />
              </Figure>
            </dl>
            {mortgage && figures.loanToValue !== null && (
              <p
                className={figures.ltvBand === 'aboveMortgage' ? 'calculator__warning' : 'calculator__muted'}
                data-testid="calculator-ltv"
              >
                <FormattedMessage
                  id={`calculator.ltv.${figures.ltvBand}`}
                  values={{
                    ltv: formatPercent(figures.loanToValue, locale, 0),
                    limit: formatPercent(MORTGAGE_LTV_LIMIT_PERCENT, locale, 0),
                  }}
                />
              </p>
            )}
            <p className="calculator__muted">
              <FormattedMessage id="calculator.results.assumptions" />
            </p>
            <BalanceChart balances={figures.balanceByYearOre.map(ore)} />
            <div className="calculator__ask">
              <a className="button button--primary button--md" href={paths.form.start.path} onClick={askLenders}>
                <span className="button__label">
                  <FormattedMessage id="calculator.askLenders" />
                </span>
              </a>
            </div>
          </Card>
        </section>
      </div>
    </div>
  );
}

function Figure({ id, value, children }: { id: string; value: string; children?: ReactNode }) {
  return (
    <div className="calculator__figure" data-figure={id}>
      <dt>
        <FormattedMessage id={`calculator.results.${id}`} />
      </dt>
      <dd>
        <span className="calculator__value">{value}</span>
        {children && <span className="calculator__note">{children}</span>}
      </dd>
    </div>
  );
}

function TextInput({
  field,
  value,
  error,
  onChange,
  unit,
  numeric = false,
}: {
  field: CalculatorField;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  unit?: string;
  numeric?: boolean;
}) {
  const id = `calculator-${field}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={`calculator.field.${field}`} />
      </label>
      <div className="field__money">
        <input
          id={id}
          name={field}
          className="field__control"
          type="text"
          inputMode={numeric ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {unit && (
          <span className="field__unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function Choices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
}: {
  name: CalculatorField;
  legend: ReactNode;
  options: readonly T[];
  value: T;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: (option: T) => ReactNode;
}) {
  return (
    <fieldset className="choice-group choice-group--inline calculator__choices">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => {
          const id = `calculator-${name}-${option}`;
          return (
            <div key={option} className="choice">
              <input
                id={id}
                type="radio"
                name={name}
                value={option}
                className="choice__control"
                checked={value === option}
                onChange={onChange}
              />
              <span className="choice__text">
                <label className="choice__label" htmlFor={id}>
                  {label(option)}
                </label>
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
