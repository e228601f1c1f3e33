// A field of a form that checks its values only when it is sent (a rating, a reply, a reason to close a request),
// drawn by the form itself (a radio group, a TextAreaField, a file input) rather than by the blur-validating
// fields beside this file. Render it inside ValidatedFormik: the submit validates every field and marks it touched,
// so an error shows from the first submit (or the server's answer) on, never on blur.
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { toMessage } from '../../../domain/validation/message';

export interface SubmittedFieldOptions {
  /**
   * Whether a change hides the field's error until the next submit (the customer is answering it). Off where a
   * form keeps the message shown until it is sent again.
   */
  clearErrorOnChange?: boolean;
}

export function useSubmittedField<Value>(name: string, { clearErrorOnChange = true }: SubmittedFieldOptions = {}) {
  const [field, meta, helpers] = useField<Value>(name);
  const intl = useIntl();
  const message = meta.touched && meta.error !== undefined ? toMessage(meta.error) : undefined;
  return {
    value: field.value,
    /** The field's translated error, once a submit or the server has given it one. */
    error: message ? intl.formatMessage({ id: message.id }, message.values) : undefined,
    setValue(value: Value) {
      // Not validated now: this form checks on submit only.
      void helpers.setValue(value, false);
      if (clearErrorOnChange && meta.error !== undefined) helpers.setError(undefined);
    },
  };
}
