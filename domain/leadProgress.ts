// Where a request stands from the customer's side: each lead's state, and how far the lenders have answered.
// Built on the §4 rules of rfqRules, so the dashboard counts offers exactly as the comparison shows them.
import {
  isOfferLead,
  latestActiveRfq,
  latestRfq,
  offerLeads,
  RFQ_PIPELINE,
  type LeadLike,
  type RfqLike,
} from './rfqRules';

/**
 * waiting: the lender has not answered; offer: it made one (counts as an offer, §4); declined: lost; stopped: it
 * had not answered when the customer closed the request, and now never will.
 */
export type LeadState = 'waiting' | 'offer' | 'declined' | 'stopped';

/** `requestOpen`: whether the lead's request is still active (rfqRules.isRfqActive). */
export function leadState(lead: LeadLike, requestOpen: boolean): LeadState {
  if (lead.status === 'lost') return 'declined';
  if (isOfferLead(lead)) return 'offer';
  return requestOpen ? 'waiting' : 'stopped';
}

export type RfqProgress = {
  /** Lenders the request went to: the leads of the rfq pipeline. */
  asked: number;
  offers: number;
  declined: number;
  waiting: number;
};

/** The counts of an active request (which offer is best depends on its purpose: offerRanking.ts). */
export function rfqProgress(leads: readonly LeadLike[]): RfqProgress {
  const asked = leads.filter((lead) => lead.pipeline === RFQ_PIPELINE);
  const offers = offerLeads(asked);
  const declined = asked.filter((lead) => lead.status === 'lost').length;
  return {
    asked: asked.length,
    offers: offers.length,
    declined,
    waiting: asked.length - offers.length - declined,
  };
}

/**
 * The request the customer's pages are about: the latest active one (highest id with empty closed_at), else the
 * latest one, which then shows as closed (and outdated after 30 days). Null when there is none.
 */
export function currentRfq<R extends RfqLike>(rfqs: readonly R[]): R | null {
  return latestActiveRfq(rfqs) ?? latestRfq(rfqs);
}
