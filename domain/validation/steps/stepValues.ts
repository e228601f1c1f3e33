// A step's opening values from its schema, in a module of its own: the form calls it with a schema it has
// loaded, without taking the schemas and yup into its first chunks.
import type * as yup from 'yup';
import type { FormRecord } from '../../formRecord';

/**
 * A step's values with every field present: the saved data where there is some, the schema's defaults
 * elsewhere (list entries included). Formik's initial values, and what the server validates.
 */
export function stepValues(schema: yup.AnyObjectSchema, formData: FormRecord | null | undefined): FormRecord {
  // assert: false: a draft may hold what the customer typed wrongly; it must come back as typed, not throw.
  return schema.cast(formData ?? {}, { assert: false }) as FormRecord;
}
