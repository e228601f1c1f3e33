// The sign-in form's frame: its state for the fields (src/components/Field/smallFormState.ts), the form-level error above them, and
// the submit: every field touched and validated, nothing sent while one is invalid, the page's handler with the
// helpers that put a server's answer under the fields.
import { useMemo, type FormEvent, type ReactNode } from 'react';
import type { Schema } from 'yup';
import { Alert } from '../../../components/Alert/Alert';
import { SignInFormContext, validateForm, type SignInValues } from '../../../components/Field/smallFormState';
import { useSmallFormState } from '../../../components/Field/useSmallFormState';

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
  const { context, latest, isSubmitting, setSubmitting, setSubmitCount, setErrors, setTouched } = useSmallFormState(
    { values: initialValues },
    loadSchema,
  );
  const { setFieldError, setFieldTouched } = context;

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
