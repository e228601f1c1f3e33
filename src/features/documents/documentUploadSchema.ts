// An upload needs a file within MAX_DOCUMENT_BYTES; the server checks the size again, and the type from the bytes.
import * as yup from 'yup';
import { MAX_DOCUMENT_BYTES } from '../../../domain/documentTypes';

export interface DocumentUploadValues {
  file: File | null;
  /** The lead to share with, as the select holds it; '' for none. */
  share: string;
}

export const noDocument: DocumentUploadValues = { file: null, share: '' };

export const documentUploadSchema = yup.object({
  file: yup
    .mixed<File>()
    .nullable()
    .required({ id: 'documents.fileRequired' })
    .test(
      'size',
      { id: 'documents.tooLarge', values: { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 } },
      (file) => !file || file.size <= MAX_DOCUMENT_BYTES,
    ),
});
