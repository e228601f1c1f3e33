// One field's state in a small form (smallFormState.ts), as the app's fields have it (src/components/Field/useFieldState.ts, spec §4, §5):
// validated alone on its blur, its error cleared once focus settles on it unless a submit has pointed there since,
// the blur's work after a pointer press so the button pressed does not move away under it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FOCUS_DEBOUNCE_MS } from '../../../domain/validation/constants';
import { toMessage } from '../../../domain/validation/message';
import { afterPointerRelease, watchPointerPresses } from '../../lib/browser/afterPointerRelease';
import type { FieldStatus } from './useFieldState';
import { NO_VERDICT, useSignInFormContext } from './smallFormState';

export function useSignInField(name: string) {
  const form = useSignInFormContext();
  const intl = useIntl();
  const baseId = useId();
  const [focusSettled, setFocusSettled] = useState(false);
  const [pending, setPending] = useState(false);
  const [validated, setValidated] = useState(false);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRun = useRef(0);
  const mounted = useRef(true);
  const pendingBlur = useRef<() => void>(() => undefined);
  const submitsSeenOnBlur = useRef(0);
  const { latest, setFieldError, setFieldTouched, setFieldValue, validateField } = form;

  useEffect(() => {
    mounted.current = true;
    watchPointerPresses();
    return () => {
      mounted.current = false;
      clearTimeout(focusTimer.current);
      pendingBlur.current();
    };
  }, []);

  const validate = useCallback(async () => {
    // Only the newest run may write: an answer for an older value must not overwrite a newer verdict.
    const run = ++latestRun.current;
    setPending(true);
    const verdict = await validateField(name);
    if (!mounted.current || run !== latestRun.current) return;
    setPending(false);
    if (verdict === NO_VERDICT) return;
    setFieldError(name, verdict);
    setValidated(true);
  }, [name, validateField, setFieldError]);

  const onFocus = useCallback(() => {
    pendingBlur.current();
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => {
      setFocusSettled(true);
      if (latest.current.submitCount > submitsSeenOnBlur.current) return;
      setFieldError(name, undefined);
    }, FOCUS_DEBOUNCE_MS);
  }, [name, latest, setFieldError]);

  const onBlur = useCallback(() => {
    clearTimeout(focusTimer.current);
    submitsSeenOnBlur.current = latest.current.submitCount;
    pendingBlur.current = afterPointerRelease(() => {
      if (!mounted.current) return;
      setFocusSettled(false);
      setFieldTouched(name, true);
      // The press submitted the form: the submit validated every field, and the server may have answered since.
      if (latest.current.submitCount > submitsSeenOnBlur.current) setValidated(true);
      else void validate();
    });
  }, [name, latest, setFieldTouched, validate]);

  // A box (or a choice) is done when clicked: validated once its new value has rendered into the form's state.
  const [commits, setCommits] = useState(0);
  const validatedCommits = useRef(0);
  useEffect(() => {
    if (validatedCommits.current === commits) return;
    validatedCommits.current = commits;
    void validate();
  }, [commits, validate]);
  const commit = useCallback(
    (value: string | boolean) => {
      clearTimeout(focusTimer.current);
      setFocusSettled(false);
      setFieldValue(name, value);
      setFieldTouched(name, true);
      setCommits((count) => count + 1);
    },
    [name, setFieldValue, setFieldTouched],
  );

  const error = form.errors[name];
  const message = error === undefined ? undefined : toMessage(error);
  const isTouched = form.touched[name] === true;
  const submitted = form.submitCount > 0;
  const errorVisible = message !== undefined && isTouched && !pending && (!focusSettled || submitted);

  let status: FieldStatus;
  if (pending) status = 'pending';
  else if (errorVisible) status = 'invalid';
  else if (!isTouched) status = 'untouched';
  else if (focusSettled) status = 'editing';
  else status = validated || submitted ? 'valid' : 'untouched';

  const ids = { input: `${baseId}-input`, description: `${baseId}-description`, error: `${baseId}-error` };
  return {
    value: form.values[name],
    setValue: (value: string) => setFieldValue(name, value),
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
      'aria-describedby': errorVisible ? ids.error : undefined,
      'aria-busy': pending || undefined,
    },
  };
}
