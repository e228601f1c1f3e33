// Which questions of a step apply to the purpose and the answers so far, in one place: the steps show only those,
// and the submission carries only their answers (one left from before an earlier answer changed is dropped).
// Free of yup, so the form's first chunk can take it.
import type { FormRecord, StepLabel } from '../../formRecord';
import { formOptions, hasPartner } from '../../formOptions';
import type { StepSchemaContext } from './context';

type Answers = Pick<StepSchemaContext, 'formPurpose' | 'steps'>;

const homesOf = (ctx: Answers): { is_existing?: unknown }[] => {
  const homes = ctx.steps?.housingSituation?.properties;
  return Array.isArray(homes) ? (homes as { is_existing?: unknown }[]) : [];
};

/** Owns a home now (a home kept on the housing step): only an owner has equity to release. */
export function ownsHome(ctx: Answers): boolean {
  return homesOf(ctx).some((home) => home?.is_existing === true);
}

/** A mortgage is in play for an owner and for someone buying a home; a renter buying a car has none to choose. */
export function asksMortgageKind(ctx: Answers): boolean {
  return (
    ctx.formPurpose === 'property_purchaser' ||
    ctx.formPurpose === 'existing_property' ||
    homesOf(ctx).some((home) => typeof home?.is_existing === 'boolean')
  );
}

/** The wishes offered for the answers so far. */
export function lookingForOptions(ctx: Answers): readonly string[] {
  return ownsHome(ctx) ? formOptions.lookingFor : formOptions.lookingFor.filter((wish) => wish !== 'release_equity');
}

/** The partner's questions: the name and birth date on aboutYou, work and income on employment. */
export const CO_APPLICANT_FIELDS = {
  aboutYou: ['co_applicant_name', 'co_applicant_birth_date'],
  employment: ['co_applicant_employment_type', 'co_applicant_monthly_income'],
} as const;

const without = (formData: FormRecord, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(formData).filter(([field]) => !fields.includes(field)));

/** A step's answers with only the questions that apply (ctx.steps: the other steps' answers). */
export function applicableAnswers(label: StepLabel, formData: FormRecord, ctx: Answers): FormRecord {
  switch (label) {
    case 'aboutYou':
      return hasPartner(formData.civil_status) ? formData : without(formData, CO_APPLICANT_FIELDS.aboutYou);
    case 'employment':
      return hasPartner(ctx.steps?.aboutYou?.civil_status)
        ? formData
        : without(formData, CO_APPLICANT_FIELDS.employment);
    case 'wishes': {
      const offered = lookingForOptions(ctx);
      const answers = asksMortgageKind(ctx) ? formData : without(formData, ['mortgage_kind']);
      return Array.isArray(formData.looking_for)
        ? { ...answers, looking_for: formData.looking_for.filter((wish) => offered.includes(String(wish))) }
        : answers;
    }
    default:
      return formData;
  }
}
