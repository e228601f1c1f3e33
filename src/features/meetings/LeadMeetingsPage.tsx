// rfqs/:rfqId/leads/:leadId/meetings: the customer's meetings with one lender: confirmed meetings (each with its
// page and an .ics download), requests waiting for an answer (withdrawable) and answered ones, the form to ask for
// a meeting, and "Bliv ringet op" (focused when the lead's page sent the customer here for it). The lender's
// answers arrive through meeting.updated, which refetches this page's data (src/lib/realtime/userEventTags.ts).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useWithdrawMeetingRequestMutation } from '../../../store/api/meetingsApi';
import type { Lead, LeadMeetings, Meeting, MeetingRequest } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { BackLink } from '../../components/BackLink/BackLink';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PendingPage } from '../../components/LoadError/PendingPage';
import { isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { AddToCalendarButton } from './AddToCalendarButton';
import { CallRequestForm } from './CallRequestForm';
import { MeetingRequestForm } from './MeetingRequestForm';
import { useMeetingLead } from './useMeetingLead';
import './meetings.css';

export function LeadMeetingsPage() {
  const { lead, meetings, notFound, isLoading, isError, error, refetch } = useMeetingLead();
  if (notFound) return <MeetingLeadNotFound titleId="page.lead.meetings.title" />;
  if (!lead || !meetings)
    return (
      <PendingPage
        title={<FormattedMessage id="page.lead.meetings.title" />}
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={refetch}
      />
    );
  return <LeadMeetingsView lead={lead} meetings={meetings} />;
}

export function MeetingLeadNotFound({ titleId }: { titleId: string }) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Card>
        <EmptyState
          title={<FormattedMessage id="meetings.notFound.title" />}
          description={<FormattedMessage id="meetings.notFound.text" />}
          action={
            <Link to={paths.rfqs.current.getHref()} variant="button-secondary">
              <FormattedMessage id="meetings.backToRequest" />
            </Link>
          }
        />
      </Card>
    </>
  );
}

/** A lead the customer can still ask to meet: not declined by the lender (the server says the same, 409). */
const isReachable = (lead: Lead) => lead.status !== 'lost';

