// Requests, leads and offers as GET /api/customer/users/{id}/rfqs answers them (server/routes/API.md), modelled on
// the seed: one active request to five lenders, three offers (not in lead-id order), one waiting, one lost.
import type { Lead, Offer, OfferProduct, Rfq } from '../../store/api/rfqsApi';

let nextId = 100;
const id = () => (nextId += 1);

export function product(over: Partial<OfferProduct> = {}): OfferProduct {
  return {
    id: id(),
    product_type: 'loan',
    product_sub_type: 'bank_home_loan',
    amount: 310000,
    interest_rate: 4.95,
    contribution_rate: null,
    aop: 5.42,
    term_months: 120,
    fees: 4825,
    monthly_payment: 3280.46,
    total_cost: 398480.19,
    rate_type: 'variable',
    rate_fixed_months: 0,
    early_repayment_fee_percent: 0,
    replaces: [],
    ...over,
  };
}

export function offer(over: Partial<Offer> = {}): Offer {
  return {
    id: id(),
    created_at: '2025-03-01T10:00:00.000Z',
    version: 1,
    valid_until: '2099-03-15T10:00:00.000Z',
    expired: false,
    comment: null,
    total_monthly_discount: 476.69,
    savings_after_tax_for_month_1: 285.93,
    savings_after_tax_for_year_1: 3515.46,
    loans: [],
    credits: [],
    deposits: [],
    ...over,
  };
}

const LOGOS: Record<string, string> = {
  'Øresund Bank A/S': '/logos/oresund-bank.svg',
  'Kattegat Realkredit': '/logos/kattegat-realkredit.svg',
  'Skovby Sparekasse': '/logos/skovby-sparekasse.svg',
  'Limfjord Kreditforening': '/logos/limfjord-kredit.svg',
  'Bølge Bank': '/logos/boelge-bank.svg',
};

// Kattegat has enough ratings to show its average; the others have too few yet.
const REPUTATIONS: Record<string, Lead['supplier']['reputation']> = {
  'Kattegat Realkredit': { count: 12, average: 4.3 },
  'Øresund Bank A/S': { count: 4, average: null },
};

export function lead(leadId: number, supplierName: string, over: Partial<Lead> = {}): Lead {
  const theOffer = over.offer === undefined ? null : over.offer;
  return {
    id: leadId,
    rfq_id: 12,
    status: 'open',
    pipeline: 'rfq',
    lost_reason: null,
    won_at: null,
    acknowledged_at: null,
    agreement: null,
    created_at: '2025-02-28T09:00:00.000Z',
    updated_at: '2025-02-28T09:00:00.000Z',
    supplier: {
      id: leadId,
      name: supplierName,
      short_name: supplierName.split(' ')[0],
      smallLogo: { url: LOGOS[supplierName] ?? null },
      reputation: REPUTATIONS[supplierName] ?? { count: 0, average: null },
    },
    handler: { name: 'Sofie Madsen' },
    cross_seller_id: null,
    is_anonymous: true,
    total_offer_savings_after_tax_for_month_1: theOffer?.savings_after_tax_for_month_1 ?? null,
    total_offer_savings_after_tax_for_year_1: theOffer?.savings_after_tax_for_year_1 ?? null,
    messages: [],
    messagesSummary: { customer: { unreadCount: 0 } },
    meetings: [],
    pendingMeetings: [],
    meetingRequests: [],
    pendingMeetingRequests: [],
    calls: [],
    supportCallRequests: [],
    eskat: { documents: [] },
    ...over,
    offer: theOffer,
  };
}

/** Øresund: bank home loan + car loan + savings; cheapest car loan, best deposit rate. */
export const oresundOffer = () =>
  offer({
    created_at: '2025-03-02T10:00:00.000Z',
    total_monthly_discount: 476.69,
    savings_after_tax_for_month_1: 285.93,
    savings_after_tax_for_year_1: 3515.46,
    loans: [
      product({
        id: 1,
        replaces: ['loans.0'],
        product_sub_type: 'bank_home_loan',
        amount: 310000,
        interest_rate: 4.95,
        aop: 5.42,
        term_months: 120,
        fees: 4825,
        monthly_payment: 3280.46,
        total_cost: 398480.19,
      }),
      product({
        id: 2,
        replaces: ['loans.1'],
        product_sub_type: 'car_loan',
        amount: 165000,
        interest_rate: 5.69,
        aop: 6.24,
        term_months: 60,
        fees: 1500,
        monthly_payment: 3166.18,
        total_cost: 191470.94,
      }),
    ],
    deposits: [
      product({
        id: 3,
        replaces: ['deposits.0'],
        product_type: 'deposit',
        product_sub_type: 'savings_account',
        amount: 185000,
        interest_rate: 1.05,
        aop: null,
        term_months: null,
        fees: 0,
        monthly_payment: null,
        total_cost: null,
      }),
    ],
  });

