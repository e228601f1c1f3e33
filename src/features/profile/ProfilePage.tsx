// profile: the customer's contact details and language, the way to edit them, the data export and
// closing the account. Opened from the e-mail-change mail (?confirm-email=…), it confirms the new address first.
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import { Form, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { profileExportHref, useCloseAccountMutation, useConfirmEmailMutation } from '../../../store/api/profileApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser, type User } from '../../../store/slices/authSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Field } from '../../components/Field/Field';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import type { HttpErrorData } from '../../../store/http/httpError';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { closeAccountSchema, closeAccountWithMitidSchema, type CloseAccountValues } from './profileSchemas';
import {
  isMitidConfirmationRequired,
  MitidConfirmedNote,
  MitidStepUpPrompt,
  useConfirmedStep,
  useMitidLinked,
} from '../../components/Mitid/MitidStepUp';
import { applyServerErrors } from '../../lib/forms/serverErrors';
import './profile.css';
import { PhoneDisplay } from '../../components/PhoneDisplay/PhoneDisplay';
import { MitidCard } from './MitidCard';

export const CONFIRM_EMAIL_PARAM = 'confirm-email';

export function ProfilePage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.profile.title" />}
        actions={
          <Link to={paths.editProfile.getHref()} variant="button">
            <FormattedMessage id="profile.edit.link" />
          </Link>
        }
      />
      {user && (
        <div className="profile-stack">
          <EmailConfirmation userId={user.id} />
          <ContactFacts user={user} />
          <MitidCard userId={user.id} />
          <ExportCard userId={user.id} />
          <CloseAccountCard userId={user.id} />
        </div>
      )}
    </>
  );
}

/** The link of the e-mail-change mail lands here: its token is sent once, then removed from the address. */
function EmailConfirmation({ userId }: { userId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(CONFIRM_EMAIL_PARAM);
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sent = useRef<string | null>(null);
  const intl = useIntl();

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void confirm({ userId, token }).then((result) => {
      if ('data' in result && result.data) setOutcome({ tone: 'success', text: result.data.message });
      else {
        const error = result.error as HttpErrorData;
        const text =
          error.errors?.token?.[0] ?? failureMessageText(error, intl) ?? intl.formatMessage({ id: 'errors.unknown' });
        setOutcome({ tone: 'error', text });
      }
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CONFIRM_EMAIL_PARAM);
          return next;
        },
        { replace: true },
      );
    });
  }, [token, userId, confirm, setSearchParams, intl]);

  if (isLoading)
    return (
      <Alert tone="info" live>
        <FormattedMessage id="profile.confirmingEmail" />
      </Alert>
    );
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone} live>
      {outcome.text}
    </Alert>
  );
}

function ContactFacts({ user }: { user: User }) {
  const locale = useLocale();
  return (
    <Card title={<FormattedMessage id="profile.contact.title" />}>
      <dl className="profile-facts">
        <dt>
          <FormattedMessage id="profile.fields.name" />
        </dt>
        <dd>{user.name}</dd>
        <dt>
          <FormattedMessage id="profile.fields.email" />
        </dt>
        <dd>{user.email}</dd>
        <dt>
          <FormattedMessage id="profile.fields.phone" />
        </dt>
        <dd>{user.phone ? <PhoneDisplay value={user.phone} /> : <FormattedMessage id="profile.noPhone" />}</dd>
        <dt>
          <FormattedMessage id="profile.language.title" />
        </dt>
        <dd>
          <FormattedMessage
            id="profile.language.current"
            values={{ language: <FormattedMessage id={`profile.language.${locale}`} /> }}
          />
        </dd>
      </dl>
      <Link to={paths.editProfile.getHref()}>
        <FormattedMessage id="profile.edit.link" />
      </Link>
    </Card>
  );
}

function ExportCard({ userId }: { userId: number }) {
  return (
    <Card title={<FormattedMessage id="profile.export.title" />}>
      <p className="profile-text">
        <FormattedMessage id="profile.export.body" />
      </p>
      {/* A plain link: the answer is an attachment, downloaded with the session cookie like any page. */}
      <a className="link link--button link--button-secondary" href={profileExportHref(userId)} download>
        <FormattedMessage id="profile.export.action" />
      </a>
    </Card>
  );
}

function CloseAccountCard({ userId }: { userId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Linked to MitID: MitID confirms the closing instead of the password; the round trip returns with it open.
  const linked = useMitidLinked(userId);
  const confirmedStep = useConfirmedStep() === 'close';
  const [confirming, setConfirming] = useState(confirmedStep);
  const [needsMitid, setNeedsMitid] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [closeAccount] = useCloseAccountMutation();
  const startRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // The confirmation replaces the button that opened it: focus moves to its password field.
  useEffect(() => {
    if (confirming) formRef.current?.querySelector('input')?.focus();
  }, [confirming]);

  async function submit(values: CloseAccountValues, helpers: FormikHelpers<CloseAccountValues>) {
    setFormError(null);
    setNeedsMitid(null);
    const result = await closeAccount({ userId, password: linked ? undefined : values.password });
    if ('error' in result) {
      const error = result.error as HttpErrorData;
      if (isMitidConfirmationRequired(error)) setNeedsMitid(error.message);
      else if (error.status === 422) {
        const unshown = applyServerErrors(helpers, error, ['password'], { touch: true });
        setFormError(unshown[0] ?? null);
      } else if (error.status === 429 && error.message) setFormError(error.message);
      else setFormError(failureMessageText(error, intl) ?? intl.formatMessage({ id: 'errors.unknown' }));
      return;
    }
    showToast({ type: 'success', message: result.data.message });
    navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <Card title={<FormattedMessage id="profile.close.title" />}>
      <p className="profile-text">
        <FormattedMessage id="profile.close.body" />
      </p>
      {confirming ? (
        <div ref={formRef}>
          <ValidatedFormik<CloseAccountValues>
            schema={linked ? closeAccountWithMitidSchema : closeAccountSchema}
            initialValues={closeAccountSchema.getDefault()}
            onSubmit={submit}
          >
            {({ isSubmitting }) => (
              <Form
                className="profile-form"
                noValidate
                aria-label={intl.formatMessage({ id: 'profile.close.confirmTitle' })}
              >
                <h3 className="profile-subtitle">
                  <FormattedMessage id="profile.close.confirmTitle" />
                </h3>
                {formError && <Alert tone="error">{formError}</Alert>}
                {!linked ? (
                  <Field
                    name="password"
                    type="password"
                    label={<FormattedMessage id="profile.close.password" />}
                    autoComplete="current-password"
                  />
                ) : confirmedStep && !needsMitid ? (
                  <MitidConfirmedNote />
                ) : (
                  <MitidStepUpPrompt step="close" message={needsMitid} />
                )}
                <div className="profile-actions">
                  <Button type="submit" variant="danger" loading={isSubmitting}>
                    <FormattedMessage id="profile.close.confirm" />
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={isSubmitting}
                    onClick={() => {
                      setConfirming(false);
                      setFormError(null);
                      requestAnimationFrame(() => startRef.current?.focus());
                    }}
                  >
                    <FormattedMessage id="profile.close.cancel" />
                  </Button>
                </div>
              </Form>
            )}
          </ValidatedFormik>
        </div>
      ) : (
        <Button ref={startRef} variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="profile.close.start" />
        </Button>
      )}
    </Card>
  );
}
