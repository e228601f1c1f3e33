// "Bliv ringet op": a Danish phone number (the §5 phone_number rule) and the part of the day that suits the
// customer. The server checks the number again and answers 422 under `phone`.
import * as yup from 'yup';
import { LIMITS } from '../../limits';
import { CALL_WINDOW_NAMES } from '../../meetingTimes';
import { choice, text } from '../steps/fieldSchemas';

export function callRequestSchema() {
  return yup.object({
    phone: text(['required', ['phone_number', { country: 'dk' }]], LIMITS.phone).default(''),
    preferred_window: choice(CALL_WINDOW_NAMES).default('morning'),
  });
}

export type CallRequestValues = yup.InferType<ReturnType<typeof callRequestSchema>>;
