// 422 answers in a Formik form: each field's first server message under that field (§5: only the first error is
// shown); messages for fields the form does not show go to the form-level alert.
import type { FormikHelpers } from 'formik';
import type { HttpErrorData } from '../../../store/http/httpError';
import type { ValidationMessage } from '../../../domain/validation/message';

/**
 * A server text as a field message. Fields translate message objects; the server's text is translated already,
 * so it travels as the value of a key whose message is just `{message}`.
 */
export function serverMessage(text: string): ValidationMessage {
  return { id: 'form.serverError', values: { message: text } };
}

/**
 * Sets the field errors and returns the texts no field of the form can show. `touch`: for forms whose fields show
 * errors only once touched, each field with a server error is marked touched too.
 */
export function applyServerErrors<V extends object>(
  helpers: Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>,
  error: HttpErrorData,
  fields: readonly string[],
  { touch = false } = {},
): string[] {
  const unshown: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (fields.includes(key)) {
      // Formik types errors as strings; the fields read message objects (see src/components/Field).
      helpers.setFieldError(key, serverMessage(first) as unknown as string);
      if (touch) void helpers.setFieldTouched(key, true, false);
    } else unshown.push(first);
  }
  return unshown;
}
