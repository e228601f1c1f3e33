// profile: who the lenders answer, and the new account the request is kept in. A signed-in customer already
// has an account: no password. Passwords are held in memory only, never saved with the form.
import * as yup from 'yup';
import type { ValidationMessage } from '../message';
import { withRules } from '../yupRules';
import type { StepSchemaContext } from './context';
import { text } from './fieldSchemas';

const PASSWORDS_DIFFER: ValidationMessage = { id: 'validation.password_confirmation' };

function accountFields() {
  return {
    password: withRules(yup.string(), [
      'required',
      ['strong_password', ({ parent }) => ({ userInputs: [parent.email, parent.full_name] })],
    ]).default(''),
    password_confirmation: withRules(yup.string(), ['required'])
      .default('')
      .test({
        name: 'samePassword',
        test(value, testContext) {
          const password = (testContext.parent as { password?: unknown } | undefined)?.password;
          return !value || value === password || testContext.createError({ message: PASSWORDS_DIFFER });
        },
      }),
  };
}

export function profileSchema(ctx: StepSchemaContext) {
  return yup.object({
    full_name: text(['required', 'full_name', 'person_name']),
    email: text(['required', 'email']),
    phone: text(['required', ['phone_number', { country: 'dk' }]], 30),
    ...(ctx.signedIn ? {} : accountFields()),
    accept_terms: withRules(yup.boolean(), ['accepted']).default(false),
    /** Lenders may call or write about the request; without it they answer in the app only. */
    contact_consent: yup.boolean().default(false),
  });
}
