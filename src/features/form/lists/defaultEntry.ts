// A new list entry from its schema's defaults, every field present: the shared debt schema defaults its
// amounts to undefined, which JSON (and so the saved form) would drop; an entry keeps them as null.
import type { AnyObjectSchema } from 'yup';
import type { FormRecord, FormValue } from '../../../../machines/auctionForm/types';
import type { StepSchemaContext } from '../../../../domain/validation/steps';

/** Defaults never run a check; the context only has to be complete. */
export const DEFAULTS_CONTEXT: StepSchemaContext = {
  signedIn: false,
  checks: { periodicPayment: () => true, postalCode: () => true },
};

export function defaultEntry(schema: AnyObjectSchema, overrides: FormRecord = {}): FormRecord {
  const defaults = schema.getDefault() as Record<string, unknown>;
  const entry = Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => [key, (value === undefined ? null : value) as FormValue]),
  );
  return { ...entry, ...overrides };
}