function LeadMeetingsView({ lead, meetings }: { lead: Lead; meetings: LeadMeetings }) {
  const location = useLocation();
  const wantsCall = (location.state as { kind?: string } | null)?.kind === 'call' || location.hash === '#call';
  const supplier = lead.supplier.name;
  const confirmed = [...meetings.pendingMeetings, ...meetings.meetings].filter((m) => m.status !== 'cancelled');
  const pendingCall = lead.supportCallRequests.find((c) => c.status === 'pending');
  return (
    <>
      <BackLink to={paths.lead.overview.getHref(lead.rfq_id, lead.id)}>
        <FormattedMessage id="meetings.backToLead" values={{ supplier }} />
      </BackLink>
      <PageHeader title={<FormattedMessage id="meetings.title" values={{ supplier }} />} />
      <div className="meetings-layout">
        <div className="meetings-layout__main">
          <Card title={<FormattedMessage id="meetings.upcoming.title" />} headingLevel={2}>
            {confirmed.length === 0 ? (
              <p className="meetings-muted">
                <FormattedMessage id="meetings.upcoming.empty" values={{ supplier }} />
              </p>
            ) : (
              <ul className="meetings-list">
                {confirmed.map((meeting) => (
                  <ConfirmedMeeting key={meeting.id} lead={lead} meeting={meeting} />
                ))}
              </ul>
            )}
          </Card>
          <RequestsCard lead={lead} meetings={meetings} />
          {lead.calls.length > 0 && (
            <Card title={<FormattedMessage id="meetings.calls.title" />} headingLevel={2}>
              <ul className="meetings-list">
                {lead.calls.map((call) => (
                  <li key={call.id} className="meetings-list__item">
                    <p className="meetings-list__when">
                      <DateDisplay value={call.scheduled_at} dateStyle="dateTime" />
                      {' · '}
                      <FormattedMessage id={`meetings.calls.status.${call.status}`} />
                    </p>
                    {call.note && <p className="meetings-muted">{call.note}</p>}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
        <div className="meetings-layout__side">
          <Card title={<FormattedMessage id="meetings.form.title" />} headingLevel={2}>
            {!isReachable(lead) ? (
              <p className="meetings-muted">
                <FormattedMessage id="meetings.form.closed" values={{ supplier }} />
              </p>
            ) : meetings.pendingMeetingRequests.length > 0 ? (
              <p className="meetings-muted">
                <FormattedMessage id="meetings.form.waiting" values={{ supplier }} />
              </p>
            ) : (
              <MeetingRequestForm lead={lead} />
            )}
          </Card>
          <Card title={<FormattedMessage id="meetings.call.title" />} headingLevel={2} id="call">
            {!isReachable(lead) ? (
              <p className="meetings-muted">
                <FormattedMessage id="meetings.form.closed" values={{ supplier }} />
              </p>
            ) : pendingCall ? (
              <Alert tone="success" live={false}>
                <FormattedMessage
                  id="meetings.call.pending"
                  values={{
                    supplier,
                    window: (
                      <FormattedMessage id={`meetings.call.windows.${pendingCall.preferred_time ?? 'morning'}`} />
                    ),
                  }}
                />
              </Alert>
            ) : (
              <CallRequestForm lead={lead} focusOnMount={wantsCall} />
            )}
          </Card>
        </div>
      </div>
    </>
  );
}

function ConfirmedMeeting({ lead, meeting }: { lead: Lead; meeting: Meeting }) {
  return (
    <li className="meetings-list__item">
      <p className="meetings-list__when">
        <DateDisplay value={meeting.starts_at} dateStyle="dateTime" />
      </p>
      <p className="meetings-muted">
        <FormattedMessage id={`meetings.channel.${meeting.channel}`} />
        {meeting.location ? ` · ${meeting.location}` : ''}
      </p>
      {meeting.topic && <p className="meetings-muted">{meeting.topic}</p>}
      <div className="meetings-actions meetings-actions--tight">
        <Link to={paths.lead.meeting.getHref(lead.rfq_id, lead.id, meeting.id)}>
          <FormattedMessage
            id="meetings.seeMeeting"
            values={{ hidden: (text) => <span className="visually-hidden">{text}</span> }}
          />
        </Link>
        <AddToCalendarButton lead={lead} meeting={meeting} />
      </div>
    </li>
  );
}

function RequestsCard({ lead, meetings }: { lead: Lead; meetings: LeadMeetings }) {
  const answered = [...meetings.meetingRequests].reverse();
  if (meetings.pendingMeetingRequests.length === 0 && answered.length === 0) return null;
  return (
    <Card title={<FormattedMessage id="meetings.requests.title" />} headingLevel={2}>
      <ul className="meetings-list">
        {meetings.pendingMeetingRequests.map((request) => (
          <PendingRequest key={request.id} lead={lead} request={request} />
        ))}
        {answered.map((request) => (
          <li key={request.id} className="meetings-list__item">
            <p className="meetings-list__when">
              <FormattedMessage id={`meetings.requests.status.${request.status}`} />
              {' · '}
              <FormattedMessage id={`meetings.channel.${request.channel}`} />
            </p>
            <ProposedTimes request={request} />
            {request.topic && <p className="meetings-muted">{request.topic}</p>}
            {request.decline_reason && (
              <p className="meetings-muted">
                <FormattedMessage id="meetings.requests.reason" values={{ reason: request.decline_reason }} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ProposedTimes({ request }: { request: MeetingRequest }) {
  return (
    <ul className="meetings-times">
      {request.proposed_times.map((time) => (
        <li key={time}>
          <DateDisplay value={time} dateStyle="dateTime" />
        </li>
      ))}
    </ul>
  );
}

function PendingRequest({ lead, request }: { lead: Lead; request: MeetingRequest }) {
  const intl = useIntl();
  const [withdraw, { isLoading, error }] = useWithdrawMeetingRequestMutation();
  const failure = isHttpErrorData(error) ? error : null;
  async function onWithdraw() {
    const result = await withdraw({ leadId: lead.id, meetingRequestId: request.id });
    if ('data' in result)
      showToast({ type: 'success', message: intl.formatMessage({ id: 'meetings.requests.withdrawn' }) });
  }
  return (
    <li className="meetings-list__item">
      <p className="meetings-list__when">
        <FormattedMessage id="meetings.requests.status.pending" />
        {' · '}
        <FormattedMessage id={`meetings.channel.${request.channel}`} />
      </p>
      <ProposedTimes request={request} />
      {request.topic && <p className="meetings-muted">{request.topic}</p>}
      {failure && (
        <Alert tone="error">
          {failure.status === 409 ? failure.message : <FormattedMessage id="meetings.form.failed" />}
        </Alert>
      )}
      <div className="meetings-actions meetings-actions--tight">
        <Button variant="secondary" loading={isLoading} onClick={() => void onWithdraw()}>
          <FormattedMessage id="meetings.requests.withdraw" />
        </Button>
      </div>
    </li>
  );
}
