// The state every form field shares (spec §4 field states, §5 timing): touched, focus, pending, the one error shown.
//
// Render fields inside ValidatedFormik: it hands them the schema, so each validates its own path with guards
// against stale answers. Inside a plain <Formik> they fall back to Formik's validateField, which works but
// cannot keep an older, slower server answer from overwriting a newer one.
import { getIn, useField, useFormikContext } from 'formik';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from 'yup';
import { CROSS_FIELD_DEBOUNCE_MS, FOCUS_DEBOUNCE_MS } from '../../../domain/validation/constants';
import { DEFAULT_MESSAGE, toMessage } from '../../../domain/validation/message';
import { isValidationError } from '../../../domain/validation/validationError';
import { afterPointerRelease, watchPointerPresses } from '../../lib/browser/afterPointerRelease';
import { useFormSchema } from './ValidatedFormik';
import { isCodeUnavailable } from '../../lib/browser/codeUnavailable';

/** untouched: not yet left once; editing: focused with errors cleared; pending: a validation is running. */
export type FieldStatus = 'untouched' | 'editing' | 'pending' | 'valid' | 'invalid';

export interface FieldStateOptions {
  /** Other fields (Formik paths) whose change re-validates this one, 150 ms after the last change. */
  dependsOn?: readonly string[];
  /** Whether a description is rendered, so aria-describedby points at it. */
  hasDescription?: boolean;
}

type FormValues = Record<string, unknown>;

/** No verdict: a rule's code could not be fetched (the connection is gone); the next blur or submit asks again. */
const NO_VERDICT = Symbol('no verdict');

/** The schema's verdict for one path: the first message, or undefined when the value passes. */
async function validatePath(schema: Schema, name: string, values: FormValues): Promise<unknown> {
  try {
    await schema.validateAt(name, values);
    return undefined;
  } catch (error) {
    if (isCodeUnavailable(error)) return NO_VERDICT;
    // A rule that throws instead of answering is a bug; the customer still sees the field as invalid (spec §7).
    return isValidationError(error) ? error.errors[0] : DEFAULT_MESSAGE;
  }
}

