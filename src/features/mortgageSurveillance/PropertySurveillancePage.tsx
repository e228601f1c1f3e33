// mortgage-surveillance/property/{propertyId}: one home's verdict, the gain after tax over the last 12 months
// against the customer's alert threshold, the threshold setting, and each mortgage's details.
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import { useMemo, useState } from 'react';
import { Form, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  useGetPropertySurveillanceQuery,
  useSetMortgageAlertMutation,
  type PropertySurveillance,
  type WatchedMortgage,
} from '../../../store/api/mortgageSurveillanceApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { Field } from '../../components/Field/Field';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { TermDisplay } from '../../components/TermDisplay/TermDisplay';
import { formatMoney } from '../../lib/format';
import { applyServerErrors } from '../../lib/forms/serverErrors';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { isHttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { alertThresholdSchema } from '../../../domain/validation/mortgageSurveillance/alertThresholdSchema';
import { GainChart } from './GainChart';
import { addressLine } from './addressLine';
import { ConversionDetails, ConversionFigures } from './ConversionFigures';
import { bestConversion, isConvertVerdict } from './propertyVerdict';
import { RatesDate } from './RatesDate';
import { RequestLink } from './RequestLink';
import { useCustomerId } from './surveillanceCustomer';
import { VerdictSentence } from './VerdictSentence';
import './mortgageSurveillance.css';

type ThresholdForm = { min_gain_kr: number | '' };

function AlertThreshold({ userId, property }: { userId: number; property: PropertySurveillance }) {
  const intl = useIntl();
  const locale = useLocale();
  const schema = useMemo(() => alertThresholdSchema(), []);
  const [save] = useSetMortgageAlertMutation();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = property.alert.min_gain_kr;
  async function submit(values: ThresholdForm, helpers: FormikHelpers<ThresholdForm>) {
    setSaved(false);
    setFailure(null);
    const result = await save({ userId, propertyId: property.property_id, minGainKr: Number(values.min_gain_kr) });
    if (!('error' in result)) {
      setSaved(true);
      return;
    }
    const error = isHttpErrorData(result.error) ? result.error : null;
    const unshown = error ? applyServerErrors(helpers, error, ['min_gain_kr'], { touch: true }) : [];
    if (error && Object.keys(error.errors).length > 0) {
      if (unshown.length > 0) setFailure(unshown[0]);
    } else
      setFailure(
        failureMessageText(result.error, intl) ??
          (error?.message || intl.formatMessage({ id: 'mortgageSurveillance.alert.failed' })),
      );
  }
  return (
    <Card title={<FormattedMessage id="mortgageSurveillance.alert.title" />}>
      <p className="surveillance-muted">
        {current === null ? (
          <FormattedMessage id="mortgageSurveillance.alert.none" />
        ) : (
          <FormattedMessage id="mortgageSurveillance.alert.current" values={{ amount: formatMoney(current, locale) }} />
        )}
      </p>
      <ValidatedFormik<ThresholdForm>
        initialValues={{ min_gain_kr: current ?? '' }}
        schema={schema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting }) => (
          <Form noValidate className="surveillance-form">
            <Field
              name="min_gain_kr"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={<FormattedMessage id="mortgageSurveillance.alert.field" />}
              description={<FormattedMessage id="mortgageSurveillance.alert.fieldHelp" />}
            />
            {failure && <Alert tone="error">{failure}</Alert>}
            {saved && (
              <Alert tone="success">
                <FormattedMessage id="mortgageSurveillance.alert.saved" />
              </Alert>
            )}
            <div className="surveillance-actions">
              <Button type="submit" loading={isSubmitting}>
                <FormattedMessage id="mortgageSurveillance.alert.save" />
              </Button>
            </div>
          </Form>
        )}
      </ValidatedFormik>
    </Card>
  );
}

