// profile/edit: the customer's contact details (a new e-mail address waits for its link), the language
// and a new password. Each part saves on its own; the server's 422 messages stand at their fields.
import { Form, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChangePasswordMutation, useUpdateProfileMutation } from '../../../store/api/profileApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser, type User } from '../../../store/slices/authSlice';
import { useChooseLanguage } from '../../lib/i18n/useChooseLanguage';
import { Alert } from '../../components/Alert/Alert';
import { BackLink } from '../../components/BackLink/BackLink';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Field } from '../../components/Field/Field';
import { PasswordHint } from '../../components/Field/PasswordHint';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useFormattedPhone } from '../../components/PhoneDisplay/useFormattedPhone';
import type { HttpErrorData } from '../../../store/http/httpError';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { LOCALES, type Locale } from '../../../domain/locales';
import { paths } from '../../../domain/paths';
import { PASSWORD_MIN_LENGTH } from '../../../domain/validation/constants';
import {
  contactSchemaFor,
  emailChanged,
  passwordSchemaFor,
  type ContactValues,
  type PasswordValues,
} from './profileSchemas';
import { applyServerErrors } from '../../lib/forms/serverErrors';
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import {
  isMitidConfirmationRequired,
  MitidConfirmedNote,
  MitidStepUpPrompt,
  useConfirmedStep,
  useMitidLinked,
} from '../../components/Mitid/MitidStepUp';
import './profile.css';

/**
 * The new address typed before "Confirm with MitID", kept in this tab for the round trip so the form comes back as
 * she left it (not in the return path: that would put it in the browser's history and the broker's logs).
 */
const STEP_UP_EMAIL_KEY = 'laanetorvet.stepUpEmail';

const PHONE_MAX_LENGTH = 30;

/** A failure no field shows: the server's own text for a 429, §8's for 503 and 5xx, else the app's words for it. */
function formErrorOf(error: HttpErrorData, intl: ReturnType<typeof useIntl>, unshown: string[]): string | null {
  if (error.status === 422) return unshown[0] ?? null;
  if (error.status === 429) return error.message || intl.formatMessage({ id: 'errors.tooManyRequests' });
  return failureMessageText(error, intl) ?? intl.formatMessage({ id: 'errors.unknown' });
}

export function EditProfilePage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <BackLink to={paths.profile.getHref()}>
        <FormattedMessage id="profile.edit.back" />
      </BackLink>
      <PageHeader title={<FormattedMessage id="page.profile.edit.title" />} />
      {user && (
        <div className="profile-stack">
          {user.password_change_required && <PasswordCard user={user} required />}
          <ContactCard user={user} />
          <LanguageCard />
          {!user.password_change_required && <PasswordCard user={user} />}
        </div>
      )}
    </>
  );
}

function ContactCard({ user }: { user: User }) {
  // The field shows the number as the profile page does; the form starts once it is formatted (a moment, once),
  // and a number saved later does not restart it.
  const formatted = useFormattedPhone(user.phone ?? '');
  const [phone, setPhone] = useState<string | null>(null);
  if (phone === null && formatted !== null) setPhone(formatted);
  return phone === null ? null : <ContactForm user={user} phone={phone} />;
}

