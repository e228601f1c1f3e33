// The yup schema of every wizard step, built for a context (signed in, today, earlier answers, injected checks).
// The browser validates each step with these; the server validates a submission with the very same schemas.
import type * as yup from 'yup';
import type { FormRecord, StepLabel } from '../../../machines/auctionForm/types';
import { aboutYouSchema } from './aboutYouSchema';
import type { StepSchemaContext } from './context';
import { employmentSchema } from './employmentSchema';
import { housingSituationSchema } from './housingSituationSchema';
import { otherAssetsSchema } from './otherAssetsSchema';
import { otherDebtSchema } from './otherDebtSchema';
import { profileSchema } from './profileSchema';
import { savingsSchema } from './savingsSchema';
import { startSchema } from './startSchema';
import { unsatisfiedSchema } from './unsatisfiedSchema';
import { wishesSchema } from './wishesSchema';

export type { PostalCodeCheck, StepChecks, StepSchemaContext } from './context';
export { SECRET_PROFILE_FIELDS } from './profileSchema';
export { birthDateOfCpr } from './aboutYouSchema';

export type StepSchemaFactory = (ctx: StepSchemaContext) => yup.AnyObjectSchema;

export const stepSchemas: Record<StepLabel, StepSchemaFactory> = {
  start: startSchema,
  unsatisfied: unsatisfiedSchema,
  housingSituation: housingSituationSchema,
  otherAssets: otherAssetsSchema,
  savings: savingsSchema,
  aboutYou: aboutYouSchema,
  employment: employmentSchema,
  otherDebt: otherDebtSchema,
  wishes: wishesSchema,
  profile: profileSchema,
};

/**
 * Fields that are typed in the form and sent with the submission but never stored with the form (session
 * storage, recordings, inspector): the CPR number and the new account's password.
 */
export const SECRET_FIELDS: Partial<Record<StepLabel, readonly string[]>> = {
  aboutYou: ['cpr'],
  profile: ['password', 'password_confirmation'],
};

/**
 * A step's values with every field present: the saved data where there is some, the schema's defaults
 * elsewhere (list entries included). Formik's initial values, and what the server validates.
 */
export function stepValues(schema: yup.AnyObjectSchema, formData: FormRecord | null | undefined): FormRecord {
  // assert: false: a draft may hold what the customer typed wrongly; it must come back as typed, not throw.
  return schema.cast(formData ?? {}, { assert: false }) as FormRecord;
}
