// A field of a form that checks its values only when it is sent (a rating, a reply, a reason to close a request),
// drawn by the form itself (a radio group, a TextAreaField, a file input) rather than by the blur-validating
// fields beside this file. Render it inside ValidatedFormik: the submit validates every field and marks it touched,
// so an error shows from the first submit (or the server's answer) on, never on blur.
import { useField } from 'formik';
import { useIntl } from 'react-intl';

export interface SubmittedFieldOptions {
  /**
   * Whether a change hides the field's error until the next submit (the customer is answering it). Off where a
   * form keeps the message shown until it is sent again.
   */
  clearErrorOnChange?: boolean;
}

/** A schema's message (domain/validation/message.ts's shape, not imported: see messageOf). */
type ValidationMessage = { id: string; values?: Record<string, string | number> };

/**
 * The message a schema gave, or a text (the server's, already translated) as it is. Not toMessage: these pages do
 * not load the form's bundle, where its default message lives, and importing that module names its ids here.
 */
function messageOf(error: unknown): ValidationMessage | string {
  return typeof error === 'object' && error !== null && typeof (error as ValidationMessage).id === 'string'
    ? (error as ValidationMessage)
    : String(error);
}

export function useSubmittedField<Value>(name: string, { clearErrorOnChange = true }: SubmittedFieldOptions = {}) {
  const [field, meta, helpers] = useField<Value>(name);
  const intl = useIntl();
  const message = meta.touched && meta.error !== undefined ? messageOf(meta.error) : undefined;
  return {
    value: field.value,
    /** The field's translated error, once a submit or the server has given it one. */
    error: typeof message === 'object' ? intl.formatMessage({ id: message.id }, message.values) : message,
    setValue(value: Value) {
      // Not validated now: this form checks on submit only.
      void helpers.setValue(value, false);
      if (clearErrorOnChange && meta.error !== undefined) helpers.setError(undefined);
    },
  };
}
