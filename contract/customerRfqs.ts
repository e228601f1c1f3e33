// The customer's requests (RFQs), their leads and meetings (spec §3, §7): the answers of /api/customer/….
import { Type, type Static } from '@sinclair/typebox';
import { FORM_PURPOSES } from '../domain/formRecord';
import { LIMITS } from '../domain/limits';
import { Agreement } from './agreements';
import { Offer } from './offers';
import { Id, IdempotencyKey, IsoDateTime, Kroner, Nullable, Text } from './primitives';
import { RequestAsset, RequestDebt, RequestDeposit, RequestProperty } from './rfqRequest';

export const Reputation = Type.Object(
  {
    count: Type.Integer({ minimum: 0, description: 'How many customers have rated the lender.' }),
    average: Nullable(
      Type.Number({ minimum: 1, maximum: 5, description: 'Average stars to one decimal; null below 5 ratings.' }),
    ),
  },
  { description: "The lender's customer ratings (1–5 stars)." },
);

export const Supplier = Type.Object({
  id: Id(),
  name: Type.String(),
  short_name: Nullable(Type.String()),
  smallLogo: Type.Object({ url: Nullable(Type.String()) }),
  reputation: Reputation,
});

export const Meeting = Type.Object({
  id: Id(),
  lead_id: Id(),
  starts_at: IsoDateTime(),
  ends_at: IsoDateTime(),
  location: Nullable(Type.String({ description: "The lender's address or video link (location_or_link)." })),
  status: Type.String({ examples: ['confirmed', 'cancelled'] }),
  channel: Type.String({ examples: ['phone', 'video', 'branch'] }),
  topic: Nullable(Type.String()),
  meeting_request_id: Nullable(Id()),
  created_at: IsoDateTime(),
});

export const MeetingRequest = Type.Object({
  id: Id(),
  lead_id: Id(),
  proposed_times: Type.Array(Type.String()),
  comment: Nullable(Type.String()),
  status: Type.String({ examples: ['pending', 'confirmed', 'declined', 'withdrawn'] }),
  channel: Type.String({ examples: ['phone', 'video', 'branch'] }),
  topic: Nullable(Type.String()),
  decline_reason: Nullable(Type.String()),
  decided_at: Nullable(IsoDateTime()),
  created_at: IsoDateTime(),
});

export const LeadMeetings = Type.Object({
  meetings: Type.Array(Meeting),
  pendingMeetings: Type.Array(Meeting),
  meetingRequests: Type.Array(MeetingRequest),
  pendingMeetingRequests: Type.Array(MeetingRequest),
});

export const LeadMessageSummary = Type.Object({
  id: Id(),
  sender: Type.String(),
  read_at: Nullable(IsoDateTime()),
  created_at: IsoDateTime(),
});

export const Lead = Type.Composite([
  LeadMeetings,
  Type.Object({
    id: Id(),
    rfq_id: Id(),
    status: Type.String({ examples: ['open', 'offered', 'lost', 'won'] }),
    pipeline: Type.String(),
    lost_reason: Nullable(Type.String()),
    won_at: Nullable(IsoDateTime({ description: 'When the customer chose this offer.' })),
    acknowledged_at: Nullable(
      IsoDateTime({ description: "When the lender acknowledged the customer's choice; undoing then goes by message." }),
    ),
    agreement: Nullable(Agreement),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
    supplier: Supplier,
    handler: Nullable(Type.Object({ name: Type.String() })),
    cross_seller_id: Nullable(Id()),
    is_anonymous: Type.Boolean(),
    offer: Nullable(Offer),
    total_offer_savings_after_tax_for_month_1: Nullable(Kroner()),
    total_offer_savings_after_tax_for_year_1: Nullable(Kroner()),
    messages: Type.Array(LeadMessageSummary),
    messagesSummary: Type.Object({ customer: Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) }) }),
    calls: Type.Array(
      Type.Object({ id: Id(), scheduled_at: IsoDateTime(), status: Type.String(), note: Nullable(Type.String()) }),
    ),
    supportCallRequests: Type.Array(
      Type.Object({
        id: Id(),
        preferred_time: Nullable(Type.String()),
        status: Type.String(),
        created_at: IsoDateTime(),
      }),
    ),
    eskat: Type.Object({
      documents: Type.Array(Type.Object({ id: Id(), document_type_id: Type.Integer(), created_at: IsoDateTime() })),
    }),
  }),
]);

export const Rfq = Type.Object({
  id: Id(),
  purpose: Type.String(),
  subjects: Type.Array(Type.String()),
  created_at: IsoDateTime(),
  closed_at: Nullable(IsoDateTime()),
  close_reason: Nullable(Type.String()),
  is_active: Type.Boolean(),
  is_outdated: Type.Boolean(),
  // The request's lists as submitted (contract/rfqRequest.ts).
  properties: Type.Array(RequestProperty),
  mortgages: Type.Array(RequestDebt),
  loans: Type.Array(RequestDebt),
  credits: Type.Array(RequestDebt),
  deposits: Type.Array(RequestDeposit),
  vehicles: Type.Array(RequestAsset),
  boats: Type.Array(RequestAsset),
  leads: Type.Array(Lead),
});

export const UserIdParams = Type.Object({ userId: Id() });
export const RfqIdParams = Type.Object({ rfqId: Id() });
export const LeadIdParams = Type.Object({ leadId: Id() });

/** The kernel's list of purposes (domain/formRecord.ts) as a schema. */
export const FormPurpose = Type.Union(FORM_PURPOSES.map((p) => Type.Literal(p)));

export const StartRfqBody = Type.Object({
  idempotency_key: Type.Optional(Nullable(IdempotencyKey)),
  purpose: Type.Optional(Nullable(FormPurpose)),
});

export const AbortRfqBody = Type.Object({
  reason: Text(LIMITS.abortReason, { minLength: 1 }),
});

export const RfqConflict = Type.Object({ message: Type.String(), rfq_id: Id() });

export type Supplier = Static<typeof Supplier>;
export type Meeting = Static<typeof Meeting>;
export type MeetingRequest = Static<typeof MeetingRequest>;
export type LeadMeetings = Static<typeof LeadMeetings>;
export type LeadMessageSummary = Static<typeof LeadMessageSummary>;
export type Lead = Static<typeof Lead>;
export type { RequestDebt, RequestDeposit };
export type Rfq = Static<typeof Rfq>;
export type StartRfqBody = Static<typeof StartRfqBody>;
export type AbortRfqBody = Static<typeof AbortRfqBody>;
