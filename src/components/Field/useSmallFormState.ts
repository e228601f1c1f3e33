// The state of a small form without Formik (smallFormState.ts), one hook for /login's form and the form's start
// step: values, errors, touched, the submit count and whether a submit is under way, with helpers that stay the same
// from render to render, as Formik's (a field's callbacks and effects depend on them).
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Schema } from 'yup';
import {
  validatePath,
  type FieldErrors,
  type SignInFormContextValue,
  type SignInFormState,
  type SignInValues,
} from './smallFormState';

export interface SmallFormOpening {
  values: SignInValues;
  errors?: FieldErrors;
  touched?: Record<string, boolean>;
}

export function useSmallFormState(opening: SmallFormOpening, loadSchema: () => Promise<Schema>) {
  const [values, setValues] = useState<SignInValues>(opening.values);
  const [errors, setErrors] = useState<FieldErrors>(opening.errors ?? {});
  const [touched, setTouched] = useState<Record<string, boolean>>(opening.touched ?? {});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef<SignInFormState>({ values, errors, touched, submitCount });
  useLayoutEffect(() => {
    latest.current = { values, errors, touched, submitCount };
  });

  const setFieldValue = useCallback(
    (name: string, value: string | boolean | null) => setValues((previous) => ({ ...previous, [name]: value })),
    [],
  );
  const setFieldError = useCallback(
    (name: string, error: unknown) =>
      setErrors((previous) => {
        // No error is no key, as in Formik: the form is valid when no field has one.
        const { [name]: _dropped, ...rest } = previous;
        return error === undefined ? rest : { ...previous, [name]: error };
      }),
    [],
  );
  const setFieldTouched = useCallback(
    (name: string, isTouched: boolean) => setTouched((previous) => ({ ...previous, [name]: isTouched })),
    [],
  );
  const validateField = useCallback(
    (name: string) => validatePath(loadSchema, name, latest.current.values),
    [loadSchema],
  );
  const context = useMemo<SignInFormContextValue>(
    () => ({
      values,
      errors,
      touched,
      submitCount,
      latest,
      setFieldValue,
      setFieldError,
      setFieldTouched,
      validateField,
    }),
    [values, errors, touched, submitCount, setFieldValue, setFieldError, setFieldTouched, validateField],
  );
  return { context, latest, isSubmitting, setSubmitting, setSubmitCount, setErrors, setTouched };
}
