// Pure updates of the form data, one per thing the customer or the app can do; the machine's actions apply them.
import { dependentsOf, relevantAnswers, sameAnswers } from './dependencies';
import { firstInvalidStep, isStepAvailable, isStepReachable, nextStep, previousStep } from './navigation';
import { PURPOSE_SUBJECT_STEP, neededStepsFor, normalizePurpose, shouldPrefillFor } from './purposes';
import { stableStringify } from './stableStringify';
import { STEP_LABELS, defaultFormData, emptyListEntry } from './steps';
import type {
  AnyStep,
  AuctionFormContext,
  CustomerStatus,
  FormRecord,
  FormValue,
  ListRef,
  PrefillSteps,
  Step,
  StepLabel,
} from './types';

type Context = AuctionFormContext;

export function getStep<L extends StepLabel>(context: Pick<Context, 'steps'>, label: L): Step<L> {
  // steps always holds one step per label (createSteps, and restore checks the shape), so the find cannot miss.
  return context.steps.find((step) => step.label === label) as Step<L>;
}

function mapStep(context: Context, label: StepLabel, update: (step: AnyStep) => AnyStep): Context {
  return { ...context, steps: context.steps.map((step) => (step.label === label ? update(step) : step)) };
}

function setValidated(context: Context, labels: readonly StepLabel[], validated: boolean): Context {
  if (!context.steps.some((step) => labels.includes(step.label) && step.validated !== validated)) return context;
  return {
    ...context,
    steps: context.steps.map((step) => (labels.includes(step.label) ? { ...step, validated } : step)),
  };
}

/** Drops undefined: it does not survive JSON, and a saved form must restore to an equal one. */
function definedEntries(data: Partial<FormRecord> | undefined): FormRecord {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {};
  // fromEntries defines own properties, so a key such as __proto__ stays data and never becomes a prototype.
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, FormValue] => entry[1] !== undefined),
  );
}

function sameFormData(a: FormRecord, b: FormRecord): boolean {
  return stableStringify(a) === stableStringify(b);
}

function withFormData(step: AnyStep, formData: FormRecord): AnyStep {
  // The data of a step is the step's own shape merged with what the UI sent; the UI designs the fields.
  return { ...step, formData } as AnyStep;
}

/**
 * The cascade: when a step's relevant answers differ from those its dependents were last checked against,
 * the dependents lose their validated flag. A step never validated has no such answers: its first answers
 * contradict nothing (and so do not undo prefilled later steps).
 */
function invalidateDependentsIfChanged(context: Context, label: StepLabel, formData: FormRecord): Context {
  const checkedAgainst = context.validatedAnswers[label];
  if (checkedAgainst === undefined || sameAnswers(checkedAgainst, relevantAnswers(label, formData))) return context;
  return setValidated(context, dependentsOf(label), false);
}

/** New data for a step that nobody validated: the step's own flag no longer describes its data. */
function changeStepData(context: Context, label: StepLabel, formData: FormRecord, byCustomer: boolean): Context {
  if (sameFormData(getStep(context, label).formData, formData)) return context;
  const changed = mapStep(context, label, (step) => ({ ...withFormData(step, formData), validated: false }));
  const cascaded = invalidateDependentsIfChanged(changed, label, formData);
  return byCustomer ? { ...cascaded, dataHasChanged: true } : cascaded;
}

export function setStepData(context: Context, label: StepLabel, formData: Partial<FormRecord>): Context {
  const merged = { ...getStep(context, label).formData, ...definedEntries(formData) };
  return changeStepData(context, label, merged, true);
}

/** The UI validated the step (its yup schema passed) and hands over exactly the data it validated. */
export function validateStep(context: Context, label: StepLabel, formData?: Partial<FormRecord>): Context {
  const before = getStep(context, label).formData;
  const data = formData === undefined ? before : { ...defaultFormData(label), ...definedEntries(formData) };
  const validated = mapStep(context, label, (step) => ({
    ...withFormData(step, data),
    validated: true,
    forceInitialValidation: false,
  }));
  const cascaded = invalidateDependentsIfChanged(validated, label, data);
  return {
    ...cascaded,
    validatedAnswers: { ...cascaded.validatedAnswers, [label]: relevantAnswers(label, data) },
    dataHasChanged: cascaded.dataHasChanged || !sameFormData(before, data),
    unsatisfiedFilled: cascaded.unsatisfiedFilled || label === 'unsatisfied',
  };
}

/** §4: invalidating a step clears its flag, nothing more. */
export function invalidateStep(context: Context, label: StepLabel): Context {
  return setValidated(context, [label], false);
}

function listOf(step: { formData: FormRecord }, list: string): FormValue[] {
  const value: FormValue | undefined = step.formData[list];
  return Array.isArray(value) ? value : [];
}

export function growList(context: Context, ref: ListRef, count: number): Context {
  const step = getStep(context, ref.step);
  const entries = listOf(step, ref.list);
  if (entries.length >= count) return context;
  const added = Array.from({ length: count - entries.length }, () => emptyListEntry(ref));
  return changeStepData(context, ref.step, { ...step.formData, [ref.list]: [...entries, ...added] }, true);
}

export function cutList(context: Context, ref: ListRef, count: number): Context {
  const step = getStep(context, ref.step);
  const entries = listOf(step, ref.list);
  if (entries.length <= count) return context;
  return changeStepData(context, ref.step, { ...step.formData, [ref.list]: entries.slice(0, count) }, true);
}

/**
 * A different purpose asks different questions, so every answer must be confirmed again: all steps lose their
 * flag (their data is kept). The same purpose again changes nothing.
 */
