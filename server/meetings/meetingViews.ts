// Meetings, meeting requests, calls and call requests as the API shows them (spec §3 Lead, §7 meetings): the one
// serialisation, used by the customer's lead views, the customer's meeting calls and the supplier API.
import type { LeadMeetings, Meeting, MeetingRequest } from '../../contract/customerRfqs';
import type * as t from '../db/schema';

type MeetingRow = typeof t.meetings.$inferSelect;
type MeetingRequestRow = typeof t.meetingRequests.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const meetingJson = (m: MeetingRow): Meeting => ({
  id: m.id,
  lead_id: m.leadId,
  starts_at: m.startsAt.toISOString(),
  ends_at: m.endsAt.toISOString(),
  location: m.location,
  status: m.status,
  channel: m.channel,
  topic: m.topic,
  meeting_request_id: m.meetingRequestId,
  created_at: m.createdAt.toISOString(),
});

export const meetingRequestJson = (r: MeetingRequestRow): MeetingRequest => ({
  id: r.id,
  lead_id: r.leadId,
  proposed_times: r.proposedTimes,
  comment: r.comment,
  status: r.status,
  channel: r.channel,
  topic: r.topic,
  decline_reason: r.declineReason,
  decided_at: iso(r.decidedAt),
  created_at: r.createdAt.toISOString(),
});

/** Meetings split as spec §7's meetings call answers: pending ones apart from the rest. */
export function meetingsJson(meetings: readonly MeetingRow[], requests: readonly MeetingRequestRow[]): LeadMeetings {
  const pending = (status: string) => status === 'pending';
  return {
    meetings: meetings.filter((m) => !pending(m.status)).map(meetingJson),
    pendingMeetings: meetings.filter((m) => pending(m.status)).map(meetingJson),
    meetingRequests: requests.filter((r) => !pending(r.status)).map(meetingRequestJson),
    pendingMeetingRequests: requests.filter((r) => pending(r.status)).map(meetingRequestJson),
  };
}

/** A call the lender logged, as the customer sees it. */
export const callJson = (c: typeof t.calls.$inferSelect) => ({
  id: c.id,
  scheduled_at: c.scheduledAt.toISOString(),
  status: c.status,
  note: c.note,
});

/** A customer's request to be called; the phone number is only in the lender's view. */
export const supportCallRequestJson = (s: typeof t.supportCallRequests.$inferSelect) => ({
  id: s.id,
  preferred_time: s.preferredTime,
  status: s.status,
  created_at: s.createdAt.toISOString(),
});
