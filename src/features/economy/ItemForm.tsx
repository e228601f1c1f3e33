// One economy item's form, the same on every economy page: its fields, the request form's step rules, and the
// server's answers under their fields.
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Form, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schema } from 'yup';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { ChoiceGroupField } from '../../components/Field/ChoiceGroupField';
import { Field } from '../../components/Field/Field';
import { MoneyField } from '../../components/Field/MoneyField';
import { SelectField } from '../../components/Field/SelectField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { useYesNoOptions } from '../../components/Field/useYesNoOptions';
import { isHttpErrorData, type HttpErrorData } from '../../../store/http/httpError';
import { applyServerErrors, useDescribeUnshownError } from '../../lib/forms/serverErrors';
import { isAsked, toBody, type FieldSpec } from './fieldSpec';
import { failureText } from './saveFeedback';

type Values = Record<string, unknown>;

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
  const yesNo = useYesNoOptions();
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
              if (f.kind === 'yesNo')
                return <ChoiceGroupField key={f.name} name={f.name} legend={label} options={yesNo} variant="inline" />;
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
