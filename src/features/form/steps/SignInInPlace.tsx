// A returning customer on the profile step: the server refused the e-mail (profile.email, in words that do not say
// whether it has an account), so the step offers sign-in right there, the form untouched. Signed in, the wizard hears of it (FormMachineProvider
// sends SET_CUSTOMER) and the step asks no new password; the customer sends the kept form as themself.
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { useLoginMutation } from '../../../../store/api/authApi';
import { useAppSelector } from '../../../../store/hooks';
import { selectUser } from '../../../../store/slices/authSlice';
import { Button } from '../../../components/Button/Button';
import { SlowWaitNote } from '../../../components/Button/SlowWaitNote';
import { Link } from '../../../components/Link/Link';
import type { HttpErrorData } from '../../../../store/http/httpError';
import { paths } from '../../../../domain/paths';
import { getStep } from '../../../../machines/auctionForm';
import { useFormSelector, useFormSession } from '../session/formSessionContext';
import { withoutSecrets } from '../session/secretFields';

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function SignInInPlace() {
  const user = useAppSelector(selectUser);
  const { values } = useFormikContext<FormRecord>();
  // The e-mail the server refused, as sent; offered only while the field still holds it.
  const refusedEmail = useFormSelector((snapshot) =>
    (snapshot.context.serverErrors['profile.email']?.length ?? 0) > 0
      ? getStep(snapshot.context, 'profile').formData.email
      : null,
  );
  // Derived, not remembered: signing in may re-mount the step, and what it says must survive that.
  if (user) return sameEmail(refusedEmail, user.email) ? <SignedInHere email={user.email} /> : null;
  if (!sameEmail(refusedEmail, values.email)) return null;
  return <SignInGroup email={String(values.email).trim()} />;
}

function SignInGroup({ email }: { email: string }) {
  const intl = useIntl();
  const formik = useFormikContext<FormRecord>();
  const [login, { isLoading }] = useLoginMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { input: `${id}-password`, error: `${id}-error`, text: `${id}-text` };

  async function signIn() {
    setError(null);
    if (password === '') {
      setError(intl.formatMessage({ id: 'validation.required' }));
      return;
    }
    const result = await login({ email, password, remember: false });
    if ('error' in result) {
      const failure = result.error as HttpErrorData;
      const fieldMessage = Object.values(failure.errors ?? {}).flat()[0];
      if (failure.status === 422 && fieldMessage) setError(fieldMessage);
      else if (failure.status === 429)
        setError(failure.message || intl.formatMessage({ id: 'errors.tooManyRequests' }));
      else setError(intl.formatMessage({ id: 'errors.unknown' }));
      return;
    }
    // The account has a password: the new one typed for the refused account goes.
    await formik.setValues(withoutSecrets('profile', formik.values), false);
  }

  // The group sits inside the step's form: Enter signs in here instead of sending the step.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void signIn();
  }

  return (
    <fieldset className="field-group sign-in-in-place" aria-describedby={ids.text}>
      <legend className="choice-group__legend">
        <FormattedMessage id="form.profile.signIn.title" />
      </legend>
      <p id={ids.text} className="field__description">
        <FormattedMessage id="form.profile.signIn.text" values={{ email }} />
      </p>
      <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={ids.input}>
          <FormattedMessage id="form.profile.signIn.password" />
        </label>
        {/* No name: the password is the account's, not an answer of the step. */}
        <input
          id={ids.input}
          type="password"
          className="field__control"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
        />
        {error && (
          <p id={ids.error} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="sign-in-in-place__actions">
        <Button loading={isLoading} onClick={() => void signIn()}>
          <FormattedMessage id="form.profile.signIn.submit" />
        </Button>
        <Link to={paths.forgotPassword.path}>
          <FormattedMessage id="auth.login.forgot" />
        </Link>
      </div>
      <SlowWaitNote pending={isLoading} />
    </fieldset>
  );
}

/**
 * Said once signed in with the refused e-mail, and focused: the group the customer was in is gone. The refusal no
 * longer applies, and no new password goes with the request.
 */
function SignedInHere({ email }: { email: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { setFieldError } = useFormikContext<FormRecord>();
  const { secrets } = useFormSession();
  useEffect(() => {
    setFieldError('email', undefined);
    secrets.keep('profile', {});
    ref.current?.focus();
    // Once, when the customer is signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="sign-in-in-place__done">
      <FormattedMessage id="form.profile.signIn.done" values={{ email }} />
    </p>
  );
}
