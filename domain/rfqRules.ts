// The rules of spec §4 for requests (RFQs) and leads, on the shapes the customer API sends, so the SPA and the
// server decide alike.

/** §9: a closed request is outdated after this many days. */
export const RFQ_OUTDATED_AFTER_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** The pipeline of leads opened by a request. */
export const RFQ_PIPELINE = 'rfq';

type Instant = string | Date;
const time = (at: Instant) => (at instanceof Date ? at.getTime() : Date.parse(at));

export interface RfqLike {
  id: number;
  closed_at: Instant | null;
}

export interface LeadLike {
  id: number;
  status: string;
  pipeline: string;
  offer: { created_at: Instant } | null;
}

/** A lead counts as an offer when it is in the rfq pipeline, carries an offer and is not lost. */
export function isOfferLead(lead: LeadLike): boolean {
  return lead.pipeline === RFQ_PIPELINE && lead.offer !== null && lead.status !== 'lost';
}

/** The offers of a request, oldest offer first (ties by lead id, so the order is stable). */
export function offerLeads<L extends LeadLike>(leads: readonly L[]): L[] {
  const offeredAt = (lead: L) => (lead.offer ? time(lead.offer.created_at) : 0);
  return leads.filter(isOfferLead).sort((a, b) => offeredAt(a) - offeredAt(b) || a.id - b.id);
}

export function isRfqActive(rfq: Pick<RfqLike, 'closed_at'>): boolean {
  return rfq.closed_at === null || rfq.closed_at === '';
}

/** Closed more than RFQ_OUTDATED_AFTER_DAYS days before `now`. An active request is never outdated. */
export function isRfqOutdated(rfq: Pick<RfqLike, 'closed_at'>, now: Date = new Date()): boolean {
  if (isRfqActive(rfq)) return false;
  return now.getTime() - time(rfq.closed_at as Instant) > RFQ_OUTDATED_AFTER_DAYS * DAY_MS;
}

/** The latest request is the one with the highest id. */
export function latestRfq<R extends RfqLike>(rfqs: readonly R[]): R | null {
  return rfqs.reduce<R | null>((latest, rfq) => (latest === null || rfq.id > latest.id ? rfq : latest), null);
}

/** The latest of the active requests, or null when none is active. */
export function latestActiveRfq<R extends RfqLike>(rfqs: readonly R[]): R | null {
  return latestRfq(rfqs.filter(isRfqActive));
}