export function useFieldState(name: string, { dependsOn = [], hasDescription = false }: FieldStateOptions = {}) {
  const formik = useFormikContext<FormValues>();
  const loadSchema = useFormSchema();
  const [field, meta, helpers] = useField<unknown>(name);
  const intl = useIntl();
  const baseId = useId();

  const [focusSettled, setFocusSettled] = useState(false);
  const [pending, setPending] = useState(false);
  const [validated, setValidated] = useState(false);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRun = useRef(0);
  const mounted = useRef(true);

  // Timers and async answers call back after the render that started them; they must see the newest form.
  const latest = useRef(formik);
  useLayoutEffect(() => {
    latest.current = formik;
  });

  // The blur's work waiting for a pointer press to end (see afterPointerRelease), cancelled by a new focus.
  const pendingBlur = useRef<() => void>(() => undefined);

  useEffect(() => {
    mounted.current = true;
    watchPointerPresses();
    return () => {
      mounted.current = false;
      clearTimeout(focusTimer.current);
      pendingBlur.current();
    };
  }, []);

  /** Validates this field alone, against the values of the latest render. */
  const validate = useCallback(async () => {
    // Only the newest run may write: a slow server answer for an older value must not overwrite a newer verdict.
    const run = ++latestRun.current;
    setPending(true);
    const form = latest.current;
    if (loadSchema) {
      const schema = await loadSchema().catch(() => null);
      // Rules lost on the way (a dropped connection): no verdict yet; the next blur or Next loads them again.
      if (!schema) {
        if (mounted.current && run === latestRun.current) setPending(false);
        return;
      }
      const error = await validatePath(schema, name, form.values);
      if (!mounted.current || run !== latestRun.current) return;
      if (error === NO_VERDICT) {
        setPending(false);
        return;
      }
      // Formik types errors as strings; at run time the message object travels, translated when shown.
      form.setFieldError(name, error as string | undefined);
    } else {
      await form.validateField(name);
      if (!mounted.current || run !== latestRun.current) return;
    }
    setPending(false);
    setValidated(true);
  }, [name, loadSchema]);

  // The submits this field has been left after. A submit since then forces its error to stay shown (§4), also
  // when the form moves focus here to point at the error; leaving the field re-validates it as usual.
  const submitsSeenOnBlur = useRef(0);

  const onFocus = useCallback(() => {
    pendingBlur.current();
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => {
      setFocusSettled(true);
      if (latest.current.submitCount > submitsSeenOnBlur.current) return;
      latest.current.setFieldError(name, undefined);
    }, FOCUS_DEBOUNCE_MS);
  }, [name]);

  const onBlur = useCallback(() => {
    clearTimeout(focusTimer.current);
    submitsSeenOnBlur.current = latest.current.submitCount;
    // Left by pressing a button: the error shown or hidden now would move that button under the pointer and lose
    // its click, so the field keeps its look until the press is over.
    pendingBlur.current = afterPointerRelease(() => {
      if (!mounted.current) return;
      setFocusSettled(false);
      // Touch without Formik's own validation: this field validates itself, alone.
      void latest.current.setFieldTouched(name, true, false);
      // The press submitted the form: the submit validated every field, and the server may have answered for
      // this one since; a check of the local rules now would hide that answer.
      if (latest.current.submitCount > submitsSeenOnBlur.current) setValidated(true);
      else void validate();
    });
  }, [name, validate]);

  // Counts commits; validation follows in an effect, once the committed value has rendered into the form state.
  const [commits, setCommits] = useState(0);
  const validatedCommits = useRef(0);
  useEffect(() => {
    if (validatedCommits.current === commits) return;
    validatedCommits.current = commits;
    void validate();
  }, [commits, validate]);

  /** Sets, touches and validates at once, for controls that are done when changed (a checkbox click). */
  const commit = useCallback(
    (value: unknown) => {
      // The click that focused the control also finished the input: its verdict must not be cleared as "editing".
      clearTimeout(focusTimer.current);
      setFocusSettled(false);
      void latest.current.setFieldValue(name, value, false);
      void latest.current.setFieldTouched(name, true, false);
      setCommits((count) => count + 1);
    },
    [name],
  );

  // Cross-field rules: the dependencies' values as one key, so an effect fires when any of them changes.
  const dependencyKey = JSON.stringify(dependsOn.map((path) => getIn(formik.values, path)));
  const previousDependencyKey = useRef(dependencyKey);
  useEffect(() => {
    if (previousDependencyKey.current === dependencyKey) return;
    previousDependencyKey.current = dependencyKey;
    if (!getIn(latest.current.touched, name)) return;
    const timer = setTimeout(() => void validate(), CROSS_FIELD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dependencyKey, name, validate]);

  const message = meta.error === undefined ? undefined : toMessage(meta.error);
  const submitted = formik.submitCount > 0;
  const errorVisible = message !== undefined && meta.touched && !pending && (!focusSettled || submitted);

  let status: FieldStatus;
  if (pending) status = 'pending';
  else if (errorVisible) status = 'invalid';
  else if (!meta.touched) status = 'untouched';
  else if (focusSettled) status = 'editing';
  else status = validated || submitted ? 'valid' : 'untouched';

  const ids = { input: `${baseId}-input`, description: `${baseId}-description`, error: `${baseId}-error` };
  const describedBy = [hasDescription ? ids.description : '', errorVisible ? ids.error : ''].filter(Boolean).join(' ');

  return {
    field,
    helpers,
    commit,
    ids,
    status,
    errorText: errorVisible && message ? intl.formatMessage({ id: message.id }, message.values) : undefined,
    /** Spread on the control: wires focus, blur and the ARIA attributes. */
    controlProps: {
      id: ids.input,
      name,
      onFocus,
      onBlur,
      'aria-invalid': errorVisible,
      'aria-describedby': describedBy || undefined,
      'aria-busy': pending || undefined,
    },
  };
}

export type FieldState = ReturnType<typeof useFieldState>;
