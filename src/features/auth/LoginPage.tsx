// /login (§2 guest route): e-mail, password, remember me. On success the guest guard of this page decides where
// the customer goes next (return route or home; staff leave the app), so that rule lives in one place.
// Most first visits land here: above the form, what the product is and a way to start a request without an
// account (the form creates one at its end).
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../../../store/api/authApi';
import { useGetMitidPendingQuery, useLinkMitidWithPasswordMutation } from '../../../store/api/mitidApi';
import { MitidButton, MitidOutcomeNotice, useMitidOutcome } from '../../components/Mitid/Mitid';
import { Button } from '../../components/Button/Button';
import { SlowWaitNote } from '../../components/Button/SlowWaitNote';
import { Link } from '../../components/Link/Link';
import type { HttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { whenIdle } from '../../lib/browser/whenIdle';
import { loadChunk } from '../../lib/browser/chunkReload';
import { SignInForm, type SignInHelpers } from './signInForm/SignInForm';
import { SignInCheckbox, SignInField } from './signInForm/SignInFields';
import { AuthPanel } from './AuthPanel';
import { applyServerErrors } from '../../lib/forms/serverErrors';
import { withEarlyInput } from '../../lib/hydration/earlyInput';
import { useHydrated } from '../../lib/hydration/useHydrated';
import { useI18n } from '../../lib/i18n/I18nProvider';

type LoginValues = { email: string; password: string; remember: boolean };

/** What loginSchema gives for no data: the page opens and takes input before yup has loaded. */
export const LOGIN_BLANK: LoginValues = { email: '', password: '', remember: false };

const importLoginSchema = () => import(/* webpackChunkName: "login-rules" */ './loginSchema');
/** The first blur or submit waits for the rules; a chunk lost to a new deploy reloads the page once. */
const loadLoginSchema = () => loadChunk(importLoginSchema).then((module) => module.loginSchema);

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const [linkMitid] = useLinkMitidWithPasswordMutation();
  // Back from MitID with an identity not yet linked: the password given here links it to the account (once).
  const mitidOutcome = useMitidOutcome();
  const pending = useGetMitidPendingQuery(undefined, { skip: mitidOutcome !== 'pending' });
  const linking = mitidOutcome === 'pending' && Boolean(pending.data);
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const initialValues = useMemo<LoginValues>(() => withEarlyInput(LOGIN_BLANK), []);
  // The rules' texts (the validation bundle) come with the rules: the first screen shows none of them.
  const i18n = useI18n();
  const loadRules = useMemo(
    () => () =>
      Promise.all([loadLoginSchema(), loadChunk(() => i18n.ensureBundles(['validation']))]).then(([schema]) => schema),
    [i18n],
  );
  useEffect(
    () =>
      whenIdle(
        () => void Promise.all([importLoginSchema(), i18n.ensureBundles(['validation'])]).catch(() => undefined),
      ),
    [i18n],
  );

  async function submit(values: LoginValues, helpers: SignInHelpers) {
    setFormError(null);
    const result = linking
      ? await linkMitid({ email: values.email.trim(), password: values.password })
      : await login({ email: values.email.trim(), password: values.password, remember: values.remember });
    if ('error' in result) {
      const error = result.error as HttpErrorData;
      if (error.status === 422) {
        const unshown = applyServerErrors(helpers, error, ['email', 'password']);
        if (unshown.length) setFormError(unshown[0]);
      } else if (error.status === 429) {
        setFormError(error.message || intl.formatMessage({ id: 'errors.tooManyRequests' }));
      } else {
        setFormError(intl.formatMessage({ id: 'errors.unknown' }));
      }
      return;
    }
    await navigate(`${location.pathname}${location.search.replace(/([?&])mitid=[^&]*&?/, '$1').replace(/[?&]$/, '')}`, {
      replace: true,
    });
  }

  return (
    <>
      <section className="narrow-page login-about" aria-label={intl.formatMessage({ id: 'auth.login.about.label' })}>
        <p className="login-about__title">
          <FormattedMessage id="auth.login.about.title" />
        </p>
        <p className="login-about__text">
          <FormattedMessage id="auth.login.about.text" />
        </p>
        <Link to={paths.form.start.path} variant="button">
          <FormattedMessage id="auth.login.startRequest" />
        </Link>
      </section>
      <AuthPanel title={<FormattedMessage id="auth.login.title" />} intro={<FormattedMessage id="auth.login.intro" />}>
        <MitidOutcomeNotice />
        <SignInForm initialValues={initialValues} loadSchema={loadRules} onSubmit={submit} formError={formError}>
          {({ isSubmitting }) => (
            <>
              <SignInField
                name="email"
                type="email"
                label={<FormattedMessage id="auth.fields.email" />}
                autoComplete="email"
                inputMode="email"
              />
              <SignInField
                name="password"
                type="password"
                label={<FormattedMessage id="auth.fields.password" />}
                autoComplete="current-password"
              />
              <div className="auth-form__row">
                <SignInCheckbox name="remember" label={<FormattedMessage id="auth.login.remember" />} />
                <Link to={paths.forgotPassword.path}>
                  <FormattedMessage id="auth.login.forgot" />
                </Link>
              </div>
              <Button type="submit" fullWidth loading={isSubmitting} disabled={!hydrated}>
                <FormattedMessage id={linking ? 'auth.mitid.linkSubmit' : 'auth.login.submit'} />
              </Button>
              <SlowWaitNote pending={isSubmitting} />
              {!linking && (
                <>
                  <p className="mitid-divider">
                    <FormattedMessage id="auth.mitid.or" />
                  </p>
                  <MitidButton />
                </>
              )}
            </>
          )}
        </SignInForm>
      </AuthPanel>
    </>
  );
}
