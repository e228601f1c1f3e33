// Answers of the mortgage surveillance API for the page tests: one home whose verdict each test sets.
import { http, HttpResponse } from 'msw';
import type {
  Conversion,
  MortgageSurveillance,
  PropertySurveillance,
  WatchedMortgage,
  WatchedProperty,
} from '../../../../store/api/mortgageSurveillanceApi';
import { customer, server } from '../../../support/msw';

export const optedIn = { ...customer, mortgage_surveillance: true };
export const notOptedIn = { ...customer, mortgage_surveillance: false };
export const base = `/api/customer/users/${customer.id}/mortgage-surveillance`;

/** The example: 1.240 kr. a month after tax at 3 %, the 23.560 kr. of costs earned back after 19 months. */
export const convertDown: Conversion = {
  direction: 'down',
  from_series: '4% RD 2053',
  from_coupon: 4,
  from_price: 100.2,
  to_series: '3% NK 2056',
  to_coupon: 3,
  to_price: 97.85,
  new_debt: 2_044_200,
  debt_change: 44_200,
  costs: { lender_fees: 12_000, price_spread: 9_000, registration_fee: 2_560, total: 23_560 },
  monthly_payment_now_after_tax: 9_200.4,
  monthly_payment_new_after_tax: 7_960.4,
  monthly_saving_after_tax: 1_240,
  gain_after_tax: 280_450.5,
  break_even_month: 19,
};

/** Rates rose: the 1 % bonds bought back at 82,35 cut the debt by 317.000 kr. */
export const convertUp: Conversion = {
  direction: 'up',
  from_series: '1% NK 2050',
  from_coupon: 1,
  from_price: 82.35,
  to_series: '5% RD 2056',
  to_coupon: 5,
  to_price: 99.1,
  new_debt: 1_483_000,
  debt_change: -317_000,
  costs: { lender_fees: 11_500, price_spread: 6_000, registration_fee: 0, total: 17_500 },
  monthly_payment_now_after_tax: 6_500,
  monthly_payment_new_after_tax: 7_150,
  monthly_saving_after_tax: -650,
  gain_after_tax: 61_300,
  break_even_month: null,
};

export function mortgage(over: Partial<WatchedMortgage> = {}): WatchedMortgage {
  return {
    mortgage_id: 21,
    loan_kind: 'fixed',
    debt: 2_000_000,
    interest_rate: 4,
    term_months: 300,
    periodic_payment: 10_556,
    missing: [],
    conversion: convertDown,
    ...over,
  };
}

export function property(over: Partial<WatchedProperty> = {}): WatchedProperty {
  return {
    property_id: 11,
    residence_type: 'owner_house',
    address: { address1: 'Testvej 13', postal_code: '2100', city: 'København Ø' },
    verdict: 'convert_down',
    best: {
      mortgage_id: 21,
      direction: 'down',
      to_coupon: 3,
      monthly_saving_after_tax: 1_240,
      gain_after_tax: 280_450.5,
      break_even_month: 19,
    },
    fixed_mortgages: [mortgage()],
    variable_mortgages: [],
    ...over,
  };
}

export const keep = (): WatchedProperty =>
  property({ verdict: 'keep', best: null, fixed_mortgages: [mortgage({ conversion: null })] });

export const noFixed = (): WatchedProperty =>
  property({
    verdict: 'no_fixed_mortgage',
    best: null,
    fixed_mortgages: [],
    variable_mortgages: [mortgage({ mortgage_id: 22, loan_kind: 'f5', interest_rate: 2.5, conversion: null })],
  });

export const missingData = (): WatchedProperty =>
  property({
    verdict: 'missing_data',
    best: null,
    fixed_mortgages: [
      mortgage({ interest_rate: null, term_months: null, missing: ['interest_rate', 'term_months'], conversion: null }),
    ],
  });

export const up = (): WatchedProperty =>
  property({
    verdict: 'convert_up',
    best: {
      mortgage_id: 21,
      direction: 'up',
      to_coupon: 5,
      monthly_saving_after_tax: -650,
      gain_after_tax: 61_300,
      break_even_month: null,
    },
    fixed_mortgages: [mortgage({ interest_rate: 1, conversion: convertUp })],
  });

export function overview(properties: WatchedProperty[]): MortgageSurveillance {
  return { consented_at: '2026-11-02T09:15:00.000Z', rates_date: '2026-11-23', properties };
}

export function detail(over: Partial<PropertySurveillance> = {}): PropertySurveillance {
  return {
    ...property(),
    rates_date: '2026-11-23',
    history: [
      { date: '2026-11-21', gain_after_tax: 250_000 },
      { date: '2026-11-22', gain_after_tax: 265_000.4 },
      { date: '2026-11-23', gain_after_tax: 280_450.5 },
    ],
    alert: { min_gain_kr: 260_000 },
    ...over,
  };
}

export function serveOverview(answer: MortgageSurveillance | 403) {
  server.use(
    http.get(base, () =>
      answer === 403 ? HttpResponse.json({ message: 'Forbidden' }, { status: 403 }) : HttpResponse.json(answer),
    ),
  );
}
