// What lets a Next answer in the click's own frame on a slow phone: a step whose answers pass its rules at once
// skips Formik's submission (StepForm), and the code a Next runs has run once before the customer clicks. Without
// Formik itself: the start step (StartStepForm) uses these too, and its first visit goes without Formik.
import { useEffect } from 'react';
import { transition } from 'xstate';
import type { FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import { whenIdle } from '../../../lib/browser/whenIdle';
import type { FormActor, FormSnapshot } from './formActor';
import { useFormSession } from './formSessionContext';
import { withoutSecrets } from './secretFields';
import type { useStepSchema } from './useStepSchema';

type StepSchema = NonNullable<ReturnType<typeof useStepSchema>['schema']>;

/** Whether the values pass the schema without asking the server (a rule that would is not run: false). */
export function passesWithoutWaiting(schema: StepSchema, values: FormRecord): boolean {
  try {
    // Formik's own preparation (its empty strings read as missing), as its submission validates.
    const prepared = prepareForValidation(values);
    schema.validateSync(prepared, { abortEarly: false, context: prepared as FormRecord });
    return true;
  } catch {
    return false;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** Formik's prepareDataForValidation: every empty string, however deep, reads as missing. */
function prepareForValidation(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(prepareForValidation);
  if (isPlainObject(values))
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, prepareForValidation(v)]));
  return values === '' ? undefined : values;
}

/**
 * A Next from `label` with `values` as the click would run it, computed on the side: the rules (synchronously, as
 * the quick path), the cast, and the wizard's VALIDATE_STEP and NEXT as pure transitions. The actor hears nothing;
 * the snapshot it would reach is returned.
 */
export function rehearseNext(actor: FormActor, label: StepLabel, schema: StepSchema, values: FormRecord): FormSnapshot {
  passesWithoutWaiting(schema, values);
  const data = schema.cast(values, { assert: false }) as FormRecord;
  const snapshot = actor.getSnapshot();
  const step = { type: 'VALIDATE_STEP', step: label, formData: withoutSecrets(label, data) } as const;
  const [validated] = transition(snapshot.machine, snapshot, step);
  return transition(snapshot.machine, validated, { type: 'NEXT' })[0];
}

/**
 * Rehearses a Next (rehearseNext) once while the customer reads the step, and drops the result. A page that has
 * never run that code compiles it inside the click: on a fresh load at 4× CPU about 40 ms of V8's lazy
 * compilation, a third of the Next (docs/benchmarks.md). Once per step opened, with the answers it opened with,
 * when the browser is idle. A rule that asks the server (a typed postal code) asks it now rather than at the
 * click, and its answer is kept for the click (browserChecks).
 */
export function useNextRehearsal(label: StepLabel, schema: StepSchema | null, initialValues: FormRecord) {
  const { actor } = useFormSession();
  useEffect(() => {
    if (!schema) return;
    return whenIdle(() => void rehearseNext(actor, label, schema, initialValues));
  }, [actor, label, schema, initialValues]);
}
