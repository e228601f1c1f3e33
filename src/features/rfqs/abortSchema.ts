// Closing a request asks for a reason from the list, and for the customer's words when the reason is "other". The
// words' length is held by the textarea's maxLength (MAX_ABORT_TEXT).
import * as yup from 'yup';
import type { AbortReason } from './abortReasons';

export interface AbortValues {
  reason: AbortReason | null;
  text: string;
}

export const noAbortReason: AbortValues = { reason: null, text: '' };

export const abortSchema = yup.object({
  reason: yup.string().nullable().required({ id: 'abortRfq.error.reason' }),
  text: yup.string().when('reason', {
    is: 'other',
    then: (text) => text.test('words', { id: 'abortRfq.error.text' }, (value) => (value ?? '').trim() !== ''),
  }),
});
