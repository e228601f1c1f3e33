// Fields that are typed in the form and sent with the submission but never stored with the form (session storage,
// recordings, inspector): the CPR number and the new account's password. Apart from the schemas, which the form
// loads only on its first blur or Next, while the names are needed from the start.
import type { StepLabel } from '../../formRecord';

/** Fields of the profile step that must never reach storage, recordings or the inspector. */
export const SECRET_PROFILE_FIELDS = ['password', 'password_confirmation'] as const;

export const SECRET_FIELDS: Partial<Record<StepLabel, readonly string[]>> = {
  aboutYou: ['cpr'],
  profile: SECRET_PROFILE_FIELDS,
};
