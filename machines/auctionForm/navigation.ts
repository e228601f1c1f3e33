// Step navigation of spec §4 as pure functions of the form data; the machine's guards and actions call these.
import { STEP_LABELS, stepIndex } from './steps';
import type { AuctionFormContext, StepLabel } from './types';

export type NavigationState = Pick<
  AuctionFormContext,
  'currentStepLabel' | 'steps' | 'neededSteps' | 'customer' | 'prefilledSteps' | 'prefillNoSkip'
>;

export function isStepValidated(state: Pick<NavigationState, 'steps'>, label: StepLabel): boolean {
  return state.steps.some((step) => step.label === label && step.validated === true);
}

export function isStepNeeded(state: Pick<NavigationState, 'neededSteps'>, label: StepLabel): boolean {
  return label === 'start' || state.neededSteps.includes(label);
}

/** A prefilled step the customer has not been on is skipped while its prefilled answers stand as valid. */
export function isSkippedByPrefill(state: NavigationState, label: StepLabel): boolean {
  return (
    label !== 'start' && !state.prefillNoSkip && state.prefilledSteps.includes(label) && isStepValidated(state, label)
  );
}

/** A signed-in customer with a complete profile has nothing to tell on the profile step. */
export function isSkippedByCompleteProfile(state: Pick<NavigationState, 'customer'>, label: StepLabel): boolean {
  return label === 'profile' && state.customer.signedIn && state.customer.profileComplete;
}

/** §4: start is never skipped; other steps are skipped when not needed, and in the situations above. */
export function isStepSkipped(state: NavigationState, label: StepLabel): boolean {
  if (label === 'start') return false;
  return !isStepNeeded(state, label) || isSkippedByPrefill(state, label) || isSkippedByCompleteProfile(state, label);
}

export function isStepAvailable(state: NavigationState, label: StepLabel): boolean {
  return !isStepSkipped(state, label);
}

/** The steps the customer walks through, in order. Always starts with start. */
export function availableSteps(state: NavigationState): StepLabel[] {
  return STEP_LABELS.filter((label) => isStepAvailable(state, label));
}

/** §4: the next needed, non-skipped step after `from`; null on the last one. */
export function nextStep(state: NavigationState, from: StepLabel = state.currentStepLabel): StepLabel | null {
  const index = stepIndex(from);
  return availableSteps(state).find((label) => stepIndex(label) > index) ?? null;
}

/** §4: the last non-skipped step before `from`; null on start. */
export function previousStep(state: NavigationState, from: StepLabel = state.currentStepLabel): StepLabel | null {
  const index = stepIndex(from);
  const before = availableSteps(state).filter((label) => stepIndex(label) < index);
  return before.length > 0 ? before[before.length - 1] : null;
}

/**
 * §4: the last needed step. Read as the last needed step the customer can be on: a needed step may also be
 * skipped here (complete profile), and the wizard must never rest on a skipped step.
 */
export function lastStep(state: NavigationState): StepLabel {
  const steps = availableSteps(state);
  return steps[steps.length - 1];
}

/** §4: the first non-skipped step whose validated flag is not true; when all are valid, the last step. */
export function firstInvalidStep(state: NavigationState): StepLabel {
  return availableSteps(state).find((label) => !isStepValidated(state, label)) ?? lastStep(state);
}

/**
 * GO_TO_STEP may land on a step when every needed, non-skipped step before it is validated. A step skipped only
 * because it was prefilled may be opened on purpose, to review the prefilled answers.
 */
export function isStepReachable(state: NavigationState, label: StepLabel): boolean {
  const openable =
    isStepAvailable(state, label) ||
    (isStepNeeded(state, label) && isSkippedByPrefill(state, label) && !isSkippedByCompleteProfile(state, label));
  if (!openable) return false;
  const index = stepIndex(label);
  return availableSteps(state)
    .filter((step) => stepIndex(step) < index)
    .every((step) => isStepValidated(state, step));
}

/** Every step the customer walks through is validated: the form can be submitted. */
export function isFormComplete(state: NavigationState): boolean {
  return availableSteps(state).every((label) => isStepValidated(state, label));
}
