// Form purposes (spec §4) and what each purpose means for the step list and prefilling.
import { FORM_PURPOSES, type FormPurpose, type StepLabel } from './types';

export { FORM_PURPOSES };

/** §4: every purpose uses this list after start (and after unsatisfied for the unsatisfied purpose). */
export const PURPOSE_STEPS: readonly StepLabel[] = [
  'housingSituation',
  'otherAssets',
  'savings',
  'aboutYou',
  'employment',
  'otherDebt',
  'wishes',
  'profile',
];

/**
 * The step that describes what the customer is financing. Prefill fills it but never skips it: the customer
 * must see the thing they are asking about.
 */
export const PURPOSE_SUBJECT_STEP: Record<FormPurpose, StepLabel | null> = {
  property_purchaser: 'housingSituation',
  existing_property: 'housingSituation',
  vehicle_purchaser: 'otherAssets',
  unsatisfied: 'unsatisfied',
  generic: null,
};

export function isFormPurpose(value: unknown): value is FormPurpose {
  return typeof value === 'string' && (FORM_PURPOSES as readonly string[]).includes(value);
}

/** §4: any other value becomes generic. */
export function normalizePurpose(value: unknown): FormPurpose {
  return isFormPurpose(value) ? value : 'generic';
}

/** §4: prefilling is on unless the purpose is generic. */
export function shouldPrefillFor(purpose: FormPurpose): boolean {
  return purpose !== 'generic';
}

/** The needed steps, in step order: start, unsatisfied only for that purpose, then the shared list. */
export function neededStepsFor(purpose: FormPurpose): StepLabel[] {
  return ['start', ...(purpose === 'unsatisfied' ? (['unsatisfied'] as const) : []), ...PURPOSE_STEPS];
}
