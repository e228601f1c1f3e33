// What a step schema depends on beyond its own fields. The browser and the server build the same schemas and
// differ only in the checks they inject: the browser asks the API, the server calls the pure functions.
import type { FormPurpose, FormRecord, StepLabel } from '../../formRecord';
import type { PeriodicPaymentCheck } from '../liabilitySchema';
import type { ValidationMessage } from '../message';

/** Asks whether a postal code exists in the country (POST /api/postal-codes/validation, or the server's table). */
export type PostalCodeCheck = (
  postalCode: string,
  country: string,
) => PromiseLike<boolean | ValidationMessage> | boolean | ValidationMessage;

export interface StepChecks {
  periodicPayment: PeriodicPaymentCheck;
  postalCode: PostalCodeCheck;
}

export interface StepSchemaContext {
  /** A signed-in customer already has an account: the profile step asks for no password. */
  signedIn: boolean;
  /** Today as YYYY-MM-DD; the Copenhagen date when absent. Tests pin it. */
  now?: string;
  /** The form's purpose; the unsatisfied purpose asks its questions on its own step rather than in the wishes. */
  formPurpose?: FormPurpose;
  /** The other steps' data, for questions that depend on earlier answers (a partner's income on employment). */
  steps?: Partial<Record<StepLabel, FormRecord>>;
  checks: StepChecks;
}
