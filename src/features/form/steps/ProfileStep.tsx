// profile: who the lenders answer, and the account the request is kept in (a new one for a guest; an e-mail that
// has an account signs in right here).
import { FormattedMessage } from 'react-intl';
import { CheckboxField } from '../../../components/Field/CheckboxField';
import { Field } from '../../../components/Field/Field';
import { PasswordHint } from '../../../components/Field/PasswordHint';
import { useAppSelector } from '../../../../store/hooks';
import { selectIsSignedIn } from '../../../../store/slices/authSlice';
import { StepForm } from '../StepForm';
import { FieldGroup } from '../fields/FieldGroup';
import { TermsLink } from '../fields/TermsLink';
import { SignInInPlace } from './SignInInPlace';
import { MitidSignUp } from './MitidSignUp';

export function ProfileStep() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <StepForm label="profile">
      {!signedIn && <MitidSignUp />}
      <Field name="full_name" label={<FormattedMessage id="form.profile.fullName" />} autoComplete="name" />
      <Field name="email" type="email" label={<FormattedMessage id="form.profile.email" />} autoComplete="email" />
      <SignInInPlace />
      <Field
        name="phone"
        type="tel"
        label={<FormattedMessage id="form.profile.phone" />}
        autoComplete="tel"
        className="field--narrow"
      />
      {!signedIn && (
        <FieldGroup legendId="form.profile.account" hintId="form.profile.accountHint">
          <div className="field-row">
            <Field
              name="password"
              type="password"
              label={<FormattedMessage id="form.profile.password" />}
              description={<PasswordHint userInputFields={['email', 'full_name']} />}
              autoComplete="new-password"
            />
            <Field
              name="password_confirmation"
              type="password"
              label={<FormattedMessage id="form.profile.passwordConfirmation" />}
              autoComplete="new-password"
              dependsOn={['password']}
            />
          </div>
        </FieldGroup>
      )}
      <CheckboxField
        name="accept_terms"
        label={<FormattedMessage id="form.profile.acceptTerms" />}
        description={<TermsLink />}
      />
      <CheckboxField
        name="contact_consent"
        label={<FormattedMessage id="form.profile.contactConsent" />}
        description={<FormattedMessage id="form.profile.contactConsentHint" />}
      />
    </StepForm>
  );
}