/** Kattegat: one F5 mortgage that also repays the bank home loan; the largest saving. The first offer to come. */
export const kattegatOffer = () =>
  offer({
    created_at: '2025-03-01T10:00:00.000Z',
    total_monthly_discount: 4429.71,
    savings_after_tax_for_month_1: 3877.91,
    savings_after_tax_for_year_1: 46613.8,
    loans: [
      product({
        id: 4,
        replaces: ['mortgages.0', 'loans.0'],
        product_sub_type: 'f5_mortgage',
        amount: 2660000,
        interest_rate: 2.7,
        contribution_rate: 0.5714,
        aop: 3.36,
        term_months: 312,
        fees: 10320,
        monthly_payment: 12670.29,
        total_cost: 3963449.58,
      }),
    ],
  });

/** Bølge: car loan + savings; the last offer to come. */
export const boelgeOffer = () =>
  offer({
    created_at: '2025-03-03T10:00:00.000Z',
    total_monthly_discount: 330.2,
    savings_after_tax_for_month_1: 250.11,
    savings_after_tax_for_year_1: 2990.4,
    loans: [
      product({
        id: 5,
        replaces: ['loans.1'],
        product_sub_type: 'car_loan',
        amount: 165000,
        interest_rate: 5.99,
        aop: 6.6,
        term_months: 60,
        fees: 1000,
        monthly_payment: 3190.52,
        total_cost: 192431.2,
      }),
    ],
    deposits: [
      product({
        id: 6,
        replaces: ['deposits.0'],
        product_type: 'deposit',
        product_sub_type: 'savings_account',
        amount: 185000,
        interest_rate: 0.95,
        aop: null,
        term_months: null,
        fees: 0,
        monthly_payment: null,
        total_cost: null,
      }),
    ],
  });

export function activeRfq(over: Partial<Rfq> = {}): Rfq {
  return {
    id: 12,
    purpose: 'existing_property',
    subjects: ['mortgages', 'loans', 'properties', 'deposits'],
    created_at: '2025-02-28T09:00:00.000Z',
    closed_at: null,
    close_reason: null,
    is_active: true,
    is_outdated: false,
    properties: [
      {
        id: 1,
        is_existing: true,
        residence_type: 'owner_house',
        value: 3800000,
        postal_code: '4000',
        city: 'Roskilde',
      },
    ],
    mortgages: [
      {
        debt: 2350000,
        interest_rate: 4,
        contribution_rate: 0.7,
        periodic_payment: 13650,
        term_months: 312,
        loan_kind: 'fixed',
      },
    ],
    loans: [
      {
        liability_sub_type: 'bank_home_loan',
        debt: 310000,
        interest_rate: 6.25,
        periodic_payment: 3450,
        term_months: 120,
      },
      { liability_sub_type: 'car', debt: 165000, interest_rate: 7.9, periodic_payment: 3350, term_months: 60 },
    ],
    credits: [],
    deposits: [{ deposit_type: 'savings', amount: 185000, interest_rate: 0.25 }],
    vehicles: [],
    boats: [],
    leads: [
      lead(41, 'Øresund Bank A/S', {
        offer: oresundOffer(),
        messages: [{ id: 1, sender: 'supplier', read_at: null, created_at: '2025-03-02T11:00:00.000Z' }],
        messagesSummary: { customer: { unreadCount: 1 } },
      }),
      lead(42, 'Kattegat Realkredit', {
        offer: kattegatOffer(),
        handler: { name: 'Mads Poulsen' },
        messages: [
          { id: 2, sender: 'supplier', read_at: '2025-03-01T12:00:00.000Z', created_at: '2025-03-01T11:00:00.000Z' },
        ],
        pendingMeetingRequests: [
          {
            id: 7,
            lead_id: 42,
            proposed_times: ['2030-05-02T10:00:00Z'],
            comment: null,
            status: 'pending',
            channel: 'video',
            topic: null,
            decline_reason: null,
            decided_at: null,
            created_at: '2025-03-01T12:00:00.000Z',
          },
        ],
      }),
      lead(43, 'Skovby Sparekasse'),
      lead(44, 'Limfjord Kreditforening', {
        status: 'lost',
        lost_reason: 'loan_to_value_too_high',
        offer: kattegatOffer(),
      }),
      lead(45, 'Bølge Bank', { offer: boelgeOffer() }),
    ],
    ...over,
  };
}

/** A request closed `daysAgo` days before now, with one lead that made an offer. */
export function closedRfq(rfqId: number, daysAgo: number, over: Partial<Rfq> = {}): Rfq {
  const closedAt = new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString();
  return activeRfq({
    id: rfqId,
    closed_at: closedAt,
    close_reason: 'found_elsewhere: Min bank matchede tilbuddet',
    is_active: false,
    is_outdated: daysAgo > 30,
    leads: [lead(90 + rfqId, 'Øresund Bank A/S', { rfq_id: rfqId, offer: oresundOffer() })],
    ...over,
  });
}

/**
 * The active request after the customer chose Kattegat's offer (42): Øresund (41) and Bølge (45) had offered and
 * were turned down, Skovby (43) had not answered; all three lost to the choice. Limfjord (44) had declined before.
 */
export function chosenRfq(): Rfq {
  const rfq = activeRfq();
  return {
    ...rfq,
    leads: rfq.leads.map((l) =>
      l.id === 42
        ? { ...l, status: 'won', won_at: '2025-03-04T10:00:00.000Z', is_anonymous: false }
        : l.status === 'open'
          ? { ...l, status: 'lost', lost_reason: 'customer_chose_another_lender' }
          : l,
    ),
  };
}
