// A 422 in a profile form: each field's first server message at that field (§5: only the first error shows), the
// texts no field of the form shows returned for the alert above it.
import type { FormikHelpers } from 'formik';
import type { HttpErrorData } from '../../lib/http/httpError';
import type { ValidationMessage } from '../../validation/message';

/** The server's text is translated already: it travels as the value of a key whose message is just `{message}`. */
const serverMessage = (text: string): ValidationMessage => ({ id: 'form.serverError', values: { message: text } });

export function applyServerErrors<V extends object>(
  helpers: Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>,
  error: HttpErrorData,
  fields: readonly (keyof V & string)[],
): string[] {
  const unshown: string[] = [];
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    if ((fields as readonly string[]).includes(key)) {
      void helpers.setFieldTouched(key, true, false);
      // Formik types errors as strings; the fields read message objects (see src/components/Field).
      helpers.setFieldError(key, serverMessage(first) as unknown as string);
    } else unshown.push(first);
  }
  return unshown;
}
