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

/** waiting: the lender has not answered; offer: it made one (counts as an offer, §4); declined: lost. */
export type LeadState = 'waiting' | 'offer' | 'declined';

export function leadState(lead: LeadLike): LeadState {
  if (lead.status === 'lost') return 'declined';
  return isOfferLead(lead) ? 'offer' : 'waiting';
}

export interface SavingLead extends LeadLike {
  offer: (LeadLike['offer'] & { total_monthly_discount: number | null }) | null;
}

export type RfqProgress<L> = {
  /** Lenders the request went to: the leads of the rfq pipeline. */
  asked: number;
  offers: number;
  declined: number;
  waiting: number;
  /** The offer with the highest monthly discount, or null before the first offer. */
  best: { lead: L; monthlyDiscount: number } | null;
};

export function rfqProgress<L extends SavingLead>(leads: readonly L[]): RfqProgress<L> {
  const asked = leads.filter((lead) => lead.pipeline === RFQ_PIPELINE);
  const offers = offerLeads(asked);
  const declined = asked.filter((lead) => leadState(lead) === 'declined').length;
  let best: RfqProgress<L>['best'] = null;
  for (const lead of offers) {
    const discount = lead.offer?.total_monthly_discount;
    if (typeof discount === 'number' && (best === null || discount > best.monthlyDiscount))
      best = { lead, monthlyDiscount: discount };
  }
  return {
    asked: asked.length,
    offers: offers.length,
    declined,
    waiting: asked.length - offers.length - declined,
    best,
  };
}

/**
 * The request the customer's pages are about: the latest active one (highest id with empty closed_at), else the
 * latest one, which then shows as closed (and outdated after 30 days). Null when there is none.
 */
export function currentRfq<R extends RfqLike>(rfqs: readonly R[]): R | null {
  return latestActiveRfq(rfqs) ?? latestRfq(rfqs);
}
