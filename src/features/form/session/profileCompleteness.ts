// Whether a signed-in customer's account already holds everything the profile step asks (§3 decision 2: such a
// customer is spared the step). Checked with the profile step's own schema, so the two cannot disagree: a name
// of two words, a valid e-mail and a valid Danish phone number.
import type { StepChecks } from '../../../../domain/validation/steps/context';
import { loadStepRules } from './stepRules';

export interface ProfileFacts {
  name: string;
  email: string;
  phone: string | null;
}

/** The profile step needs no server check; these stand in for the ones other steps use. */
const NO_CHECKS: StepChecks = { periodicPayment: () => true, postalCode: () => true };

export async function isProfileComplete(user: ProfileFacts | null): Promise<boolean> {
  if (user === null) return false;
  // accept_terms belongs to the request, not the account: the server asks nothing more of a skipped profile step.
  const values = { full_name: user.name, email: user.email, phone: user.phone ?? '', accept_terms: true };
  const { stepSchemas } = await loadStepRules();
  return stepSchemas.profile({ signedIn: true, checks: NO_CHECKS }).isValid(values);
}
