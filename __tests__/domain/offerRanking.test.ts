// Which offer is best, by what the request is for: a purchase ranks the offers that finance the need
// by what they cost; refinancing ranks by the monthly saving, and a negative saving is never best.
import type { OfferProduct } from '../../store/api/rfqsApi';
import { purchaseNeed, rankOffers, type PurchaseRequestLike } from '../../domain/offerRanking';
import { offer, product } from '../support/rfqFixtures';

const loan = (subType: string, amount: number, monthly: number, over: Partial<OfferProduct> = {}) =>
  product({ product_sub_type: subType, amount, monthly_payment: monthly, total_cost: monthly * 120, ...over });
const savingsAccount = (amount: number) =>
  product({
    product_type: 'deposit',
    product_sub_type: 'savings_account',
    amount,
    interest_rate: 1.05,
    aop: null,
    term_months: null,
    monthly_payment: null,
    total_cost: null,
  });

const carPurchase: PurchaseRequestLike = {
  purpose: 'vehicle_purchaser',
  properties: [],
  vehicles: [{ asset_type: 'car', is_existing: false, price: 250000, down_payment: 50000 }],
};
const homePurchase: PurchaseRequestLike = {
  purpose: 'property_purchaser',
  properties: [{ is_existing: false, price: 3500000, down_payment: 400000 }],
  vehicles: [],
};
const refinancing: PurchaseRequestLike = { purpose: 'existing_property', properties: [], vehicles: [] };

type Case = {
  name: string;
  request: PurchaseRequestLike;
  offers: { id: string; discount: number | null; loans?: OfferProduct[]; deposits?: OfferProduct[] }[];
  order: string[];
  best: { id: string; reason: string } | null;
  coverage: string | null;
  combination?: { id: string; kind: string; amount: number }[];
};

const CASES: Case[] = [
  {
    // The report: a savings account "saved" 59 kr. and was BEST; the three car loans showed about −3,750 kr.
    name: 'a car purchase: the car loans that lend the whole need, cheapest first; a savings account lends nothing',
    request: carPurchase,
    offers: [
      { id: 'Hedeland', discount: 59, deposits: [savingsAccount(185000)] },
      { id: 'Øresund', discount: -3760, loans: [loan('car_loan', 200000, 3760)] },
      { id: 'Bølge', discount: -3740, loans: [loan('car_loan', 200000, 3740)] },
      { id: 'Skovby', discount: -3900, loans: [loan('car_loan', 200000, 3900)] },
    ],
    order: ['Bølge', 'Øresund', 'Skovby', 'Hedeland'],
    best: { id: 'Bølge', reason: 'coversCheapest' },
    coverage: 'single',
  },
  {
    name: 'a car purchase with one covering offer: it is best as the only one, even if a smaller loan costs less',
    request: carPurchase,
    offers: [
      { id: 'Small', discount: -1000, loans: [loan('car_loan', 120000, 2200)] },
      { id: 'Whole', discount: -3800, loans: [loan('car_loan', 200000, 3800)] },
    ],
    order: ['Whole', 'Small'],
    best: { id: 'Whole', reason: 'onlyCovering' },
    coverage: 'single',
  },
  {
    // The report: no single lender covers 3.1 million kr.; a bank without a home loan got the headline.
    name: 'a home purchase nobody covers alone: no best, and the mortgage institute plus the bank together do',
    request: homePurchase,
    offers: [
      { id: 'Bank', discount: 120, deposits: [savingsAccount(185000)] },
      { id: 'Kattegat', discount: -12700, loans: [loan('f5_mortgage', 2800000, 12700)] },
      { id: 'Limfjord', discount: -12500, loans: [loan('f5_mortgage', 2800000, 12500)] },
      { id: 'Øresund', discount: -3300, loans: [loan('bank_home_loan', 300000, 3300)] },
    ],
    order: ['Limfjord', 'Kattegat', 'Øresund', 'Bank'],
    best: null,
    coverage: 'combined',
    combination: [
      { id: 'Limfjord', kind: 'mortgage', amount: 2800000 },
      { id: 'Øresund', kind: 'bankHomeLoan', amount: 300000 },
    ],
  },
  {
    name: 'a home purchase one bank covers with mortgage and top loan: that bank is best',
    request: homePurchase,
    offers: [
      { id: 'Kattegat', discount: -12700, loans: [loan('f5_mortgage', 2800000, 12700)] },
      {
        id: 'Øresund',
        discount: -16000,
        loans: [loan('f5_mortgage', 2800000, 12900), loan('bank_home_loan', 300000, 3300)],
      },
    ],
    order: ['Øresund', 'Kattegat'],
    best: { id: 'Øresund', reason: 'onlyCovering' },
    coverage: 'single',
  },
  {
    name: 'partial coverage, even together: no best, coverage none',
    request: homePurchase,
    offers: [
      { id: 'Kattegat', discount: -9000, loans: [loan('f5_mortgage', 2000000, 9000)] },
      { id: 'Limfjord', discount: -9500, loans: [loan('f5_mortgage', 2500000, 11000)] },
    ],
    order: ['Limfjord', 'Kattegat'],
    best: null,
    coverage: 'none',
    combination: [],
  },
  {
    name: 'a purchase answered only with deposits and savings accounts: nothing is best, nothing is covered',
    request: carPurchase,
    offers: [
      { id: 'A', discount: 59, deposits: [savingsAccount(185000)] },
      { id: 'B', discount: 40, deposits: [savingsAccount(185000)] },
    ],
    order: ['A', 'B'],
    best: null,
    coverage: 'none',
  },
  {
    name: 'refinancing: the largest monthly saving',
    request: refinancing,
    offers: [
      { id: 'Øresund', discount: 476.69, loans: [loan('bank_home_loan', 310000, 3280)] },
      { id: 'Kattegat', discount: 4429.71, loans: [loan('f5_mortgage', 2660000, 12670)] },
      { id: 'Bølge', discount: 330.2, loans: [loan('car_loan', 165000, 3190)] },
    ],
    order: ['Kattegat', 'Øresund', 'Bølge'],
    best: { id: 'Kattegat', reason: 'largestSaving' },
    coverage: null,
  },
  {
    name: 'refinancing where savings accounts are the only offers: a positive saving is a saving',
    request: { ...refinancing, purpose: 'generic' },
    offers: [
      { id: 'A', discount: 12.5, deposits: [savingsAccount(185000)] },
      { id: 'B', discount: 15, deposits: [savingsAccount(185000)] },
    ],
    order: ['B', 'A'],
    best: { id: 'B', reason: 'largestSaving' },
    coverage: null,
  },
  {
    name: 'refinancing where every saving is negative: ranked, but nothing is best',
    request: { ...refinancing, purpose: 'unsatisfied' },
    offers: [
      { id: 'A', discount: -59, loans: [loan('consumer_loan', 50000, 1100)] },
      { id: 'B', discount: -3750, loans: [loan('consumer_loan', 50000, 4800)] },
      { id: 'C', discount: null, loans: [loan('consumer_loan', 50000, 1000)] },
    ],
    order: ['A', 'B', 'C'],
    best: null,
    coverage: null,
  },
];

