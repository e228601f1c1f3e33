// What happened lately across the customer's requests: the lenders' latest messages and the meetings to come.
// Message bodies are not in the request's answer (server/routes/API.md), so this is who, when and read or not.
import type { Lead, Meeting, MeetingRequest, Rfq } from '../../../store/api/rfqsApi';

export type MessageActivity = { id: number; lead: Lead; createdAt: string; unread: boolean };

export type MeetingActivity =
  | { kind: 'meeting'; id: number; lead: Lead; at: string; status: string; location: string | null }
  | { kind: 'request'; id: number; lead: Lead; at: string | null; status: string };

const leadsOf = (rfqs: readonly Rfq[]) => rfqs.flatMap((rfq) => rfq.leads);
const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);

/** The lenders' newest messages first (the customer's own messages are not news to them). */
export function latestMessages(rfqs: readonly Rfq[], limit: number): MessageActivity[] {
  return leadsOf(rfqs)
    .flatMap((lead) =>
      lead.messages
        .filter((message) => message.sender !== 'customer')
        .map((message) => ({ id: message.id, lead, createdAt: message.created_at, unread: message.read_at === null })),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, limit);
}

export function unreadCount(rfqs: readonly Rfq[]): number {
  return leadsOf(rfqs).reduce((sum, lead) => sum + lead.messagesSummary.customer.unreadCount, 0);
}

/** Meetings from now on and meeting requests still waiting for the lender, soonest first. */
export function upcomingMeetings(rfqs: readonly Rfq[], now: Date, limit: number): MeetingActivity[] {
  const meetings = (lead: Lead, list: readonly Meeting[]): MeetingActivity[] =>
    list
      .filter((m) => Date.parse(m.ends_at) >= now.getTime() && m.status !== 'cancelled')
      .map((m) => ({ kind: 'meeting', id: m.id, lead, at: m.starts_at, status: m.status, location: m.location }));
  const requests = (lead: Lead, list: readonly MeetingRequest[]): MeetingActivity[] =>
    list.map((r) => ({ kind: 'request', id: r.id, lead, at: r.proposed_times[0] ?? null, status: r.status }));
  return leadsOf(rfqs)
    .flatMap((lead) => [
      ...meetings(lead, lead.meetings),
      ...meetings(lead, lead.pendingMeetings),
      ...requests(lead, lead.pendingMeetingRequests),
    ])
    .sort((a, b) => time(a.at) - time(b.at))
    .slice(0, limit);
}
