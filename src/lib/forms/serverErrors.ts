// 422 answers in a Formik form: each field's first server message under that field (§5: only the first error is
// shown); messages for fields the form does not show go to the form-level alert, naming their field in words.
import type { FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
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
  { touch = false, describe }: { touch?: boolean; describe?: (path: string, text: string) => string } = {},
): string[] {
  const unshown: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (fields.includes(key)) {
      // Formik types errors as strings; the fields read message objects (see src/components/Field).
      helpers.setFieldError(key, serverMessage(first) as unknown as string);
      if (touch) void helpers.setFieldTouched(key, true, false);
    } else unshown.push(describe ? describe(key, first) : first);
  }
  return unshown;
}

/**
 * `describe` for applyServerErrors: a message no field of the form shows is said with its field's name, so the
 * customer knows what to change ("Your partner's employment: This field is required"). The name is the label the
 * pages use for the path's last segment under `labelPrefix`, else the segment in words.
 */
export function useDescribeUnshownError(labelPrefix: string) {
  const intl = useIntl();
  return useCallback(
    (path: string, text: string) => {
      const segment =
        path
          .split('.')
          .filter((part) => !/^\d+$/.test(part))
          .pop() ?? path;
      const id = `${labelPrefix}${segment}`;
      const field = id in intl.messages ? intl.formatMessage({ id }) : segment.replace(/_/g, ' ');
      return intl.formatMessage({ id: 'form.serverError.field' }, { field, message: text });
    },
    [intl, labelPrefix],
  );
}
