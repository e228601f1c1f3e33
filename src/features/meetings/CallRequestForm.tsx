// "Bliv ringet op": the customer's Danish phone number and the window that suits them, checked by the §5
// phone_number rule before sending (domain/validation/meetings/callRequestSchema.ts); the server checks it again
// and a 422 shows under `phone`.
import { FailureText } from '../../components/FailureText/FailureText';
import { Form, Field as FormikField, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import { CALL_WINDOW_NAMES, type CallWindow } from '../../../domain/meetingTimes';
import { callRequestSchema, type CallRequestValues } from '../../../domain/validation/meetings/callRequestSchema';
import { useRequestCallMutation } from '../../../store/api/meetingsApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { applyServerErrors } from '../../lib/forms/serverErrors';
import { showToast } from '../../lib/toast';

export function CallRequestForm({ lead, focusOnMount = false }: { lead: Lead; focusOnMount?: boolean }) {
  const intl = useIntl();
  const windowName = useId();
  const schema = useMemo(() => callRequestSchema(), []);
  const initialValues = useMemo(() => schema.getDefault(), [schema]);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus the number when the customer came for this form ("Bliv ringet op" on the lead's page), after the
  // layout's own move of focus to the new page (its effect runs after this one).
  useEffect(() => {
    if (!focusOnMount) return;
    const timer = setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input[name="phone"]')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusOnMount]);
  const [requestCall, { error, reset }] = useRequestCallMutation();
  const failure = isHttpErrorData(error) && error.status !== 422 ? error : null;
  const supplier = lead.supplier.name;

  async function submit(values: CallRequestValues, helpers: FormikHelpers<CallRequestValues>) {
    reset();
    const result = await requestCall({
      leadId: lead.id,
      phone: (values.phone ?? '').trim(),
      // The schema allowed only the windows' names.
      preferred_window: values.preferred_window as CallWindow,
    });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'meetings.call.sent' }, { supplier }) });
      helpers.resetForm();
    } else if (isHttpErrorData(result.error)) applyServerErrors(helpers, result.error, ['phone'], { touch: true });
  }

  return (
    <ValidatedFormik<CallRequestValues> initialValues={initialValues} schema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate ref={formRef}>
          <p className="meetings-muted">
            <FormattedMessage id="meetings.call.intro" values={{ supplier }} />
          </p>
          <Field
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={LIMITS.phone}
            label={<FormattedMessage id="meetings.call.phone" />}
          />
          <fieldset className="meeting-choices">
            <legend className="meeting-choices__legend">
              <FormattedMessage id="meetings.call.window" />
            </legend>
            {CALL_WINDOW_NAMES.map((value) => (
              <label key={value} className="meeting-choices__option" htmlFor={`${windowName}-${value}`}>
                <FormikField type="radio" name="preferred_window" value={value} id={`${windowName}-${value}`} />
                <span>
                  <FormattedMessage id={`meetings.call.windows.${value}`} />
                </span>
              </label>
            ))}
          </fieldset>
          {failure && (
            <Alert tone="error">
              {failure.status === 409 ? (
                failure.message
              ) : (
                <FailureText error={failure} fallback={<FormattedMessage id="meetings.form.failed" />} />
              )}
            </Alert>
          )}
          <div className="meetings-actions">
            <Button type="submit" loading={isSubmitting}>
              <FormattedMessage id="meetings.call.submit" />
            </Button>
          </div>
        </Form>
      )}
    </ValidatedFormik>
  );
}
