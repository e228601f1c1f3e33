// rfqs/:rfqId/leads/:leadId/documents: the lender's checklist of documents it asks for, the documents shared
// with that lender, an upload shared with it, and eSkat: the lender's request for the customer's tax data, the
// 24-hour consent, and the tax documents (30, 31).
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useConsentToEskatMutation,
  useGetDocumentsQuery,
  useGetLeadEskatQuery,
  type EskatRequest,
} from '../../../store/api/documentsApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { Alert } from '../../components/Alert/Alert';
import { BackLink } from '../../components/BackLink/BackLink';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PendingPage } from '../../components/LoadError/PendingPage';
import { ESKAT_CONSENT_HOURS } from '../../../domain/documentTypes';
import { paths } from '../../../domain/paths';
import { DocumentChecklist } from './DocumentChecklist';
import { DocumentList } from './DocumentList';
import { DocumentUploadForm } from './DocumentUploadForm';
import { LeadNotFound } from '../../entities/lead/LeadNotFound';
import { useRouteLead } from '../../entities/lead/useRouteLead';
import './documents.css';
import { formatDate } from '../../lib/format';
import {
  isMitidConfirmationRequired,
  MitidConfirmedNote,
  MitidStepUpPrompt,
  useConfirmedStep,
} from '../../components/Mitid/MitidStepUp';

export function LeadDocumentsPage() {
  const { lead, notFound, isLoading, isError, error, refetch } = useRouteLead();
  if (notFound) return <LeadNotFound titleId="page.lead.documents.title" />;
  if (!lead)
    return (
      <PendingPage
        title={<FormattedMessage id="page.lead.documents.title" />}
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  return <LeadDocuments lead={lead} />;
}

function LeadDocuments({ lead }: { lead: Lead }) {
  const user = useAppSelector(selectUser);
  const documents = useGetDocumentsQuery(user?.id ?? 0, { skip: !user });
  const shared = (documents.data ?? []).filter((d) => d.lead_id === lead.id);
  const regular = shared.filter((d) => !d.is_eskat);
  const lender = lead.supplier.name;
  return (
    <>
      <BackLink to={paths.lead.overview.getHref(lead.rfq_id, lead.id)}>
        <FormattedMessage id="documents.lead.back" values={{ lender }} />
      </BackLink>
      <PageHeader
        title={<FormattedMessage id="documents.lead.title" values={{ lender }} />}
        description={<FormattedMessage id="documents.lead.description" values={{ lender }} />}
      />
      <div className="documents-page">
        {user && <DocumentChecklist lead={lead} userId={user.id} />}
        <EskatCard lead={lead} />
        <Card title={<FormattedMessage id="documents.lead.uploadTitle" values={{ lender }} />}>
          {user && <DocumentUploadForm userId={user.id} leadId={lead.id} />}
        </Card>
        <Card title={<FormattedMessage id="documents.lead.listTitle" />}>
          {documents.isLoading || (!documents.data && !documents.isError) ? (
            <LoadingState />
          ) : !documents.data ? (
            <LoadError error={documents.error} onRetry={() => void documents.refetch()} headingLevel={3} />
          ) : regular.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={<FormattedMessage id="documents.lead.empty.title" />}
              description={<FormattedMessage id="documents.lead.empty.text" values={{ lender }} />}
            />
          ) : (
            <DocumentList documents={regular} />
          )}
        </Card>
      </div>
    </>
  );
}

function EskatCard({ lead }: { lead: Lead }) {
  const intl = useIntl();
  const lender = lead.supplier.name;
  const { data, isLoading, isError, error, refetch } = useGetLeadEskatQuery(lead.id);
  const [consent, consentState] = useConsentToEskatMutation();
  const waiting = data?.requests.find((r) => r.status === 'requested');
  const valid = data?.requests.find((r) => r.consent_valid);
  // A customer linked to MitID consents within minutes of confirming with MitID; the round trip returns here.
  const confirmedStep = useConfirmedStep() === 'eskat';
  const needsMitid = consentState.isError && isMitidConfirmationRequired(consentState.error);
  return (
    <Card title={<FormattedMessage id="eskat.title" />}>
      {isLoading || (!data && !isError) ? (
        <LoadingState />
      ) : !data ? (
        <LoadError error={error} onRetry={() => void refetch()} headingLevel={3} />
      ) : (
        <div className="eskat">
          {waiting ? (
            <div className="eskat__request">
              <p>
                <FormattedMessage id="eskat.requested" values={{ lender, hours: ESKAT_CONSENT_HOURS }} />
              </p>
              {confirmedStep && !needsMitid ? <MitidConfirmedNote /> : null}
              {needsMitid ? (
                <MitidStepUpPrompt step="eskat" message={(consentState.error as { message?: string }).message} />
              ) : null}
              <Button
                loading={consentState.isLoading}
                onClick={() => void consent({ leadId: lead.id, requestId: waiting.id })}
              >
                <FormattedMessage id="eskat.consent" />
              </Button>
              {consentState.isError && !needsMitid && (
                <Alert tone="error">
                  {(consentState.error as { message?: string } | undefined)?.message ||
                    intl.formatMessage({ id: 'eskat.consentFailed' })}
                </Alert>
              )}
            </div>
          ) : valid ? (
            <ConsentNote request={valid} lender={lender} />
          ) : (
            <p className="eskat__none">
              <FormattedMessage id="eskat.none" values={{ lender }} />
            </p>
          )}
          {data.documents.length > 0 && <DocumentList documents={data.documents} />}
        </div>
      )}
    </Card>
  );
}

function ConsentNote({ request, lender }: { request: EskatRequest; lender: string }) {
  const intl = useIntl();
  const until = request.consent_expires_at ? formatDate(request.consent_expires_at, intl.locale, 'dateTime') : '';
  return (
    <Alert tone="success" live={false}>
      <FormattedMessage id="eskat.consented" values={{ lender, until }} />
    </Alert>
  );
}
