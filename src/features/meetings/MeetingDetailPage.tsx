// rfqs/:rfqId/leads/:leadId/meetings/:meetingId: one confirmed meeting: when, how, where (a video link opens in a
// new tab), what about, and the .ics download. The link in the confirmation mail leads here.
import { FormattedMessage } from 'react-intl';
import type { Lead, Meeting } from '../../../store/api/rfqsApi';
import { BackLink } from '../../components/BackLink/BackLink';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PendingPage } from '../../components/LoadError/PendingPage';
import { MEETING_DURATION_MINUTES } from '../../../domain/meetingTimes';
import { paths } from '../../../domain/paths';
import { AddToCalendarButton } from './AddToCalendarButton';
import { MeetingLeadNotFound } from './LeadMeetingsPage';
import { useMeetingLead } from './useMeetingLead';
import './meetings.css';

const isWebLink = (text: string) => /^https:\/\/\S+$/.test(text);

export function MeetingDetailPage() {
  const { lead, meetings, meetingId, notFound, isLoading, isError, error, refetch } = useMeetingLead();
  if (notFound || meetingId === null) return <MeetingLeadNotFound titleId="page.lead.meeting.title" />;
  if (!lead || !meetings)
    return (
      <PendingPage
        title={<FormattedMessage id="page.lead.meeting.title" />}
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={refetch}
      />
    );
  const meeting = [...meetings.meetings, ...meetings.pendingMeetings].find((m) => m.id === meetingId);
  const back = (
    <BackLink to={paths.lead.meetings.getHref(lead.rfq_id, lead.id)}>
      <FormattedMessage id="meetings.backToMeetings" values={{ supplier: lead.supplier.name }} />
    </BackLink>
  );
  if (!meeting)
    return (
      <>
        {back}
        <PageHeader title={<FormattedMessage id="page.lead.meeting.title" />} />
        <Card>
          <EmptyState
            title={<FormattedMessage id="meetings.detail.notFound" />}
            action={
              <Link to={paths.lead.meetings.getHref(lead.rfq_id, lead.id)} variant="button-secondary">
                <FormattedMessage id="meetings.backToMeetings" values={{ supplier: lead.supplier.name }} />
              </Link>
            }
          />
        </Card>
      </>
    );
  return (
    <>
      {back}
      <MeetingDetail lead={lead} meeting={meeting} />
    </>
  );
}

function MeetingDetail({ lead, meeting }: { lead: Lead; meeting: Meeting }) {
  const supplier = lead.supplier.name;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="meetings.detail.title" values={{ supplier }} />}
        description={<FormattedMessage id={`meetings.meetingStatus.${meeting.status}`} />}
      />
      <Card className="meetings-detail">
        <dl className="meetings-facts">
          <div>
            <dt>
              <FormattedMessage id="meetings.detail.when" />
            </dt>
            <dd>
              <DateDisplay value={meeting.starts_at} dateStyle="dateTime" />{' '}
              <FormattedMessage id="meetings.detail.duration" values={{ minutes: MEETING_DURATION_MINUTES }} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="meetings.detail.how" />
            </dt>
            <dd>
              <FormattedMessage id={`meetings.channel.${meeting.channel}`} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="meetings.detail.where" />
            </dt>
            <dd>
              {!meeting.location ? (
                <FormattedMessage id="meetings.detail.theyCall" values={{ supplier }} />
              ) : isWebLink(meeting.location) ? (
                <a href={meeting.location} target="_blank" rel="noopener noreferrer">
                  {meeting.location}
                </a>
              ) : (
                meeting.location
              )}
            </dd>
          </div>
          {meeting.topic && (
            <div>
              <dt>
                <FormattedMessage id="meetings.detail.topic" />
              </dt>
              <dd>{meeting.topic}</dd>
            </div>
          )}
        </dl>
        <div className="meetings-actions">
          <AddToCalendarButton lead={lead} meeting={meeting} />
        </div>
      </Card>
    </>
  );
}
