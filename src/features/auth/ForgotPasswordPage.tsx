// /password/email: asks for a reset link. The answer is the same whether or not the address has an account, so
// the page cannot be used to find out who is a customer.
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { useForgotPasswordMutation } from '../../../store/api/authApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import type { HttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { withRules } from '../../../domain/validation/yupRules';
import { AuthForm, EmailField } from './AuthForm';
import { AuthPanel } from './AuthPanel';
import { applyServerErrors } from '../../lib/forms/serverErrors';

type ForgotValues = { email: string };

const forgotSchema = yup.object({ email: withRules(yup.string(), ['required', 'email']).default('') });

export function ForgotPasswordPage() {
  const intl = useIntl();
  const [requestLink] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: ForgotValues, helpers: FormikHelpers<ForgotValues>) {
    setFormError(null);
    const result = await requestLink({ email: values.email.trim() });
    if ('error' in result) {
      const error = result.error as HttpErrorData;
      if (error.status === 422) {
        const unshown = applyServerErrors(helpers, error, ['email']);
        if (unshown.length) setFormError(unshown[0]);
      } else {
        setFormError(intl.formatMessage({ id: error.status === 429 ? 'errors.tooManyRequests' : 'errors.unknown' }));
      }
      return;
    }
    setSent(true);
  }

  const backToLogin = (
    <Link to={paths.login.path}>
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );

  if (sent) {
    return (
      <AuthPanel title={<FormattedMessage id="auth.forgot.sentTitle" />} footer={backToLogin}>
        <Alert tone="success">
          <FormattedMessage id="auth.forgot.sent" />
        </Alert>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title={<FormattedMessage id="auth.forgot.title" />}
      intro={<FormattedMessage id="auth.forgot.intro" />}
      footer={backToLogin}
    >
      <AuthForm<ForgotValues>
        initialValues={forgotSchema.getDefault()}
        schema={forgotSchema}
        onSubmit={submit}
        formError={formError}
      >
        {({ isSubmitting }) => (
          <>
            <EmailField />
            <Button type="submit" fullWidth loading={isSubmitting}>
              <FormattedMessage id="auth.forgot.submit" />
            </Button>
          </>
        )}
      </AuthForm>
    </AuthPanel>
  );
}
