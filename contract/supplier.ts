// The supplier API (/supplier-api/v1): what a lender's own system reads and sends. Every field says its unit.
import { Type, type Static } from '@sinclair/typebox';
import { INTEREST_RATE_MAX_PERCENT, MAX_TERM_MONTHS } from '../domain/validation/constants';
import { LENDER_OUTCOMES } from '../domain/leadProgress';
import { LIMITS } from '../domain/limits';
import { Agreement } from './agreements';
import { Offer, ProductType, RateType } from './offers';
import { Id, IsoDateTime, Kroner, Nullable, Percent, Text, refTo } from './primitives';
import { RfqRequest } from './rfqRequest';

export const MAX_OFFER_PRODUCTS = 20;
const MAX_SUB_TYPE_LENGTH = 50;

export const LEAD_STATUS_FILTERS = ['open', 'lost', 'won', 'all'] as const;

export const SupplierLeadsQuery = Type.Object({
  status: Type.Optional(
    Type.Union(
      LEAD_STATUS_FILTERS.map((s) => Type.Literal(s)),
      { default: 'open', description: 'Which leads: open (default), lost, won, or all.' },
    ),
  ),
});

export const SupplierLeadSchema = Type.Object(
  {
    id: Id(),
    status: Type.String({ examples: ['open', 'lost', 'won'] }),
    pipeline: Type.String(),
    lost_reason: Nullable(Type.String()),
    outcome: Type.Union(
      LENDER_OUTCOMES.map((o) => Type.Literal(o)),
      {
        description:
          'Where the lead stands for you, beside `status`: `awaiting_offer`, `offer_open` or `offer_expired` while it ' +
          'is open; `won`; `declined` (you declined, `lost_reason` is yours); `lost_to_another_offer` (the customer ' +
          "chose another lender's offer; `offer` says whether you had made one; `lost_reason` is " +
          '`customer_chose_another_lender`); `request_closed` (the customer closed the request before choosing).',
      },
    ),
    won_at: Nullable(IsoDateTime({ description: 'When the customer chose your offer (status won).' })),
    won_offer_version: Nullable(Type.Integer({ description: 'The version of your offer the customer accepted.' })),
    won_confirmed_with: Nullable(
      Type.Union([Type.Literal('mitid'), Type.Literal('password')], {
        description:
          'How the customer who chose your offer was confirmed (status won, else null): `mitid` when MitID ' +
          'confirmed her within minutes of the choice (step-up); `password` when she chose signed in with her ' +
          'password and was not linked to MitID.',
      }),
    ),
    acknowledged_at: Nullable(IsoDateTime({ description: "When you acknowledged the customer's choice." })),
    agreement: Nullable(Agreement),
    handler_name: Nullable(Type.String({ description: 'Your caseworker, shown to the customer.' })),
    handler_notes: Nullable(Type.String({ description: 'Your own notes: never shown to the customer.' })),
    is_anonymous: Type.Boolean({
      description: 'While true the customer is hidden: no contact data, and the request has no identifying fields.',
    }),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
    rfq: Type.Object({
      id: Id(),
      purpose: Type.String({ examples: ['property_purchaser', 'existing_property', 'vehicle_purchaser'] }),
      subjects: Type.Array(Type.String(), { examples: [['mortgages', 'properties']] }),
      created_at: IsoDateTime(),
      closed_at: Nullable(IsoDateTime()),
      request: refTo(RfqRequest),
    }),
    customer: Nullable(Type.Object({ name: Type.String(), email: Type.String(), phone: Nullable(Type.String()) }), {
      description: 'null while the lead is anonymous.',
    }),
    offer: Nullable(Offer),
  },
  { $id: 'SupplierLead' },
);

/** A lead as every supplier route answers it: one named schema in the OpenAPI document (contract/components.ts). */
export const SupplierLead = refTo(SupplierLeadSchema);

export const SupplierLeadList = Type.Object({ data: Type.Array(SupplierLead) });

