// The server's errors of a failed submission (the wizard's serverErrors, keyed `<step>.<field path>`) as the form
// shows them: each at its field on its step, and the ones no field shows (no step named, or a path the step has
// no field for) listed in the alert above the step.
import { stepOfErrorKey } from '../../../../machines/auctionForm';
import type { StepLabel } from '../../../../machines/auctionForm/types';

export type ServerErrors = Record<string, string[]>;

export interface FieldServerError {
  /** The Formik path within the step, e.g. `email` or `properties.0.postal_code`. */
  path: string;
  /** The server's text, translated already; only the first is shown (§5). */
  message: string;
}

/** The errors of one step, by field path. */
export function stepServerErrors(errors: ServerErrors, label: StepLabel): FieldServerError[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    key.startsWith(`${label}.`) && messages.length > 0
      ? [{ path: key.slice(label.length + 1), message: messages[0] }]
      : [],
  );
}

/** The first message of every error that names no step (a header, the body as a whole). */
export function formServerErrors(errors: ServerErrors): string[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    stepOfErrorKey(key) === null && messages.length > 0 ? [messages[0]] : [],
  );
}

/**
 * Which failed submission's errors were already listed, and for which step: a step lists its unshown errors
 * once, when the customer first sees it after the failure, not again on every visit. Keyed by the wizard's
 * serverErrors object, which a new submission replaces.
 */
const listed = new WeakMap<ServerErrors, Set<string>>();

/** True the first time `scope` (a step, or the form) reports these errors. */
export function firstReport(errors: ServerErrors, scope: StepLabel | 'form'): boolean {
  const scopes = listed.get(errors) ?? new Set<string>();
  listed.set(errors, scopes);
  if (scopes.has(scope)) return false;
  scopes.add(scope);
  return true;
}

/** Whether the step's form renders a control for the path (a field named so). */
export function hasFieldFor(form: HTMLFormElement | null, path: string): boolean {
  if (!form) return false;
  return Array.from(form.querySelectorAll('[name]')).some((element) => element.getAttribute('name') === path);
}

/**
 * The messages of a failure that no field of the step on screen shows: the form's own and the step's without a
 * field, each once per failure (firstReport), for the alert above the step.
 */
export function unshownServerMessages(errors: ServerErrors, label: StepLabel, stepForm: HTMLFormElement | null) {
  return [
    ...(firstReport(errors, 'form') ? formServerErrors(errors) : []),
    ...(firstReport(errors, label)
      ? stepServerErrors(errors, label)
          .filter(({ path }) => !hasFieldFor(stepForm, path))
          .map(({ message }) => message)
      : []),
  ];
}
