// Upload one document: a labelled file input (PDF, PNG, JPEG up to 10 MB; the customer's quota said beside it),
// optionally a lender to share it with, a progress bar while the bytes go out, and the server's translated error
// announced under the field.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { baseApi } from '../../../store/api/baseApi';
import { DOCUMENT_LIST } from '../../../store/api/documentsApi';
import { useAppDispatch } from '../../../store/hooks';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { MAX_DOCUMENT_BYTES, UPLOAD_QUOTA } from '../../../domain/documentTypes';
import { HttpError } from '../../../store/http/httpError';
import { failureMessageText } from '../../components/FailureText/useFailureMessage';
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

export function DocumentUploadForm({ userId, leadId, shareOptions = [], documentRequestId, fileLabel }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [share, setShare] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const uploading = progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!file) {
      setError(intl.formatMessage({ id: 'documents.fileRequired' }));
      input.current?.focus();
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setError(intl.formatMessage({ id: 'documents.tooLarge' }, { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 }));
      input.current?.focus();
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const shareWith = leadId ?? (share ? Number(share) : null);
      const document = await uploadDocument({
        userId,
        file,
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
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      const message =
        failure instanceof HttpError && failure.status !== 0
          ? (failure.errors.file?.[0] ??
            failure.errors.lead_id?.[0] ??
            failureMessageText(failure, intl) ??
            failure.message)
          : intl.formatMessage({ id: 'documents.upload.failed' });
      setError(message);
      input.current?.focus();
    } finally {
      setProgress(null);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form className="document-upload" onSubmit={(e) => void submit(e)} noValidate>
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
            setFile(e.currentTarget.files?.[0] ?? null);
            setError(null);
            setDone(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {leadId === undefined && shareOptions.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-share`}>
            <FormattedMessage id="documents.upload.shareWith" />
          </label>
          <select
            id={`${id}-share`}
            name="lead_id"
            className="field__control"
            value={share}
            disabled={uploading}
            onChange={(e) => setShare(e.currentTarget.value)}
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
      {done && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
    </form>
  );
}
