// The yup schema of every wizard step, built for a context (signed in, today, earlier answers, injected checks).
// The browser validates each step with these; the server validates a submission with the very same schemas.
import type * as yup from 'yup';
import type { StepLabel } from '../../formRecord';
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
export { SECRET_FIELDS, SECRET_PROFILE_FIELDS } from './secretFieldNames';
export { stepValues } from './stepValues';
// The form's loader of these rules (stepRules.ts) finds here all it needs of them.
export { collectErrors } from '../collectErrors';
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
