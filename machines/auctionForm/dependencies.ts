// Which later steps depend on the answers of a step (the invalidation cascade of spec §4), and on which part.
import { hasPartner } from '../../domain/formOptions';
import { stableStringify } from './stableStringify';
import type { FormRecord, FormValue, StepLabel } from './types';

export { hasPartner };

export interface StepDependency {
  /** Later steps whose validation is no longer trustworthy when the relevant answers change. */
  dependents: readonly StepLabel[];
  /** The part of the step's answers the dependents were checked against. */
  relevant: (formData: FormRecord) => FormValue;
}

function wholeFormData(formData: FormRecord): FormValue {
  return formData;
}

function partnerStatus(formData: FormRecord): FormValue {
  return hasPartner(formData.civil_status);
}

const AFTER_START: readonly StepLabel[] = [
  'unsatisfied',
  'housingSituation',
  'otherAssets',
  'savings',
  'aboutYou',
  'employment',
  'otherDebt',
  'wishes',
  'profile',
];

export const STEP_DEPENDENCIES: Record<StepLabel, StepDependency> = {
  // The persona decides what every later step asks.
  start: { dependents: AFTER_START, relevant: wholeFormData },
  // The reason for being unsatisfied is repeated in the wishes.
  unsatisfied: { dependents: ['wishes'], relevant: wholeFormData },
  // Property loans and the moving rule change which debt is on the current residence and what can be wished.
  housingSituation: { dependents: ['otherDebt', 'wishes'], relevant: wholeFormData },
  // Vehicle and other asset loans are debt, and a new vehicle is a wish.
  otherAssets: { dependents: ['otherDebt', 'wishes'], relevant: wholeFormData },
  savings: { dependents: [], relevant: wholeFormData },
  // With a partner the employment step asks for the co-applicant's income too.
  aboutYou: { dependents: ['employment'], relevant: partnerStatus },
  employment: { dependents: [], relevant: wholeFormData },
  // Wishes offer to refinance the debt listed here.
  otherDebt: { dependents: ['wishes'], relevant: wholeFormData },
  wishes: { dependents: [], relevant: wholeFormData },
  profile: { dependents: [], relevant: wholeFormData },
};

export function dependentsOf(label: StepLabel): readonly StepLabel[] {
  return STEP_DEPENDENCIES[label].dependents;
}

/** The part of a step's answers its dependents rely on. */
export function relevantAnswers(label: StepLabel, formData: FormRecord): FormValue {
  return STEP_DEPENDENCIES[label].relevant(formData);
}

/** Equal answers, whatever order their keys were merged in. */
export function sameAnswers(a: FormValue, b: FormValue): boolean {
  return stableStringify(a) === stableStringify(b);
}
