// A stored recording is opened by its request's number: a whole number from 1.
import * as yup from 'yup';

export interface StoredRecordingValues {
  rfq: string;
}

export const noStoredRecording: StoredRecordingValues = { rfq: '' };

/** The typed number as a request id, or null when it is none. */
export function requestNumber(text: string | undefined): number | null {
  const id = Number((text ?? '').trim());
  return Number.isInteger(id) && id >= 1 ? id : null;
}

export const storedRecordingSchema = yup.object({
  rfq: yup.string().test('request-number', { id: 'analyst.error.rfqId' }, (text) => requestNumber(text) !== null),
});
