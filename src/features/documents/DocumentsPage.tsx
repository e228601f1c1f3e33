// /documents: every document of the customer, grouped by request and lender (unshared uploads apart), with an
// upload that may be shared with one lender of an active request.
import { FormattedMessage } from 'react-intl';
import { useGetDocumentsQuery, type Document } from '../../../store/api/documentsApi';
import type { Rfq } from '../../../store/api/rfqsApi';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { paths } from '../../../domain/paths';
import { DocumentList } from './DocumentList';
import { DocumentUploadForm, type ShareOption } from './DocumentUploadForm';
import { useCustomerRequests } from './useCustomerRequests';
import './documents.css';

type LenderGroup = { leadId: number; lenderName: string; documents: Document[] };
type RfqGroup = { rfqId: number; createdAt: string | null; lenders: LenderGroup[] };

/** Shared documents by request (newest first) and lender; the customer's unshared uploads apart. */
export function groupDocuments(documents: Document[], rfqs: Rfq[]): { groups: RfqGroup[]; unshared: Document[] } {
  const byRfq = new Map<number, RfqGroup>();
  const unshared: Document[] = [];
  for (const document of documents) {
    if (document.lead_id === null || document.rfq_id === null) {
      unshared.push(document);
      continue;
    }
    let group = byRfq.get(document.rfq_id);
    if (!group) {
      const rfq = rfqs.find((r) => r.id === document.rfq_id);
      group = { rfqId: document.rfq_id, createdAt: rfq?.created_at ?? null, lenders: [] };
      byRfq.set(document.rfq_id, group);
    }
    let lender = group.lenders.find((l) => l.leadId === document.lead_id);
    if (!lender) {
      lender = { leadId: document.lead_id, lenderName: document.supplier?.name ?? '', documents: [] };
      group.lenders.push(lender);
    }
    lender.documents.push(document);
  }
  const groups = [...byRfq.values()].sort((a, b) => b.rfqId - a.rfqId);
  for (const group of groups) group.lenders.sort((a, b) => a.lenderName.localeCompare(b.lenderName, 'da'));
  return { groups, unshared };
}

export function DocumentsPage() {
  const { user, rfqs } = useCustomerRequests();
  const query = useGetDocumentsQuery(user?.id ?? 0, { skip: !user });
  const shareOptions: ShareOption[] = rfqs
    .filter((r) => r.is_active)
    .flatMap((r) => r.leads.filter((l) => l.status !== 'lost').map((l) => ({ leadId: l.id, label: l.supplier.name })));

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.documents.title" />}
        description={<FormattedMessage id="documents.description" />}
      />
      <div className="documents-page">
        <Card title={<FormattedMessage id="documents.upload.title" />}>
          {user && <DocumentUploadForm userId={user.id} shareOptions={shareOptions} />}
        </Card>
        <DocumentGroups query={query} rfqs={rfqs} />
      </div>
    </>
  );
}

function DocumentGroups({ query, rfqs }: { query: ReturnType<typeof useGetDocumentsQuery>; rfqs: Rfq[] }) {
  if (query.isLoading || (!query.data && !query.isError)) return <LoadingState />;
  if (!query.data)
    return (
      <Card>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  if (query.data.length === 0)
    return (
      <Card>
        <EmptyState
          title={<FormattedMessage id="documents.empty.title" />}
          description={<FormattedMessage id="documents.empty.text" />}
        />
      </Card>
    );
  const { groups, unshared } = groupDocuments(query.data, rfqs);
  return (
    <>
      {groups.map((group) => (
        <Card
          key={group.rfqId}
          title={
            group.createdAt ? (
              <FormattedMessage
                id="documents.group.request"
                values={{ date: <DateDisplay value={group.createdAt} dateStyle="long" /> }}
              />
            ) : (
              <FormattedMessage id="documents.group.requestUnknown" />
            )
          }
        >
          {group.lenders.map((lender) => (
            <section key={lender.leadId} className="documents-lender" aria-labelledby={`lender-${lender.leadId}`}>
              <h3 id={`lender-${lender.leadId}`} className="documents-lender__name">
                {lender.lenderName}
              </h3>
              <Link to={paths.lead.documents.getHref(group.rfqId, lender.leadId)} className="documents-lender__link">
                <FormattedMessage id="documents.group.leadLink" values={{ lender: lender.lenderName }} />
              </Link>
              <DocumentList documents={lender.documents} />
            </section>
          ))}
        </Card>
      ))}
      {unshared.length > 0 && (
        <Card title={<FormattedMessage id="documents.group.unshared" />}>
          <DocumentList documents={unshared} />
        </Card>
      )}
    </>
  );
}