function MortgageItem({ mortgage }: { mortgage: WatchedMortgage }) {
  return (
    <li className="surveillance-loan">
      <h4 className="surveillance-loan__title">
        <FormattedMessage
          id={
            mortgage.loan_kind ? `options.mortgageKinds.${mortgage.loan_kind}` : 'mortgageSurveillance.loans.mortgage'
          }
        />
      </h4>
      <dl className="surveillance-facts">
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.debt" />
        </dt>
        <dd>
          <MoneyDisplay amount={mortgage.debt} />
        </dd>
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.rate" />
        </dt>
        <dd>
          <PercentDisplay percent={mortgage.interest_rate} />
        </dd>
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.term" />
        </dt>
        <dd>
          <TermDisplay months={mortgage.term_months} />
        </dd>
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.payment" />
        </dt>
        <dd>
          <MoneyDisplay amount={mortgage.periodic_payment} />
        </dd>
      </dl>
      {mortgage.conversion && (
        <details className="surveillance-details">
          <summary>
            <FormattedMessage id="mortgageSurveillance.loans.conversion" />
          </summary>
          <ConversionFigures conversion={mortgage.conversion} />
        </details>
      )}
    </li>
  );
}

function Loans({ property }: { property: PropertySurveillance }) {
  const groups = [
    ['fixed', property.fixed_mortgages],
    ['variable', property.variable_mortgages],
  ] as const;
  return (
    <Card title={<FormattedMessage id="mortgageSurveillance.loans.title" />}>
      {groups.map(([kind, mortgages]) => (
        <section key={kind} aria-labelledby={`surveillance-loans-${kind}`}>
          <h3 id={`surveillance-loans-${kind}`} className="surveillance-subtitle">
            <FormattedMessage id={`mortgageSurveillance.loans.${kind}`} />
          </h3>
          {mortgages.length === 0 ? (
            <p className="surveillance-muted">
              <FormattedMessage id={`mortgageSurveillance.loans.${kind}.none`} />
            </p>
          ) : (
            <ul className="surveillance-loans">
              {mortgages.map((m) => (
                <MortgageItem key={m.mortgage_id} mortgage={m} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {property.variable_mortgages.length > 0 && (
        <p className="surveillance-muted">
          <FormattedMessage id="mortgageSurveillance.loans.variableNote" />
        </p>
      )}
      <Link to={paths.economy.property.getHref(property.property_id)}>
        <FormattedMessage id="mortgageSurveillance.loans.edit" />
      </Link>
    </Card>
  );
}

function History({ property }: { property: PropertySurveillance }) {
  if (property.verdict === 'no_fixed_mortgage' || property.verdict === 'missing_data') return null;
  return (
    <Card title={<FormattedMessage id="mortgageSurveillance.chart.title" />}>
      {property.history.length === 0 ? (
        <p className="surveillance-muted">
          <FormattedMessage id="mortgageSurveillance.chart.empty" />
        </p>
      ) : (
        <GainChart history={property.history} threshold={property.alert.min_gain_kr} />
      )}
    </Card>
  );
}

export function PropertySurveillancePage() {
  const { propertyId } = useParams();
  const userId = useCustomerId();
  const id = Number(propertyId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetPropertySurveillanceQuery({ userId, propertyId: id }, { skip: userId === 0 || !valid });
  const property = query.data;
  const notFound = !valid || (query.isError && isHttpErrorData(query.error) && query.error.status === 404);
  const back = (
    <Link to={paths.mortgageSurveillance.root.path}>
      <FormattedMessage id="mortgageSurveillance.property.back" />
    </Link>
  );
  if (!property)
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.mortgageSurveillance.property.title" />} />
        <div className="surveillance">
          {notFound ? (
            <Alert tone="error" live={false}>
              <FormattedMessage id="mortgageSurveillance.property.notFound" />
            </Alert>
          ) : query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <LoadingState />
          )}
          {back}
        </div>
      </>
    );
  const conversion = bestConversion(property);
  return (
    <>
      <PageHeader
        title={addressLine(property)}
        description={<RatesDate date={property.rates_date} id="mortgageSurveillance.property.intro" />}
      />
      <div className="surveillance">
        <Card title={<FormattedMessage id="mortgageSurveillance.property.verdict" />}>
          <VerdictSentence property={property} />
          {conversion && property.verdict !== 'missing_data' && <ConversionDetails conversion={conversion} />}
          {isConvertVerdict(property) && (
            <div className="surveillance-actions">
              <RequestLink property={property} />
            </div>
          )}
        </Card>
        <History property={property} />
        {property.verdict !== 'no_fixed_mortgage' && <AlertThreshold userId={userId} property={property} />}
        <Loans property={property} />
        {back}
      </div>
    </>
  );
}
