// An offer and its products, as both the customer and the lender read them (server/rfqs/offerView.ts).
import { Type, type Static } from '@sinclair/typebox';
import { RATE_TYPES } from '../domain/offerExplanation';
import { Id, IsoDateTime, Kroner, Nullable, Percent } from './primitives';

export const ProductType = Type.Union([Type.Literal('loan'), Type.Literal('credit'), Type.Literal('deposit')]);

export const RateType = Type.Union(
  RATE_TYPES.map((r) => Type.Literal(r)),
  { description: 'Whether the interest rate is fixed for the term or may change.' },
);

export const OfferProduct = Type.Object({
  id: Id(),
  product_type: ProductType,
  product_sub_type: Type.String({ examples: ['mortgage_fixed', 'car_loan', 'overdraft'] }),
  amount: Kroner({ description: 'Principal (loans, credits: the limit) or balance (deposits), kroner.' }),
  interest_rate: Percent(),
  contribution_rate: Nullable(Percent({ description: 'Mortgage contribution rate (bidragssats), percent per year.' })),
  aop: Nullable(Percent({ description: 'ÅOP (annual percentage rate of charge), percent.' })),
  term_months: Nullable(Type.Integer({ minimum: 1 })),
  fees: Kroner({ description: 'One-off establishment costs, kroner.' }),
  monthly_payment: Nullable(Kroner({ description: 'First month, before tax, kroner.' })),
  total_cost: Nullable(Kroner({ description: 'Everything repaid over the term (principal, interest, fees), kroner.' })),
  rate_type: Nullable(RateType, {
    description:
      'Fixed (for the whole term) or variable rate; given for every loan and credit (their representative example), ' +
      'null on deposits and on offers made before it was required.',
  }),
  rate_fixed_months: Nullable(
    Type.Integer({
      minimum: 0,
      description: 'A variable rate: months it is fixed before it may first change (F1: 12, F5: 60, 0: any time).',
    }),
  ),
  early_repayment_fee_percent: Nullable(
    Percent({ description: 'Compensation the lender may ask on early repayment, percent of the amount repaid.' }),
  ),
  replaces: Nullable(
    Type.Array(Type.String(), {
      description:
        "The request's debts and deposits this product repays or takes over, by their place in the request " +
        '("mortgages.0", "loans.1", "deposits.0"); empty when it replaces nothing; null on offers made before ' +
        'this was recorded.',
      examples: [['mortgages.0']],
    }),
  ),
});

export const Offer = Type.Object({
  id: Id(),
  created_at: IsoDateTime(),
  version: Type.Integer({
    minimum: 1,
    description: 'Raised by each revision of the figures; the customer accepts the version they saw.',
  }),
  valid_until: IsoDateTime({ description: 'The offer stands until this moment; after it, it cannot be accepted.' }),
  expired: Type.Boolean({ description: 'valid_until has passed: the lender may renew the offer.' }),
  comment: Nullable(Type.String()),
  total_monthly_discount: Nullable(Kroner()),
  savings_after_tax_for_month_1: Nullable(Kroner({ description: "Against today's loans, after interest deduction." })),
  savings_after_tax_for_year_1: Nullable(Kroner()),
  loans: Type.Array(OfferProduct),
  credits: Type.Array(OfferProduct),
  deposits: Type.Array(OfferProduct),
});

export type ProductType = Static<typeof ProductType>;
export type RateType = Static<typeof RateType>;
export type OfferProduct = Static<typeof OfferProduct>;
export type Offer = Static<typeof Offer>;
