// /password/reset/:token?email=…: the link from the reset mail. A new password twice; then a way to sign in.
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { useResetPasswordMutation } from '../../../store/api/authApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { PasswordHint } from '../../components/Field/PasswordHint';
import { Link } from '../../components/Link/Link';
import type { HttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { withRules } from '../../../domain/validation/yupRules';
import { AuthForm, EmailField } from './AuthForm';
import { AuthPanel } from './AuthPanel';
import { applyServerErrors } from '../../lib/forms/serverErrors';

type ResetValues = { email: string; password: string; password_confirmation: string };

const resetSchema = yup.object({
  email: withRules(yup.string(), ['required', 'email']).default(''),
  password: withRules(yup.string(), [
    'required',
    ['strong_password', ({ parent }) => ({ userInputs: [parent.email] })],
  ]).default(''),
  password_confirmation: withRules(yup.string(), ['required'])
    .default('')
    .oneOf([yup.ref('password')], { id: 'auth.reset.mismatch' }),
});

export function ResetPasswordPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues = useMemo<ResetValues>(
    () => ({ ...resetSchema.getDefault(), email: searchParams.get('email') ?? '' }),
    [searchParams],
  );

  async function submit(values: ResetValues, helpers: FormikHelpers<ResetValues>) {
    setFormError(null);
    const result = await resetPassword({ token, ...values, email: values.email.trim() });
    if ('error' in result) {
      const error = result.error as HttpErrorData;
      if (error.status === 422) {
        const unshown = applyServerErrors(helpers, error, ['email', 'password', 'password_confirmation']);
        if (unshown.length) setFormError(unshown[0]);
      } else {
        setFormError(intl.formatMessage({ id: error.status === 429 ? 'errors.tooManyRequests' : 'errors.unknown' }));
      }
      return;
    }
    setDone(result.data.message || intl.formatMessage({ id: 'auth.reset.done' }));
  }

  if (done) {
    return (
      <AuthPanel title={<FormattedMessage id="auth.reset.doneTitle" />}>
        <Alert tone="success">{done}</Alert>
        <p className="auth-panel__next">
          <Link to={paths.login.path} variant="button">
            <FormattedMessage id="auth.reset.goToLogin" />
          </Link>
        </p>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title={<FormattedMessage id="auth.reset.title" />}
      intro={<FormattedMessage id="auth.reset.intro" />}
      footer={
        <Link to={paths.forgotPassword.path}>
          <FormattedMessage id="auth.reset.newLink" />
        </Link>
      }
    >
      <AuthForm initialValues={initialValues} schema={resetSchema} onSubmit={submit} formError={formError}>
        {({ isSubmitting }) => (
          <>
            <EmailField autoComplete="username" />
            <Field
              name="password"
              type="password"
              label={<FormattedMessage id="auth.fields.newPassword" />}
              description={<PasswordHint userInputFields={['email']} />}
              autoComplete="new-password"
            />
            <Field
              name="password_confirmation"
              type="password"
              label={<FormattedMessage id="auth.fields.passwordConfirmation" />}
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth loading={isSubmitting}>
              <FormattedMessage id="auth.reset.submit" />
            </Button>
          </>
        )}
      </AuthForm>
    </AuthPanel>
  );
}