export function setPurpose(context: Context, value: unknown): Context {
  const purpose = normalizePurpose(value);
  if (purpose === context.formPurpose) return context;
  return setValidated(
    {
      ...context,
      formPurpose: purpose,
      shouldPrefill: shouldPrefillFor(purpose),
      neededSteps: neededStepsFor(purpose),
      purposePrefilled: false,
      dataHasChanged: true,
    },
    STEP_LABELS,
    false,
  );
}

export function setCustomer(context: Context, customer: CustomerStatus): Context {
  // Strict booleans: a replayed or hand-written event may carry anything.
  return {
    ...context,
    customer: { signedIn: customer.signedIn === true, profileComplete: customer.profileComplete === true },
  };
}

/** Steps whose answers belong to this request rather than to the customer's economy: shown even when prefilled. */
const NEVER_SKIPPED_WHEN_PREFILLED: readonly StepLabel[] = ['start', 'unsatisfied', 'wishes', 'profile'];

export function isPrefillSkippable(context: Pick<Context, 'formPurpose'>, label: StepLabel): boolean {
  return !NEVER_SKIPPED_WHEN_PREFILLED.includes(label) && PURPOSE_SUBJECT_STEP[context.formPurpose] !== label;
}

/**
 * Prefill from the landing page (start) and the customer's economic profile (the other steps). It never
 * overwrites what the customer validated, nor the step on screen (start excepted: it is never skipped).
 */
export function prefill(context: Context, steps: PrefillSteps, noSkip: boolean | undefined): Context {
  const prefillNoSkip = noSkip ?? context.prefillNoSkip;
  let next: Context = { ...context, prefillNoSkip };
  for (const label of STEP_LABELS) {
    const given: Partial<FormRecord> | undefined = steps[label];
    if (given === undefined || given === null || typeof given !== 'object') continue;
    if (label !== 'start' && (!context.shouldPrefill || label === context.currentStepLabel)) continue;
    const step = getStep(next, label);
    if (step.validated) continue;
    next = changeStepData(next, label, { ...step.formData, ...definedEntries(given) }, false);
    next = mapStep(next, label, (s) => ({ ...s, forceInitialValidation: true }));
    if (label === 'start') {
      next = { ...next, startPrefilled: true };
      continue;
    }
    next = { ...next, economicProfilePrefilled: true };
    if (!prefillNoSkip && isPrefillSkippable(next, label)) {
      const data = getStep(next, label).formData;
      next = {
        ...setValidated(next, [label], true),
        validatedAnswers: { ...next.validatedAnswers, [label]: relevantAnswers(label, data) },
        prefilledSteps: next.prefilledSteps.includes(label) ? next.prefilledSteps : [...next.prefilledSteps, label],
      };
    }
  }
  return next;
}

/** Being on a step means having seen it: it can no longer be skipped as prefilled. */
export function moveTo(context: Context, label: StepLabel): Context {
  if (context.currentStepLabel === label && !context.prefilledSteps.includes(label)) return context;
  return {
    ...context,
    currentStepLabel: label,
    prefilledSteps: context.prefilledSteps.filter((step) => step !== label),
  };
}

/** The wizard never rests on a skipped or unneeded step: from one, it goes to the first invalid step. */
export function settleOnAvailableStep(context: Context): Context {
  return moveTo(
    context,
    isStepAvailable(context, context.currentStepLabel) ? context.currentStepLabel : firstInvalidStep(context),
  );
}

export function goToStep(context: Context, label: StepLabel): Context {
  return moveTo(context, isStepReachable(context, label) ? label : firstInvalidStep(context));
}

export function goToNextStep(context: Context): Context {
  const next = nextStep(context);
  return next === null ? context : goToStep(context, next);
}

export function goToPreviousStep(context: Context): Context {
  const previous = previousStep(context);
  return previous === null ? context : moveTo(context, previous);
}

export function goToFirstInvalidStep(context: Context): Context {
  return moveTo(context, firstInvalidStep(context));
}

/** The step an error key such as `housingSituation.properties.0.postal_code` belongs to. */
export function stepOfErrorKey(key: string): StepLabel | null {
  return STEP_LABELS.find((label) => key === label || key.startsWith(`${label}.`)) ?? null;
}

function cleanErrors(errors: unknown): Record<string, string[]> {
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([key, messages]) => [key, messages.filter((m): m is string => typeof m === 'string')]),
  );
}

/**
 * A 422 from the server: the steps named in the errors lose their flag and validate on display; the wizard
 * returns to the first of them. Later steps keep their flags: the server found nothing wrong with them, and if
 * the customer's fix changes relevant answers the cascade takes care of them.
 */
export function applySubmitErrors(context: Context, errors: unknown): Context {
  const serverErrors = cleanErrors(errors);
  const errorSteps = STEP_LABELS.filter((label) =>
    Object.keys(serverErrors).some((key) => stepOfErrorKey(key) === label),
  );
  let next: Context = { ...context, serverErrors };
  for (const label of errorSteps) {
    next = mapStep(next, label, (step) => ({ ...step, validated: false, forceInitialValidation: true }));
  }
  const target = errorSteps.find((label) => isStepAvailable(next, label));
  return target === undefined ? next : moveTo(next, target);
}

export function clearServerErrors(context: Context): Context {
  return Object.keys(context.serverErrors).length === 0 ? context : { ...context, serverErrors: {} };
}

export function recordSubmission(context: Context, rfqId: number): Context {
  return { ...context, rfqId, serverErrors: {}, dataHasChanged: false };
}
