// The threshold of a home's surveillance: the gain after tax over 12 months at which the customer wants an alert,
// shown and saved, the server's refusals at the field.
import { useMemo, useState } from 'react';
import { Form, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetMortgageAlertMutation, type PropertySurveillance } from '../../../store/api/mortgageSurveillanceApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { alertThresholdSchema } from '../../../domain/validation/mortgageSurveillance/alertThresholdSchema';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import { Field } from '../../components/Field/Field';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { formatMoney } from '../../lib/format';
import { applyServerErrors } from '../../lib/forms/serverErrors';
import { useLocale } from '../../lib/i18n/I18nProvider';

type ThresholdForm = { min_gain_kr: number | '' };

export function AlertThreshold({ userId, property }: { userId: number; property: PropertySurveillance }) {
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
