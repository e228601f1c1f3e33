// Upload one document: a labelled file input (PDF, PNG, JPEG up to 10 MB; the customer's quota said beside it),
// optionally a lender to share it with, a progress bar while the bytes go out, and the server's translated error
// announced under the field.
import { Form, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { baseApi } from '../../../store/api/baseApi';
import { DOCUMENT_LIST } from '../../../store/api/documentsApi';
import { useAppDispatch } from '../../../store/hooks';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { UPLOAD_QUOTA } from '../../../domain/documentTypes';
import { HttpError } from '../../../store/http/httpError';
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
import { useSubmittedField } from '../../components/Field/useSubmittedField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { documentUploadSchema, noDocument, type DocumentUploadValues } from './documentUploadSchema';
import { uploadDocument } from './uploadDocument';
import '../../components/Field/Field.css';

export type ShareOption = { leadId: number; label: string };

type Props = {
  userId: number;
  /** Fixed: every upload is shared with this lead (the lead's documents page). */
  leadId?: number;
  /** Choices of lender to share with (the documents page); none: no choice shown. */
  shareOptions?: ShareOption[];
  /** An item of the lead's checklist the upload answers (leadId names its lead). */
  documentRequestId?: number;
  /** The file field's label, where the page holds several upload forms. */
  fileLabel?: ReactNode;
};

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

// The file is a Formik value like the lender chosen: the schema checks it (given, not too large) and a submit
// touches it like any field. The input itself stays uncontrolled (only the browser's picker sets a file input's
// files), so a successful upload empties it by hand.
export function DocumentUploadForm({ userId, leadId, shareOptions = [], documentRequestId, fileLabel }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit({ file, share }: DocumentUploadValues, helpers: FormikHelpers<DocumentUploadValues>) {
    setProgress(0);
    try {
      const shareWith = leadId ?? (share ? Number(share) : null);
      const document = await uploadDocument({
        userId,
        // The schema let only a file through.
        file: file as File,
        leadId: shareWith,
        documentRequestId,
        locale: intl.locale,
        onProgress: setProgress,
      });
      dispatch(
        baseApi.util.invalidateTags([
          { type: 'Document', id: DOCUMENT_LIST },
          ...(shareWith
            ? [
                { type: 'Document' as const, id: `eskat-${shareWith}` },
                { type: 'DocumentRequest' as const, id: shareWith },
              ]
            : []),
        ]),
      );
      setDone(intl.formatMessage({ id: 'documents.upload.done' }, { name: document.file_name }));
      helpers.resetForm({ values: { file: null, share } });
      if (input.current) input.current.value = '';
    } catch (failure) {
      const message =
        failure instanceof HttpError && failure.status !== 0
          ? (failure.errors.file?.[0] ??
            failure.errors.lead_id?.[0] ??
            failureMessageText(failure, intl) ??
            failure.message)
          : intl.formatMessage({ id: 'documents.upload.failed' });
      // The server's text, translated already: useSubmittedField shows it as it is.
      helpers.setFieldError('file', message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <ValidatedFormik<DocumentUploadValues> initialValues={noDocument} schema={documentUploadSchema} onSubmit={submit}>
      {({ handleSubmit }) => (
        <Form
          className="document-upload"
          noValidate
          // Every try starts without the last upload's confirmation, also one the file's rules stop.
          onSubmit={(event) => {
            setDone(null);
            handleSubmit(event);
          }}
        >
          <UploadFields
            input={input}
            progress={progress}
            fileLabel={fileLabel}
            shareOptions={leadId === undefined ? shareOptions : []}
            onFileChosen={() => setDone(null)}
          />
          {done && (
            <Alert tone="success" onDismiss={() => setDone(null)}>
              {done}
            </Alert>
          )}
        </Form>
      )}
    </ValidatedFormik>
  );
}

function UploadFields({
  input,
  progress,
  fileLabel,
  shareOptions,
  onFileChosen,
}: {
  input: RefObject<HTMLInputElement | null>;
  progress: number | null;
  fileLabel?: ReactNode;
  shareOptions: ShareOption[];
  onFileChosen: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const file = useSubmittedField<File | null>('file');
  const share = useSubmittedField<string>('share');
  const error = file.error;
  const uploading = progress !== null;

  // A try the file's rules stop, or the server refuses, leaves the customer on the file input, its message read;
  // moved as the message is committed, so nothing in between acts on the button still focused.
  const { isSubmitting, submitCount } = useFormikContext<DocumentUploadValues>();
  useLayoutEffect(() => {
    if (!isSubmitting && submitCount > 0 && error) input.current?.focus();
  }, [isSubmitting, submitCount, error, input]);

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      <div className={`field ${error ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-file`}>
          {fileLabel ?? <FormattedMessage id="documents.upload.file" />}
        </label>
        <p id={`${id}-hint`} className="field__description">
          <FormattedMessage id="documents.upload.hint" />{' '}
          <FormattedMessage
            id="documents.upload.quota"
            values={{ files: UPLOAD_QUOTA.files, megabytes: UPLOAD_QUOTA.bytes / 1024 / 1024 }}
          />
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={ACCEPT}
          className="document-upload__input"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={uploading}
          onChange={(e) => {
            file.setValue(e.currentTarget.files?.[0] ?? null);
            onFileChosen();
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {shareOptions.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-share`}>
            <FormattedMessage id="documents.upload.shareWith" />
          </label>
          <select
            id={`${id}-share`}
            name="lead_id"
            className="field__control"
            value={share.value}
            disabled={uploading}
            onChange={(e) => share.setValue(e.currentTarget.value)}
          >
            <option value="">{intl.formatMessage({ id: 'documents.upload.notShared' })}</option>
            {shareOptions.map((o) => (
              <option key={o.leadId} value={o.leadId}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {uploading && (
        <div className="document-upload__progress">
          <label htmlFor={`${id}-progress`}>
            <FormattedMessage id="documents.upload.progress" values={{ percent }} />
          </label>
          <progress id={`${id}-progress`} max={100} value={percent} />
        </div>
      )}
      <div>
        <Button type="submit" loading={uploading} disabled={uploading}>
          <FormattedMessage id="documents.upload.submit" />
        </Button>
      </div>
    </>
  );
}