export const OfferProductInput = Type.Object({
  product_type: ProductType,
  product_sub_type: Text(MAX_SUB_TYPE_LENGTH, {
    minLength: 1,
    examples: ['mortgage_fixed', 'mortgage_f5', 'bank_home_loan', 'car_loan', 'overdraft', 'savings_account'],
  }),
  amount: Kroner({
    exclusiveMinimum: 0,
    maximum: 1e12,
    description: 'Principal (loan, credit limit) or balance (deposit) in kroner, at most two decimals.',
    examples: [2400000],
  }),
  interest_rate: Percent({ minimum: 0, maximum: INTEREST_RATE_MAX_PERCENT, examples: [4.25] }),
  contribution_rate: Type.Optional(
    Nullable(Percent({ minimum: 0, maximum: INTEREST_RATE_MAX_PERCENT, description: 'Mortgage contribution rate.' })),
  ),
  aop: Type.Optional(
    Nullable(
      Percent({
        minimum: 0,
        maximum: INTEREST_RATE_MAX_PERCENT,
        description: 'ÅOP in percent; computed from the other fields when left out.',
      }),
    ),
  ),
  term_months: Type.Optional(
    Nullable(
      Type.Integer({ minimum: 1, maximum: MAX_TERM_MONTHS, description: 'Required for loans and credits; months.' }),
    ),
  ),
  fees: Type.Optional(Nullable(Kroner({ minimum: 0, maximum: 1e12, description: 'One-off costs in kroner.' }))),
  monthly_payment: Type.Optional(
    Nullable(
      Kroner({
        exclusiveMinimum: 0,
        maximum: 1e12,
        description: 'Kroner per month; computed as an annuity when left out, checked against the terms when given.',
      }),
    ),
  ),
  representative_example: Type.Optional(
    Nullable(
      Type.Object(
        {
          rate_type: RateType,
          rate_fixed_months: Type.Optional(
            Nullable(
              Type.Integer({
                minimum: 0,
                maximum: MAX_TERM_MONTHS,
                description:
                  'Required when rate_type is variable: months the rate is fixed before it may first change ' +
                  '(an F1 mortgage 12, an F5 60, a rate on a reference rate 0); at most the term.',
              }),
            ),
          ),
          total_payable: Kroner({
            minimum: 0,
            maximum: 1e12,
            description:
              'Samlet beløb at betale: every payment over the term plus the fees, kroner. Must not be below the ' +
              'amount, and must agree with the amount, rates, term and fees (within a krone a month).',
          }),
        },
        {
          description:
            'Required for every loan and credit (consumer credit and mortgage credit alike; not for deposits): the ' +
            'rest of the standard information (SEF/ESIS), shown to the customer as a "repræsentativt eksempel" ' +
            'with the amount, term, ÅOP and monthly payment, and on the standard information sheet.',
        },
      ),
    ),
  ),
  early_repayment_fee_percent: Type.Optional(
    Nullable(
      Percent({
        minimum: 0,
        maximum: INTEREST_RATE_MAX_PERCENT,
        description:
          'Required for every loan and credit: the compensation you may ask on early repayment, percent of the ' +
          'amount repaid (0: free). Shown on the standard information sheet.',
        examples: [0],
      }),
    ),
  ),
  replaces: Type.Optional(
    Type.Array(Text(LIMITS.shortText), {
      maxItems: 50,
      description: "The `ref`s of the request's debts or deposits this product replaces (each at most once).",
      examples: [['mortgages.0']],
    }),
  ),
});

export const OfferInput = Type.Object({
  products: Type.Array(OfferProductInput, { minItems: 1, maxItems: MAX_OFFER_PRODUCTS }),
  comment: Type.Optional(Nullable(Text(LIMITS.offerComment, { description: 'Shown to the customer.' }))),
  valid_until: Type.Optional(
    IsoDateTime({
      description:
        'Until when the offer stands: required for a new offer, in the future and at most a year ahead; a revision ' +
        'without it keeps the earlier date.',
    }),
  ),
});

export const RenewalInput = Type.Object({
  valid_until: IsoDateTime({ description: 'The new end of validity: in the future and at most a year ahead.' }),
});

export const DeclineInput = Type.Object({
  reason: Text(LIMITS.declineReason, { minLength: 1, description: 'Shown to the customer.' }),
});

export const HandlerInput = Type.Object(
  {
    handler_name: Type.Optional(Nullable(Text(LIMITS.handlerName))),
    handler_notes: Type.Optional(Nullable(Text(LIMITS.handlerNotes))),
  },
  { minProperties: 1, description: 'Send either field or both; null or "" clears it.' },
);

export type SupplierLead = Static<typeof SupplierLead>;
export type OfferInput = Static<typeof OfferInput>;
export type RenewalInput = Static<typeof RenewalInput>;
export type OfferProductInput = Static<typeof OfferProductInput>;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
