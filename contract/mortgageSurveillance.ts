// Mortgage surveillance (spec §2/§6): the customer opts in, and every day the server compares each
// fixed-rate mortgage of the economy with today's bond prices: does converting down (a lower coupon) or up (buy the
// bonds back under par) pay after tax, what does it cost, and when are the costs earned back. Amounts in kroner,
// rates in percent, bond prices in price points (100 = par).
import { Type, type Static } from '@sinclair/typebox';
import { ECONOMY_LIMITS } from '../domain/limits';
import { Id, IsoDateTime, Kroner, Nullable, Percent } from './primitives';

export const MortgageSurveillanceVerdict = Type.Union(
  [
    Type.Literal('convert_down'),
    Type.Literal('convert_up'),
    Type.Literal('keep'),
    Type.Literal('no_fixed_mortgage'),
    Type.Literal('missing_data'),
  ],
  {
    description:
      'convert_down / convert_up: the best conversion gains after tax and costs; keep: no conversion gains; ' +
      'no_fixed_mortgage: the property has no fixed-rate mortgage to watch; missing_data: a fixed-rate mortgage ' +
      'lacks its debt, rate or term (ask for it on the economy page), and no other one can be computed.',
  },
);

export const ConversionDirection = Type.Union([Type.Literal('down'), Type.Literal('up')], {
  description: 'down: redeem at par and borrow at a lower coupon; up: buy the bonds back under par, higher coupon.',
});

const BondPrice = (description: string) =>
  Type.Number({ description: `${description} Price points, 100 = par, e.g. 97.35.`, examples: [97.35] });

export const Conversion = Type.Object({
  direction: ConversionDirection,
  from_series: Type.String({ description: 'The bond series financing the mortgage now, e.g. "4% Nykredit 2056".' }),
  from_coupon: Percent({ description: 'Coupon of the current series (the mortgage’s rate), percent per year.' }),
  from_price: BondPrice('Today’s price of the current series (a conversion down redeems at 100 instead).'),
  to_series: Type.String({ description: 'The series the new mortgage would be financed by.' }),
  to_coupon: Percent({ description: 'Coupon of the new series, percent per year.' }),
  to_price: BondPrice('Today’s price of the new series.'),
  new_debt: Kroner({ description: 'The new mortgage’s debt (bonds sold at to_price to raise what is redeemed).' }),
  debt_change: Kroner({ description: 'new_debt minus the current debt: positive converting down, negative up.' }),
  costs: Type.Object(
    {
      lender_fees: Kroner({ description: 'The lender’s fixed fee plus its per-mille of the new debt.' }),
      price_spread: Kroner({ description: 'The price spread (kursskæring) on the bonds sold for the new debt.' }),
      registration_fee: Kroner({
        description: 'Tinglysningsafgift: the fixed fee plus 1.25 % of the rise in the secured amount; 0 if none.',
      }),
      total: Kroner({ description: 'The sum of the three.' }),
    },
    { description: 'One-off costs of the conversion, paid up front.' },
  ),
  monthly_payment_now_after_tax: Kroner({
    description: 'The current mortgage’s monthly payment (annuity), after the interest deduction of its first year.',
  }),
  monthly_payment_new_after_tax: Kroner({
    description: 'The new mortgage’s monthly payment (annuity over the same remaining term), after tax likewise.',
  }),
  monthly_saving_after_tax: Kroner({ description: 'now minus new (negative: the new payment is higher).' }),
  gain_after_tax: Kroner({
    description:
      'The fall in the remaining total cost after tax over the remaining term (every payment after the interest ' +
      'deduction, month by month), net of the costs. Positive: the conversion pays.',
  }),
  break_even_month: Nullable(Type.Integer({ minimum: 0 }), {
    description:
      'The first month where the accumulated monthly savings after tax cover the costs; null: not within the ' +
      'remaining term.',
  }),
});

export const MissingMortgageField = Type.Union([
  Type.Literal('debt'),
  Type.Literal('interest_rate'),
  Type.Literal('term_months'),
]);

