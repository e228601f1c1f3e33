// A reply is checked before it is sent: some words, within the API's limit (LIMITS.messageBody).
import * as yup from 'yup';
import { LIMITS } from '../../../domain/limits';

export interface ReplyValues {
  body: string;
}

export const emptyReply: ReplyValues = { body: '' };

export const replySchema = yup.object({
  body: yup
    .string()
    .test('words', { id: 'messages.compose.required' }, (body) => (body ?? '').trim() !== '')
    .max(LIMITS.messageBody, { id: 'messages.compose.tooLong', values: { max: LIMITS.messageBody } }),
});
