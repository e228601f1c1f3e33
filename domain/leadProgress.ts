// Where a lead and its request stand: each lead's state as the customer sees it, how far the lenders have answered,
// and the same lead's outcome as its lender sees it. Built on the §4 rules of rfqRules, so the dashboard counts
// offers exactly as the comparison shows them; the one place that tells a lead the customer chose against from a
// lender's refusal.
import { CHOSE_ANOTHER_LENDER } from './offerValidity';
import {
  isOfferLead,
  latestActiveRfq,
  latestRfq,
  offerLeads,
  RFQ_PIPELINE,
  type LeadLike,
  type RfqLike,
} from './rfqRules';

/** A lead with why it was lost: a lender's refusal and the customer's choice of another offer both end in `lost`. */
export type LostLeadLike = LeadLike & { lost_reason: string | null };

/**
 * The customer chose another lender's offer and this lead lost to it, whether its lender had made an offer (she
 * turned it down) or had not answered yet. Not a refusal: the lender did not say it could not lend.
 */
export function lostToAnotherOffer(lead: Pick<LostLeadLike, 'status' | 'lost_reason'>): boolean {
  return lead.status === 'lost' && lead.lost_reason === CHOSE_ANOTHER_LENDER;
}

/**
 * waiting: the lender has not answered; offer: it made one (counts as an offer, §4); otherChosen: the customer
 * chose another offer (lostToAnotherOffer); declined: the lender could not make one (lost for any other reason);
 * stopped: it had not answered when the customer closed the request, and now never will.
 */
export type LeadState = 'waiting' | 'offer' | 'otherChosen' | 'declined' | 'stopped';

/** `requestOpen`: whether the lead's request is still active (rfqRules.isRfqActive). */
export function leadState(lead: LostLeadLike, requestOpen: boolean): LeadState {
  if (lostToAnotherOffer(lead)) return 'otherChosen';
  if (lead.status === 'lost') return 'declined';
  if (isOfferLead(lead)) return 'offer';
  return requestOpen ? 'waiting' : 'stopped';
}

export type RfqProgress = {
  /** Lenders the request went to: the leads of the rfq pipeline. */
  asked: number;
  /** The offers that stand (§4), the chosen one among them. */
  offers: number;
  /** Offers the lenders made that the customer chose against: received, not refused. */
  turnedDown: number;
  declined: number;
  waiting: number;
};

/** The counts of an active request (which offer is best depends on its purpose: offerRanking.ts). */
export function rfqProgress(leads: readonly LostLeadLike[]): RfqProgress {
  const asked = leads.filter((lead) => lead.pipeline === RFQ_PIPELINE);
  const states = asked.map((lead) => ({ lead, state: leadState(lead, true) }));
  const count = (state: LeadState) => states.filter((s) => s.state === state).length;
  return {
    asked: asked.length,
    offers: offerLeads(asked).length,
    turnedDown: states.filter((s) => s.state === 'otherChosen' && s.lead.offer !== null).length,
    declined: count('declined'),
    waiting: count('waiting'),
  };
}

/**
 * A lead as its lender sees it (the supplier API's `outcome`): awaiting_offer, offer_open and offer_expired while
 * open on an active request; won; declined (the lender's own answer); lost_to_another_offer (the customer chose
 * another lender's offer, made before or after this lender's); request_closed (the customer closed the request).
 */
export const LENDER_OUTCOMES = [
  'awaiting_offer',
  'offer_open',
  'offer_expired',
  'won',
  'declined',
  'lost_to_another_offer',
  'request_closed',
] as const;
export type LenderOutcome = (typeof LENDER_OUTCOMES)[number];

export function lenderOutcome(
  lead: Pick<LostLeadLike, 'status' | 'lost_reason'> & { offer: { expired: boolean } | null },
  requestOpen: boolean,
): LenderOutcome {
  if (lead.status === 'won') return 'won';
  if (lostToAnotherOffer(lead)) return 'lost_to_another_offer';
  if (lead.status === 'lost') return 'declined';
  if (!requestOpen) return 'request_closed';
  if (!lead.offer) return 'awaiting_offer';
  return lead.offer.expired ? 'offer_expired' : 'offer_open';
}

/**
 * The request the customer's pages are about: the latest active one (highest id with empty closed_at), else the
 * latest one, which then shows as closed (and outdated after 30 days). Null when there is none.
 */
export function currentRfq<R extends RfqLike>(rfqs: readonly R[]): R | null {
  return latestActiveRfq(rfqs) ?? latestRfq(rfqs);
}