function ContactForm({ user, phone }: { user: User; phone: string }) {
  const intl = useIntl();
  const [update] = useUpdateProfileMutation();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Linked to MitID: a new address is confirmed with MitID instead of the password.
  const linked = useMitidLinked(user.id);
  const confirmedStep = useConfirmedStep() === 'email';
  const [needsMitid, setNeedsMitid] = useState<string | null>(null);
  const [initialValues] = useState<ContactValues>(() => {
    const kept =
      confirmedStep && typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(STEP_UP_EMAIL_KEY) : null;
    return { name: user.name, email: kept ?? user.email, phone, current_password: '' };
  });
  const schema = useMemo(() => contactSchemaFor(user.email, !linked), [user.email, linked]);

  async function submit(values: ContactValues, helpers: FormikHelpers<ContactValues>) {
    setDone(null);
    setFormError(null);
    setNeedsMitid(null);
    const result = await update({
      userId: user.id,
      name: values.name.trim(),
      phone: values.phone.trim() || null,
      email: values.email.trim(),
      ...(emailChanged(values.email, user.email) && !linked ? { current_password: values.current_password } : {}),
    });
    if ('error' in result) {
      const error = result.error as HttpErrorData;
      if (isMitidConfirmationRequired(error)) {
        setNeedsMitid(error.message);
        return;
      }
      const unshown =
        error.status === 422
          ? applyServerErrors(helpers, error, ['name', 'email', 'phone', 'current_password'], { touch: true })
          : [];
      setFormError(formErrorOf(error, intl, unshown));
      return;
    }
    sessionStorage.removeItem(STEP_UP_EMAIL_KEY);
    // The address shown stays the confirmed one until the link is opened.
    helpers.resetForm({ values: { ...values, email: result.data.user.email, current_password: '' } });
    setDone(result.data.message);
  }

  return (
    <Card title={<FormattedMessage id="profile.contact.title" />}>
      <ValidatedFormik<ContactValues> schema={schema} initialValues={initialValues} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form className="profile-form" noValidate aria-label={intl.formatMessage({ id: 'profile.contact.title' })}>
            {done && (
              <Alert tone="success" live>
                {done}
              </Alert>
            )}
            {formError && <Alert tone="error">{formError}</Alert>}
            <Field
              name="name"
              label={<FormattedMessage id="profile.fields.name" />}
              autoComplete="name"
              maxLength={255}
            />
            <Field
              name="email"
              type="email"
              label={<FormattedMessage id="profile.fields.email" />}
              description={<FormattedMessage id="profile.fields.emailHint" />}
              autoComplete="email"
              inputMode="email"
              maxLength={255}
            />
            {emailChanged(values.email, user.email) && linked ? (
              confirmedStep && !needsMitid ? (
                <MitidConfirmedNote />
              ) : (
                <div onClickCapture={() => sessionStorage.setItem(STEP_UP_EMAIL_KEY, values.email)}>
                  <MitidStepUpPrompt step="email" message={needsMitid} />
                </div>
              )
            ) : (
              emailChanged(values.email, user.email) && (
                <Field
                  name="current_password"
                  type="password"
                  label={<FormattedMessage id="profile.password.current" />}
                  description={<FormattedMessage id="profile.fields.emailPasswordHint" />}
                  autoComplete="current-password"
                />
              )
            )}
            <Field
              name="phone"
              type="tel"
              label={<FormattedMessage id="profile.fields.phone" />}
              description={<FormattedMessage id="profile.fields.phoneHint" />}
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
            />
            <div className="profile-actions">
              <Button type="submit" loading={isSubmitting}>
                <FormattedMessage id="profile.edit.save" />
              </Button>
            </div>
          </Form>
        )}
      </ValidatedFormik>
    </Card>
  );
}

const LANGUAGE_NAMES: Record<Locale, string> = { da: 'Dansk', en: 'English' };

function LanguageCard() {
  const intl = useIntl();
  const locale = useLocale();
  const chooseLanguage = useChooseLanguage();
  return (
    <Card title={<FormattedMessage id="profile.language.title" />}>
      <p className="profile-text">
        <FormattedMessage id="profile.language.hint" />
      </p>
      <div className="profile-languages" role="group" aria-label={intl.formatMessage({ id: 'profile.language.title' })}>
        {LOCALES.map((option) => (
          <Button
            key={option}
            variant={option === locale ? 'primary' : 'secondary'}
            aria-pressed={option === locale}
            lang={option}
            onClick={() => void chooseLanguage(option)}
          >
            {LANGUAGE_NAMES[option]}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** `required`: the password signed in with fails today's policy, and the card says so first. */
function PasswordCard({ user, required = false }: { user: User; required?: boolean }) {
  const userId = user.id;
  const schema = useMemo(() => passwordSchemaFor(user), [user]);
  const intl = useIntl();
  const [changePassword] = useChangePasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: PasswordValues, helpers: FormikHelpers<PasswordValues>) {
    setDone(null);
    setFormError(null);
    const result = await changePassword({ userId, ...values });
    if ('error' in result) {
      const error = result.error as HttpErrorData;
      const unshown =
        error.status === 422
          ? applyServerErrors(helpers, error, ['current_password', 'password', 'password_confirmation'], {
              touch: true,
            })
          : [];
      setFormError(formErrorOf(error, intl, unshown));
      return;
    }
    helpers.resetForm();
    setDone(result.data.message);
  }

  return (
    <Card title={<FormattedMessage id="profile.password.title" />}>
      {required && (
        <Alert tone="warning" live>
          <FormattedMessage id="profile.password.required" values={{ min: PASSWORD_MIN_LENGTH }} />
        </Alert>
      )}
      <p className="profile-text">
        <FormattedMessage id="profile.password.intro" />
      </p>
      <ValidatedFormik<PasswordValues> schema={schema} initialValues={schema.getDefault()} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="profile-form" noValidate aria-label={intl.formatMessage({ id: 'profile.password.title' })}>
            {done && (
              <Alert tone="success" live>
                {done}
              </Alert>
            )}
            {formError && <Alert tone="error">{formError}</Alert>}
            <Field
              name="current_password"
              type="password"
              label={<FormattedMessage id="profile.password.current" />}
              autoComplete="current-password"
            />
            <Field
              name="password"
              type="password"
              label={<FormattedMessage id="auth.fields.newPassword" />}
              description={<PasswordHint userInputs={[user.email, user.name]} />}
              autoComplete="new-password"
            />
            <Field
              name="password_confirmation"
              type="password"
              label={<FormattedMessage id="auth.fields.passwordConfirmation" />}
              autoComplete="new-password"
            />
            <div className="profile-actions">
              <Button type="submit" loading={isSubmitting}>
                <FormattedMessage id="profile.password.submit" />
              </Button>
            </div>
          </Form>
        )}
      </ValidatedFormik>
    </Card>
  );
}
