// The sign-in form's frame: its state for the fields (src/components/Field/smallFormState.ts), the form-level error above them, and
// the submit: every field touched and validated, nothing sent while one is invalid, the page's handler with the
// helpers that put a server's answer under the fields.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Schema } from 'yup';
import { Alert } from '../../../components/Alert/Alert';
import {
  SignInFormContext,
  validateForm,
  validatePath,
  type FieldErrors,
  type SignInFormContextValue,
  type SignInFormState,
  type SignInValues,
} from '../../../components/Field/smallFormState';

/** What a page's submit may do to the fields, named and typed as Formik's (applyServerErrors takes either). */
export interface SignInHelpers {
  setFieldError(name: string, message: string | undefined): void;
  setFieldTouched(name: string, touched?: boolean, validate?: boolean): Promise<void>;
}

interface SignInFormProps<V extends SignInValues> {
  initialValues: V;
  loadSchema: () => Promise<Schema>;
  onSubmit: (values: V, helpers: SignInHelpers) => Promise<void>;
  formError: string | null;
  children: (state: { isSubmitting: boolean }) => ReactNode;
}

export function SignInForm<V extends SignInValues>({
  initialValues,
  loadSchema,
  onSubmit,
  formError,
  children,
}: SignInFormProps<V>) {
  const [values, setValues] = useState<SignInValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
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
    (name: string, error: unknown) => setErrors((previous) => ({ ...previous, [name]: error })),
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

  const helpers = useMemo<SignInHelpers>(
    () => ({
      setFieldError,
      setFieldTouched: (name, isTouched = true) => Promise.resolve(setFieldTouched(name, isTouched)),
    }),
    [setFieldError, setFieldTouched],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitted = latest.current.values;
    setSubmitCount((count) => count + 1);
    setTouched(Object.fromEntries(Object.keys(submitted).map((name) => [name, true])));
    setSubmitting(true);
    const found = await validateForm(loadSchema, submitted);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSubmitting(false);
      return;
    }
    try {
      await onSubmit(submitted as V, helpers);
    } finally {
      setSubmitting(false);
    }
  }

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

  return (
    <SignInFormContext.Provider value={context}>
      {/* POST: a submit before the scripts run must not put the password in the address. */}
      <form className="auth-form" noValidate method="post" action="#" onSubmit={(event) => void submit(event)}>
        {formError && <Alert tone="error">{formError}</Alert>}
        {children({ isSubmitting })}
      </form>
    </SignInFormContext.Provider>
  );
}
