// Meeting requests, meetings, call requests and calls (spec §3 Lead, §4 anonymity, §7 meetings): the
// customer's writes under /api/customer/… and the lender's under /supplier-api/v1/….
import { Type, type Static } from '@sinclair/typebox';
import { CALL_WINDOW_NAMES, MAX_PROPOSED_TIMES, MEETING_CHANNELS } from '../domain/meetingTimes';
import { Meeting, MeetingRequest } from './customerRfqs';
import { LIMITS } from '../domain/limits';
import { Id, IsoDateTime, Nullable, Text } from './primitives';

const literals = <T extends string>(values: readonly T[], options = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

export const MeetingChannel = literals(MEETING_CHANNELS, { description: 'phone, video or branch' });
export const CallWindow = literals(CALL_WINDOW_NAMES, {
  description: 'morning (09–12), midday (12–14) or afternoon (14–17), Copenhagen time',
});

export const MeetingRequestBody = Type.Object({
  proposed_times: Type.Array(IsoDateTime(), {
    minItems: 1,
    maxItems: MAX_PROPOSED_TIMES,
    description:
      'One to three future times in Danish business hours (Monday–Friday, 09:00–17:00 Copenhagen time, the ' +
      'one-hour meeting included), at least an hour ahead and at most 90 days; 422 keyed `proposed_times.N`.',
  }),
  channel: MeetingChannel,
  topic: Type.Optional(Nullable(Text(LIMITS.meetingTopic))),
});

export const MeetingRequestIdParams = Type.Object({ meetingRequestId: Id() });

export const CallRequestBody = Type.Object({
  phone: Text(LIMITS.phone, { minLength: 1, description: 'A Danish phone number (8 digits, or +45 …).' }),
  preferred_window: CallWindow,
});

export const SupportCallRequest = Type.Object({
  id: Id(),
  preferred_time: Nullable(Type.String({ description: 'The preferred window (morning, midday, afternoon).' })),
  status: Type.String({ examples: ['pending', 'handled'] }),
  created_at: IsoDateTime(),
});

export const Call = Type.Object({
  id: Id(),
  scheduled_at: IsoDateTime(),
  status: Type.String({ examples: ['completed', 'missed', 'scheduled'] }),
  note: Nullable(Type.String()),
});

// The supplier API.

export const ConfirmMeetingBody = Type.Object({
  starts_at: IsoDateTime({ description: 'One of the proposed times.' }),
  location_or_link: Type.Optional(
    Nullable(
      Text(LIMITS.meetingLocation, {
        description: 'The branch address, or the video link; required unless the channel is phone.',
      }),
    ),
  ),
});

export const DeclineMeetingBody = Type.Object({
  reason: Text(LIMITS.declineReason, { minLength: 1, description: 'Shown to the customer.' }),
});

export const CallLogBody = Type.Object({
  called_at: IsoDateTime({ description: 'When the call took place (or is planned, for status scheduled).' }),
  status: literals(['completed', 'missed', 'scheduled'] as const),
  note: Type.Optional(Nullable(Text(LIMITS.callNote, { description: 'Shown to the customer.' }))),
  support_call_request_id: Type.Optional(
    Nullable(Id({ description: "The customer's call request this call answers; it is marked handled." })),
  ),
});

export const SupplierMeetingRequest = Type.Composite([MeetingRequest, Type.Object({ meeting: Nullable(Meeting) })]);

export const SupplierCallRequest = Type.Composite([
  SupportCallRequest,
  Type.Object({ phone: Type.String({ description: 'The number the customer asked to be called on.' }) }),
]);

export const SupplierLeadMeetings = Type.Object({
  meetingRequests: Type.Array(SupplierMeetingRequest),
  meetings: Type.Array(Meeting),
  supportCallRequests: Type.Array(SupplierCallRequest),
  calls: Type.Array(Call),
});

export type MeetingRequestBody = Static<typeof MeetingRequestBody>;
export type CallRequestBody = Static<typeof CallRequestBody>;
export type SupportCallRequest = Static<typeof SupportCallRequest>;
export type Call = Static<typeof Call>;
export type ConfirmMeetingBody = Static<typeof ConfirmMeetingBody>;
export type DeclineMeetingBody = Static<typeof DeclineMeetingBody>;
export type CallLogBody = Static<typeof CallLogBody>;
export type SupplierMeetingRequest = Static<typeof SupplierMeetingRequest>;
export type SupplierLeadMeetings = Static<typeof SupplierLeadMeetings>;
