// The documents a lender asks for on one lead, each with its status, the lender's note or reason for rejecting,
// and an upload straight into the item while it waits for a file. What was sent so far is counted in a live
// region, so a screen reader hears an upload land even though its form then leaves the page.
import { FormattedMessage, useIntl } from 'react-intl';
import type { DocumentRequestStatus } from '../../../domain/documentRequests';
import { awaitsUpload, documentName } from '../../../domain/documentRequests';
import { useGetDocumentRequestsQuery, type DocumentRequest } from '../../../store/api/documentRequestsApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { DocumentUploadForm } from './DocumentUploadForm';

const SENT: readonly DocumentRequestStatus[] = ['uploaded', 'accepted'];

/** The item's name in the customer's words (domain/documentRequests.ts). */
function useDocumentName() {
  const intl = useIntl();
  return (item: Pick<DocumentRequest, 'type' | 'note'>) => documentName(item, (id) => intl.formatMessage({ id }));
}
export function DocumentChecklist({ lead, userId }: { lead: Lead; userId: number }) {
  const lender = lead.supplier.name;
  const { data, isLoading, isError, error, refetch } = useGetDocumentRequestsQuery(lead.id);
  const sent = (data ?? []).filter((r) => SENT.includes(r.status)).length;
  return (
    <Card title={<FormattedMessage id="documentRequest.title" values={{ lender }} />}>
      {isLoading || (!data && !isError) ? (
        <LoadingState />
      ) : !data ? (
        <LoadError error={error} onRetry={() => void refetch()} headingLevel={3} />
      ) : data.length === 0 ? (
        <p className="checklist__none">
          <FormattedMessage id="documentRequest.none" values={{ lender }} />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="documentRequest.intro" values={{ lender }} />
          </p>
          <p className="checklist__progress" role="status">
            <FormattedMessage id="documentRequest.progress" values={{ done: sent, total: data.length }} />
          </p>
          <ul className="checklist">
            {data.map((item) => (
              <ChecklistItem key={item.id} item={item} lender={lender} leadId={lead.id} userId={userId} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

type ItemProps = { item: DocumentRequest; lender: string; leadId: number; userId: number };

function ChecklistItem({ item, lender, leadId, userId }: ItemProps) {
  const name = useDocumentName()(item);
  return (
    <li className="checklist__item">
      <div className="checklist__head">
        <h3 className="checklist__name">{name}</h3>
        <span className={`checklist__status checklist__status--${item.status}`}>
          <FormattedMessage id={`documentRequest.status.${item.status}`} values={{ lender }} />
        </span>
      </div>
      {item.note && item.type !== 'other' && <p className="checklist__note">{item.note}</p>}
      {item.document_file_name && item.status !== 'rejected' && (
        <p className="checklist__file">
          <FormattedMessage id="documentRequest.file" values={{ name: item.document_file_name }} />
        </p>
      )}
      {item.status === 'rejected' && item.rejection_reason && (
        <Alert tone="warning" live={false}>
          <FormattedMessage id="documentRequest.rejectedReason" values={{ lender, reason: item.rejection_reason }} />
        </Alert>
      )}
      {awaitsUpload(item.status) && (
        <DocumentUploadForm
          userId={userId}
          leadId={leadId}
          documentRequestId={item.id}
          fileLabel={
            item.status === 'rejected' ? (
              <FormattedMessage id="documentRequest.uploadAgain" values={{ document: name }} />
            ) : (
              <FormattedMessage id="documentRequest.upload" values={{ document: name }} />
            )
          }
        />
      )}
    </li>
  );
}
