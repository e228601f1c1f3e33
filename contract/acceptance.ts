// The customer's choice of an offer (POST/DELETE /api/customer/leads/{leadId}/acceptance) and the lender's
// acknowledgement and renewal in the supplier API.
import { Type, type Static } from '@sinclair/typebox';
import { Offer } from './offers';
import { Nullable } from './primitives';

export const AcceptanceInput = Type.Object({
  offer_version: Type.Integer({
    minimum: 1,
    description: "The offer's `version` as the customer saw it: a later revision is not accepted unseen (409).",
  }),
});

export const ACCEPTANCE_CONFLICTS = [
  'already_chosen',
  'lead_not_open',
  'no_offer',
  'offer_changed',
  'offer_expired',
  'not_chosen',
  'acknowledged',
  'rfq_closed',
] as const;

export const AcceptanceConflictResponse = Type.Object(
  {
    message: Type.String(),
    reason: Type.Union(
      ACCEPTANCE_CONFLICTS.map((r) => Type.Literal(r)),
      {
        description:
          'already_chosen: another offer of the request is chosen; lead_not_open: the lead is lost; no_offer; ' +
          'offer_changed: the lender revised the offer (the current one is in `offer`); offer_expired; ' +
          'not_chosen: nothing to undo; acknowledged: the lender has acknowledged, write to the lender instead; ' +
          'rfq_closed: the customer closed the request, nothing on it can be chosen or undone.',
      },
    ),
    offer: Nullable(Offer, { description: 'The offer as it is now, to show the customer.' }),
  },
  { description: 'Conflicts with the current state: see reason.' },
);

export type AcceptanceInput = Static<typeof AcceptanceInput>;
export type AcceptanceConflictReason = (typeof ACCEPTANCE_CONFLICTS)[number];
export type AcceptanceConflictResponse = Static<typeof AcceptanceConflictResponse>;
