// Formik set up the way the fields expect: the yup schema validates on submit, each field validates itself on
// blur, and the fields can reach the schema (Formik's context does not carry it, despite its type). The schema may
// come later: the request form loads its rules on the first blur or Next. Rules whose code cannot be fetched leave
// the verdict to the server.
import { Formik, validateYupSchema, yupToFormErrors, type FormikConfig, type FormikValues } from 'formik';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { Schema } from 'yup';
import { isValidationError } from '../../../domain/validation/validationError';
import { isCodeUnavailable } from '../../lib/browser/codeUnavailable';

/** A built schema, or how to have one when it is first needed. */
export type SchemaSource = Schema | (() => Promise<Schema>);

const FormSchemaContext = createContext<(() => Promise<Schema>) | undefined>(undefined);

/** How to have the schema of the enclosing ValidatedFormik, if any. */
export function useFormSchema(): (() => Promise<Schema>) | undefined {
  return useContext(FormSchemaContext);
}

export type ValidatedFormikProps<Values extends FormikValues> = Omit<
  FormikConfig<Values>,
  'validationSchema' | 'validate' | 'validateOnChange' | 'validateOnBlur'
> & {
  /** The step's or form's schema, built with withRules, or a loader of it. */
  schema: SchemaSource;
};

/**
 * Validation off on change and on blur at form level: spec §5 validates a field on its own blur, and a form-wide
 * run on every keystroke would also fire every server check of the form.
 */
export function ValidatedFormik<Values extends FormikValues>({ schema, ...config }: ValidatedFormikProps<Values>) {
  const resolveSchema = useMemo(
    () => (typeof schema === 'function' ? schema : () => Promise.resolve(schema)),
    [schema],
  );
  // What Formik does with a validationSchema (its empty strings read as missing, the errors by path), once the
  // schema is here.
  const validate = useCallback(
    async (values: Values) => {
      try {
        await validateYupSchema(values, await resolveSchema());
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors<Values>(error);
        // The rules' code could not be fetched (the connection is gone): the browser has no verdict, and a
        // rejection here would leave Formik submitting for good. The submit goes on to the server, which judges
        // by the same rules, or fails for want of an answer and the form says so with the values kept.
        if (isCodeUnavailable(error)) return {};
        throw error;
      }
    },
    [resolveSchema],
  );
  return (
    <FormSchemaContext.Provider value={resolveSchema}>
      <Formik {...config} validate={validate} validateOnChange={false} validateOnBlur={false} />
    </FormSchemaContext.Provider>
  );
}
