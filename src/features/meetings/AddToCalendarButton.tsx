// "Føj til kalender": downloads the meeting as an .ics file, titled and described in the customer's language.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lead, Meeting } from '../../../store/api/rfqsApi';
import { Button } from '../../components/Button/Button';
import { reportError } from '../../lib/errorReporting/reportError';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { downloadMeetingIcs } from './meetingCalendar';

export function AddToCalendarButton({ lead, meeting }: { lead: Lead; meeting: Meeting }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const supplier = lead.supplier.name;
    const channel = intl.formatMessage({ id: `meetings.channel.${meeting.channel}` });
    const pageUrl = `${window.location.origin}${paths.lead.meeting.getHref(lead.rfq_id, lead.id, meeting.id)}`;
    try {
      await downloadMeetingIcs(
        meeting,
        {
          title: intl.formatMessage({ id: 'meetings.calendar.title' }, { supplier }),
          description: [channel, meeting.topic].filter(Boolean).join('\n'),
        },
        pageUrl,
      );
    } catch (error) {
      reportError(error, { where: 'meeting calendar file' });
      showToast({ type: 'error', message: intl.formatMessage({ id: 'meetings.calendar.failed' }) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      <FormattedMessage
        id="meetings.calendar.add"
        values={{ hidden: (text) => <span className="visually-hidden">{text}</span> }}
      />
    </Button>
  );
}
