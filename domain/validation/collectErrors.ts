// Runs a yup schema built with withRules over submitted data and returns every message keyed by field path,
// the shape the partial-validation endpoint answers with a 422 (`mortgages.0.periodic_payment`).
import { ValidationError, type Schema } from 'yup';
import { toMessage, type ValidationMessage } from './message';

export type FieldErrors = Record<string, ValidationMessage[]>;

/** yup writes `mortgages[0].periodic_payment` and `["odd.key"]`; the API and Formik paths use dots. */
export function toDotPath(yupPath: string): string {
  return yupPath
    .replace(/\["([^"]*)"\]/g, '.$1')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/**
 * Empty object when the data is valid. Messages of one field keep yup's order; yup's own string messages (from
 * schemas not built with withRules) become `validation.default` so every message stays translatable.
 * Errors other than validation failures (a bug in a rule) are rethrown.
 */
export async function collectErrors(
  schema: Schema,
  data: unknown,
  context?: Record<string, unknown>,
): Promise<FieldErrors> {
  try {
    await schema.validate(data, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const leaves = error.inner.length > 0 ? error.inner : [error];
    const errors: FieldErrors = {};
    for (const leaf of leaves) {
      const key = toDotPath(leaf.path ?? '');
      (errors[key] ??= []).push(...leaf.errors.map(toMessage));
    }
    return errors;
  }
}