export const WatchedMortgage = Type.Object({
  mortgage_id: Id(),
  loan_kind: Nullable(Type.String({ description: 'The economy’s mortgage kind (fixed or a variable kind).' })),
  debt: Nullable(Kroner()),
  interest_rate: Nullable(Percent()),
  term_months: Nullable(Type.Integer({ description: 'Remaining term in months.' })),
  periodic_payment: Nullable(Kroner({ description: 'Per month, as the customer entered it.' })),
  missing: Type.Array(MissingMortgageField, {
    description: 'Figures the conversion needs and the economy lacks (ask the customer; link to the economy page).',
  }),
  conversion: Nullable(Conversion, {
    description:
      'The best conversion of this mortgage today (even a losing one, so the figures can be shown); null for a ' +
      'variable mortgage, missing figures, or no bond series to convert to.',
  }),
});

export const BestConversion = Type.Object(
  {
    mortgage_id: Id(),
    direction: ConversionDirection,
    to_coupon: Percent(),
    monthly_saving_after_tax: Kroner(),
    gain_after_tax: Kroner(),
    break_even_month: Nullable(Type.Integer({ minimum: 0 })),
  },
  { description: 'The conversion with the highest gain after tax, when one gains (verdict convert_down/up).' },
);

export const WatchedProperty = Type.Object({
  property_id: Id(),
  residence_type: Type.String(),
  address: Type.Object({
    address1: Nullable(Type.String()),
    postal_code: Nullable(Type.String()),
    city: Nullable(Type.String()),
  }),
  verdict: MortgageSurveillanceVerdict,
  best: Nullable(BestConversion),
  fixed_mortgages: Type.Array(WatchedMortgage),
  variable_mortgages: Type.Array(WatchedMortgage, { description: 'Shown, not converted (conversion is null).' }),
});

const RatesDate = Nullable(
  Type.String({ format: 'date', description: 'YYYY-MM-DD of the bond prices used; null when none are loaded.' }),
);

export const MortgageSurveillance = Type.Object({
  consented_at: IsoDateTime({ description: 'When the customer opted in.' }),
  rates_date: RatesDate,
  properties: Type.Array(WatchedProperty, { description: 'Every existing property of the customer’s economy.' }),
});

export const GainHistoryPoint = Type.Object({
  date: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  gain_after_tax: Kroner({ description: 'The best conversion’s gain after tax that day (may be negative).' }),
});

export const PropertySurveillance = Type.Intersect([
  WatchedProperty,
  Type.Object({
    rates_date: RatesDate,
    history: Type.Array(GainHistoryPoint, {
      description: 'The last 12 months, one point per computed day, oldest first.',
    }),
    alert: Type.Object({
      min_gain_kr: Nullable(Kroner(), {
        description: 'Mail and notify when the gain after tax reaches this; null: no alert set.',
      }),
    }),
  }),
]);

export const SurveillanceConsentBody = Type.Object(
  { accepted: Type.Literal(true, { description: 'The customer accepts what is watched, stored and how often.' }) },
  { additionalProperties: false },
);

export const SurveillanceConsent = Type.Object({ consented_at: IsoDateTime() });

export const AlertBody = Type.Object(
  {
    min_gain_kr: Kroner({
      minimum: 0,
      maximum: ECONOMY_LIMITS.maxAmountKroner,
      description: 'The gain after tax (kroner) at which to be told; 0 or more.',
    }),
  },
  { additionalProperties: false },
);

export const AlertSettings = Type.Object({ min_gain_kr: Kroner() });

export const PropertySurveillanceParams = Type.Object({ userId: Id(), propertyId: Id() });

export type MortgageSurveillanceVerdict = Static<typeof MortgageSurveillanceVerdict>;
export type ConversionDirection = Static<typeof ConversionDirection>;
export type Conversion = Static<typeof Conversion>;
export type MissingMortgageField = Static<typeof MissingMortgageField>;
export type WatchedMortgage = Static<typeof WatchedMortgage>;
export type BestConversion = Static<typeof BestConversion>;
export type WatchedProperty = Static<typeof WatchedProperty>;
export type MortgageSurveillance = Static<typeof MortgageSurveillance>;
export type GainHistoryPoint = Static<typeof GainHistoryPoint>;
export type PropertySurveillance = Static<typeof PropertySurveillance>;
export type SurveillanceConsentBody = Static<typeof SurveillanceConsentBody>;
export type SurveillanceConsent = Static<typeof SurveillanceConsent>;
export type AlertBody = Static<typeof AlertBody>;
export type AlertSettings = Static<typeof AlertSettings>;
