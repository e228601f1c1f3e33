// "Add to calendar": a confirmed meeting as an iCalendar (RFC 5545) file the customer's calendar app opens. The
// `ics` library writes the file (escaping, line folding, UTC times); it is loaded only when the button is used.
import type { EventAttributes } from 'ics';
import type { Meeting } from '../../../store/api/rfqsApi';

export type CalendarText = { title: string; description: string };

/** The event of a meeting: its own uid, so importing it again updates the entry instead of adding another. */
export function meetingEvent(meeting: Meeting, text: CalendarText, pageUrl: string): EventAttributes {
  return {
    uid: `meeting-${meeting.id}@laanetorvet`,
    productId: 'laanetorvet/meetings',
    start: new Date(meeting.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(meeting.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: text.title,
    description: text.description,
    ...(meeting.location ? { location: meeting.location } : {}),
    url: pageUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/** The .ics text of a meeting; throws when the library refuses the event. */
export async function meetingIcs(meeting: Meeting, text: CalendarText, pageUrl: string): Promise<string> {
  const { createEvent } = await import(/* webpackChunkName: "ics" */ 'ics');
  const { error, value } = createEvent(meetingEvent(meeting, text, pageUrl));
  if (error || !value) throw error ?? new Error('no calendar file');
  return value;
}

/** Saves the meeting as `meeting-<id>.ics` through a temporary link. */
export async function downloadMeetingIcs(meeting: Meeting, text: CalendarText, pageUrl: string): Promise<void> {
  const ics = await meetingIcs(meeting, text, pageUrl);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `meeting-${meeting.id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
