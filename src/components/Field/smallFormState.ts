// A small form's state without Formik (/login's, the form's start step): a few fields did not pay for Formik and
// its helpers (≈ 8–9 KB gzip of a first visit). The rules are the app's fields' (src/components/Field): the schema, loaded on first
// use, validates a field on its own blur and the whole form on submit; a submit with errors sends nothing; a
// server's 422 puts its messages under their fields (applyServerErrors takes these helpers as Formik's).
import { createContext, useContext, type MutableRefObject } from 'react';
import type { Schema } from 'yup';
import { DEFAULT_MESSAGE } from '../../../domain/validation/message';
import { isValidationError } from '../../../domain/validation/validationError';
import { isCodeUnavailable } from '../../lib/browser/codeUnavailable';

/** null: a choice not made yet (the form's start step keeps its purpose in this state too). */
export type SignInValues = Record<string, string | boolean | null>;

/** A field's error: a message object (rules, serverMessage), translated where it is shown. */
export type FieldErrors = Record<string, unknown>;

export interface SignInFormState {
  values: SignInValues;
  errors: FieldErrors;
  touched: Record<string, boolean>;
  submitCount: number;
}

/** No verdict: the rules' code could not be fetched (the connection is gone); the next blur or submit asks again. */
export const NO_VERDICT = Symbol('no verdict');

export interface SignInFormContextValue extends SignInFormState {
  /** The state of the latest render, for timers and answers that arrive after the render that started them. */
  latest: MutableRefObject<SignInFormState>;
  setFieldValue(name: string, value: string | boolean | null): void;
  setFieldError(name: string, error: unknown): void;
  setFieldTouched(name: string, touched: boolean): void;
  /** One field's verdict against the latest values: its first message, undefined when it passes, or NO_VERDICT. */
  validateField(name: string): Promise<unknown>;
}

export const SignInFormContext = createContext<SignInFormContextValue | null>(null);

export function useSignInFormContext(): SignInFormContextValue {
  const context = useContext(SignInFormContext);
  if (!context) throw new Error('A sign-in field is rendered outside its SignInForm');
  return context;
}

export async function validatePath(loadSchema: () => Promise<Schema>, name: string, values: SignInValues) {
  try {
    await (await loadSchema()).validateAt(name, values);
    return undefined;
  } catch (error) {
    if (isCodeUnavailable(error)) return NO_VERDICT;
    // A rule that throws instead of answering is a bug; the customer still sees the field as invalid (spec §7).
    return isValidationError(error) ? error.errors[0] : DEFAULT_MESSAGE;
  }
}

/**
 * The whole form's errors, the first of each field, as Formik's validateYupSchema gives them: an empty text
 * counts as missing. Rules whose code cannot be fetched leave the verdict to the server (no errors).
 */
export async function validateForm(loadSchema: () => Promise<Schema>, values: SignInValues): Promise<FieldErrors> {
  const prepared = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  try {
    await (await loadSchema()).validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    if (isCodeUnavailable(error)) return {};
    if (!isValidationError(error)) throw error;
    const errors: FieldErrors = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner as { path?: string; errors?: unknown[]; message?: unknown }[]) {
      const path = item.path ?? '';
      if (!(path in errors)) errors[path] = item.errors?.[0] ?? item.message;
    }
    return errors;
  }
}