describe.each(CASES)('$name', ({ request, offers, order, best, coverage, combination }) => {
  const ranking = rankOffers(
    request,
    offers.map(({ id, discount, loans = [], deposits = [] }) => ({
      id,
      offer: offer({ total_monthly_discount: discount, loans, deposits }),
    })),
  );

  test('order', () => expect(ranking.ranked.map((r) => r.id)).toEqual(order));
  test('best and why', () => expect(ranking.best).toEqual(best));
  test('coverage', () => expect(ranking.coverage).toEqual(coverage));
  if (combination) test('combination', () => expect(ranking.combination).toEqual(combination));
  test('a negative saving is never best', () => {
    const bestOffer = ranking.ranked.find((r) => r.id === ranking.best?.id);
    if (ranking.goal === 'save' && bestOffer) expect(bestOffer.monthlySaving).toBeGreaterThan(0);
  });
});

describe('what a purchase needs', () => {
  test('price minus down payment, or the loan asked for', () => {
    expect(purchaseNeed(carPurchase)).toBe(200000);
    expect(purchaseNeed(homePurchase)).toBe(3100000);
    expect(
      purchaseNeed({ ...homePurchase, properties: [{ is_existing: false, price: 3500000, new_loan_amount: 2900000 }] }),
    ).toBe(2900000);
  });

  test('an owned asset is no purchase; refinancing and unknown prices have no need', () => {
    expect(purchaseNeed({ ...carPurchase, vehicles: [{ is_existing: true, value: 90000 }] })).toBeNull();
    expect(purchaseNeed(refinancing)).toBeNull();
    expect(purchaseNeed({ ...carPurchase, vehicles: [{ is_existing: false }] })).toBeNull();
  });

  test('an unknown need: an offer that lends anything for the purchase counts as covering', () => {
    const ranking = rankOffers({ ...carPurchase, vehicles: [] }, [
      { id: 1, offer: offer({ loans: [loan('car_loan', 150000, 2900)] }) },
      { id: 2, offer: offer({ deposits: [savingsAccount(1000)] }) },
    ]);
    expect(ranking.need).toBeNull();
    expect(ranking.best).toEqual({ id: 1, reason: 'onlyCovering' });
  });
});
