// A list of documents: name, kind (eSkat for types 30 and 31), who it came from, size and date, a download link
// and, for the customer, delete with a confirmation step.
import { FailureText } from '../../components/FailureText/FailureText';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useDeleteDocumentMutation, type Document } from '../../../store/api/documentsApi';
import { Button } from '../../components/Button/Button';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';

function Size({ bytes }: { bytes: number }) {
  if (bytes < 1024 * 1024)
    return (
      <FormattedMessage
        id="documents.size.kb"
        values={{ size: <FormattedNumber value={Math.max(1, Math.round(bytes / 1024))} /> }}
      />
    );
  return (
    <FormattedMessage
      id="documents.size.mb"
      values={{ size: <FormattedNumber value={bytes / 1024 / 1024} maximumFractionDigits={1} /> }}
    />
  );
}

function Origin({ document }: { document: Document }) {
  if (document.is_eskat) return <FormattedMessage id="documents.origin.eskat" />;
  if (document.source === 'supplier')
    return <FormattedMessage id="documents.origin.lender" values={{ lender: document.supplier?.name ?? '' }} />;
  return <FormattedMessage id="documents.origin.you" />;
}

function DocumentItem({ document }: { document: Document }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading, isError, error }] = useDeleteDocumentMutation();
  return (
    <li className="document-list__item">
      <div className="document-list__main">
        <a
          className="document-list__name"
          href={document.download_url}
          download={document.file_name}
          aria-label={intl.formatMessage({ id: 'documents.download' }, { name: document.file_name })}
        >
          {document.file_name}
        </a>
        {document.is_eskat && (
          <span className="document-list__badge">
            <FormattedMessage id={`documents.eskatType.${document.document_type_id}`} />
          </span>
        )}
        <p className="document-list__meta">
          <Origin document={document} /> · <Size bytes={document.size_bytes} /> ·{' '}
          <DateDisplay value={document.created_at} />
        </p>
        {isError && (
          <p className="field__error" role="alert">
            <FailureText error={error} fallback={<FormattedMessage id="documents.delete.failed" />} />
          </p>
        )}
      </div>
      <div className="document-list__actions">
        {confirming ? (
          <>
            <Button
              variant="danger"
              size="sm"
              loading={isLoading}
              onClick={() => void remove(document.id)}
              aria-label={intl.formatMessage({ id: 'documents.delete.confirmFor' }, { name: document.file_name })}
            >
              <FormattedMessage id="documents.delete.confirm" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              <FormattedMessage id="documents.delete.cancel" />
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage({ id: 'documents.delete.for' }, { name: document.file_name })}
          >
            <FormattedMessage id="documents.delete" />
          </Button>
        )}
      </div>
    </li>
  );
}

export function DocumentList({ documents }: { documents: Document[] }) {
  return (
    <ul className="document-list">
      {documents.map((d) => (
        <DocumentItem key={d.id} document={d} />
      ))}
    </ul>
  );
}
