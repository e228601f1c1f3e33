// Each step's data as its yup schema types it: the schema is the one declaration of a step's fields, so a field
// added to a schema is a field of these types, and the compiler shows every place that hands a step on.
import type * as yup from 'yup';
import type {
  AssetEntry,
  FormRecord,
  LiabilityEntry,
  LiabilityListKey,
  PropertyEntry,
  StepLabel,
} from '../../formRecord';
import type { aboutYouSchema } from './aboutYouSchema';
import type { employmentSchema } from './employmentSchema';
import type { housingSituationSchema } from './housingSituationSchema';
import type { otherAssetsSchema } from './otherAssetsSchema';
import type { otherDebtSchema } from './otherDebtSchema';
import type { profileSchema } from './profileSchema';
import type { savingsSchema } from './savingsSchema';
import type { startSchema } from './startSchema';
import type { unsatisfiedSchema } from './unsatisfiedSchema';
import type { wishesSchema } from './wishesSchema';

type Inferred<F extends (...args: never[]) => yup.AnyObjectSchema> = yup.InferType<ReturnType<F>>;

/** The profile step asks for the password only without an account; its schema adds the fields conditionally. */
type ProfileData = Omit<Inferred<typeof profileSchema>, 'password' | 'password_confirmation'> & {
  password?: string;
  password_confirmation?: string;
};

/** A step's data once its schema passed (what the server validates and keeps). */
export interface StepDataMap {
  start: Inferred<typeof startSchema>;
  unsatisfied: Inferred<typeof unsatisfiedSchema>;
  housingSituation: Inferred<typeof housingSituationSchema>;
  otherAssets: Inferred<typeof otherAssetsSchema>;
  savings: Inferred<typeof savingsSchema>;
  aboutYou: Inferred<typeof aboutYouSchema>;
  employment: Inferred<typeof employmentSchema>;
  otherDebt: Inferred<typeof otherDebtSchema> & { [K in LiabilityListKey]: unknown[] };
  wishes: Inferred<typeof wishesSchema>;
  profile: ProfileData;
}
export type StepData<L extends StepLabel> = StepDataMap[L];

/** The validated steps of a submission: the needed ones of its purpose. */
export type SubmittedSteps = { [L in StepLabel]?: StepDataMap[L] };

/**
 * A step's draft in the wizard: the schema's fields, each possibly missing or as typed (a draft may hold what the
 * customer typed wrongly), kept JSON so a saved form restores to an equal one.
 */
export type StepDraft<L extends StepLabel> = FormRecord & Partial<StepDataMap[L]>;

/** A step's draft as the wizard holds it: the schema's fields, and the lists the wizard grows and cuts itself. */
export type StartFormData = StepDraft<'start'>;
export type UnsatisfiedFormData = StepDraft<'unsatisfied'>;
export interface HousingSituationFormData extends FormRecord {
  residence_type: string | null;
  properties: PropertyEntry[];
}
export interface OtherAssetsFormData extends FormRecord {
  want_new_vehicle: boolean | null;
  assets: AssetEntry[];
}
export type SavingsFormData = StepDraft<'savings'>;
export type AboutYouFormData = StepDraft<'aboutYou'>;
export type EmploymentFormData = StepDraft<'employment'>;
export type OtherDebtFormData = FormRecord & { [K in LiabilityListKey]: LiabilityEntry[] };
export type WishesFormData = StepDraft<'wishes'>;
export type ProfileFormData = StepDraft<'profile'>;

export interface StepFormDataMap {
  start: StartFormData;
  unsatisfied: UnsatisfiedFormData;
  housingSituation: HousingSituationFormData;
  otherAssets: OtherAssetsFormData;
  savings: SavingsFormData;
  aboutYou: AboutYouFormData;
  employment: EmploymentFormData;
  otherDebt: OtherDebtFormData;
  wishes: WishesFormData;
  profile: ProfileFormData;
}
