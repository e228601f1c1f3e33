// yup's ValidationError told by its name, as yup's own ValidationError.isError and Formik do, so code that only
// handles a schema's verdict need not take yup into its chunk (the form loads yup on first use).
export interface SchemaValidationError {
  name: 'ValidationError';
  errors: unknown[];
  inner: unknown[];
  path?: string;
}

export function isValidationError(error: unknown): error is SchemaValidationError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ValidationError' &&
    Array.isArray((error as { errors?: unknown }).errors)
  );
}
