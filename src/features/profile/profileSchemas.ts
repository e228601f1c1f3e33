// The profile forms' rules: the request form's rules for the same fields (a full name of two words or
// more, a Danish phone number, a standard e-mail address) and sign-up's strong-password rule. The server applies
// the same rules (server/users/profile.ts).
import * as yup from 'yup';
import { withRules } from '../../../domain/validation/yupRules';

/** Whether the form asks to move the account to another address (which needs the current password). */
export const emailChanged = (email: string, accountEmail: string) =>
  email.trim().toLowerCase() !== accountEmail.toLowerCase();

/** The contact rules for the account whose address is `accountEmail`: a new address needs the password too. */
/** `passwordNeeded` false for a customer linked to MitID: a new address is confirmed with MitID instead. */
export function contactSchemaFor(accountEmail: string, passwordNeeded = true) {
  return yup.object({
    name: withRules(yup.string(), ['required', 'full_name', 'person_name']).default(''),
    email: withRules(yup.string(), ['required', 'email']).default(''),
    phone: withRules(yup.string(), [['phone_number', { country: 'dk' }]]).default(''),
    current_password: yup
      .string()
      .default('')
      .test({
        name: 'neededForNewEmail',
        test(value, testContext) {
          const email = String((testContext.parent as { email?: unknown }).email ?? '');
          return (
            Boolean(value) ||
            !passwordNeeded ||
            !emailChanged(email, accountEmail) ||
            testContext.createError({ message: { id: 'profile.passwordNeeded' } })
          );
        },
      }),
  });
}
export type ContactValues = yup.InferType<ReturnType<typeof contactSchemaFor>>;

/** The new-password rules for the account of that e-mail and name: a password made of them is guessed first. */
export function passwordSchemaFor(account: { email: string; name: string }) {
  return yup.object({
    current_password: withRules(yup.string(), ['required']).default(''),
    password: withRules(yup.string(), [
      'required',
      ['strong_password', { userInputs: [account.email, account.name] }],
    ]).default(''),
    password_confirmation: withRules(yup.string(), ['required'])
      .default('')
      .oneOf([yup.ref('password')], { id: 'validation.password_confirmation' }),
  });
}
export type PasswordValues = yup.InferType<ReturnType<typeof passwordSchemaFor>>;

/** Closing the account of a customer linked to MitID: MitID confirms it, no password is asked. */
export const closeAccountWithMitidSchema = yup.object({ password: yup.string().default('') });

export const closeAccountSchema = yup.object({
  password: withRules(yup.string(), ['required']).default(''),
});
export type CloseAccountValues = yup.InferType<typeof closeAccountSchema>;
