// Formik set up the way the fields expect: the yup schema validates on submit, each field validates itself on
// blur, and the fields can reach the schema (Formik's context does not carry it, despite its type).
import { Formik, type FormikConfig, type FormikValues } from 'formik';
import { createContext, useContext } from 'react';
import type { Schema } from 'yup';

const FormSchemaContext = createContext<Schema | undefined>(undefined);

/** The schema of the enclosing ValidatedFormik, if any. */
export function useFormSchema(): Schema | undefined {
  return useContext(FormSchemaContext);
}

export type ValidatedFormikProps<Values extends FormikValues> = Omit<
  FormikConfig<Values>,
  'validationSchema' | 'validate' | 'validateOnChange' | 'validateOnBlur'
> & {
  /** The step's or form's schema, built with withRules. */
  schema: Schema;
};

/**
 * Validation off on change and on blur at form level: spec §5 validates a field on its own blur, and a form-wide
 * run on every keystroke would also fire every server check of the form.
 */
export function ValidatedFormik<Values extends FormikValues>({ schema, ...config }: ValidatedFormikProps<Values>) {
  return (
    <FormSchemaContext.Provider value={schema}>
      <Formik {...config} validationSchema={schema} validateOnChange={false} validateOnBlur={false} />
    </FormSchemaContext.Provider>
  );
}
