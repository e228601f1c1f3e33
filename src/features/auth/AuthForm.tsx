// The frame of the sign-in, forgot-password and reset-password forms: Formik validating on submit with the
// page's schema (or one loaded on first use), the form-level error above the fields, and the e-mail field they
// all ask for.
import { Form, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../../components/Alert/Alert';
import { Field } from '../../components/Field/Field';
import { ValidatedFormik, type SchemaSource } from '../../components/Field/ValidatedFormik';

type AuthFormProps<V extends FormikValues> = {
  initialValues: V;
  schema: SchemaSource;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  formError: string | null;
  children: (state: { isSubmitting: boolean }) => ReactNode;
};

export function AuthForm<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  formError,
  children,
}: AuthFormProps<V>) {
  return (
    <ValidatedFormik<V> initialValues={initialValues} schema={schema} onSubmit={onSubmit}>
      {/* POST: a submit before the scripts run must not put the password in the address. */}
      {({ isSubmitting }) => (
        <Form className="auth-form" noValidate method="post">
          {formError && <Alert tone="error">{formError}</Alert>}
          {children({ isSubmitting })}
        </Form>
      )}
    </ValidatedFormik>
  );
}

/** `autoComplete="username"` where a password manager should pair the address with a new password. */
export function EmailField({ autoComplete = 'email' }: { autoComplete?: 'email' | 'username' }) {
  return (
    <Field
      name="email"
      type="email"
      label={<FormattedMessage id="auth.fields.email" />}
      autoComplete={autoComplete}
      inputMode="email"
    />
  );
}
