// The request (RFQ) as it is stored and as a lender reads it: declared once here. The request form's submission is
// validated with the step schemas and saved as the economic profile; the server builds this from that profile
// (server/rfqs/requestFromProfile.ts, server/auctionForm/formRequest.ts), stores it (`rfqs.request`), prices from
// it (server/leads/requestFacts.ts), shows it to the customer and hands it to lenders in `SupplierLead.rfq.request`.
// A field keeps the step's name from the form to the lender; where it does not, RENAMED_ANSWERS says so, and an
// answer no lender gets is in WITHHELD_ANSWERS with its reason. Amounts are kroner (the API's unit; the stored
// øre become kroner in one place, server/http/apiMoney.ts), rates percent a year. Every field but the lists is
// optional: requests made before a field existed lack it, and an anonymous lead drops the identifying ones.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, Kroner, Nullable, Percent } from './primitives';

const optional = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const text = (description?: string) => optional(Type.String(description ? { description } : {}));
const amount = (description?: string) => optional(Kroner(description ? { description } : {}));
const id = (description?: string) => optional(Id(description ? { description } : {}));

const liabilityFields = {
  id: id("The debt in the customer's economic profile."),
  liability_sub_type: text('bank_home_loan, car, consumer, student, card, home_credit, mortgage, …'),
  debt: amount('What is owed today, kroner.'),
  interest_rate: optional(Percent()),
  contribution_rate: optional(Percent({ description: "A mortgage's contribution fee, percent a year." })),
  periodic_payment: amount('Per month, kroner.'),
  term_months: optional(Type.Integer({ description: 'Months left.' })),
  property_id: id('The property (in `properties`) the debt is secured on.'),
  vehicle_id: id('The vehicle (in `vehicles`) the debt is secured on.'),
  boat_id: id('The boat (in `boats`) the debt is secured on.'),
};

/** A debt of the request (mortgages, loans, credits); an offer names it by position (`mortgages.0`). */
export const RequestDebt = Type.Object({
  ...liabilityFields,
  loan_kind: text('A mortgage: fixed, f1, f3, f5, …'),
  limit: amount('A credit line: its limit, kroner.'),
});

export const RequestDeposit = Type.Object({
  id: id(),
  deposit_type: text('savings or pension'),
  amount: amount('Kroner.'),
  interest_rate: optional(Percent()),
  supplier_id: id('The lender (a supplier id of the form resources) that holds it.'),
});

export const RequestProperty = Type.Object({
  id: id(),
  is_existing: optional(Type.Boolean({ description: 'true: owned now; false: being bought.' })),
  residence_type: text(),
  new_property_reason: text('Why a home is bought; `move`: the current home is sold and its debts repaid.'),
  value: amount("An owned home's market value, kroner."),
  price: amount('A home being bought: its price, kroner.'),
  down_payment: amount('A home being bought: the down payment, kroner.'),
  new_loan_amount: amount('New money asked for against an owned home, kroner.'),
  address1: text('The street address, when typed (identifying).'),
  oneLineAddress: text('The looked-up address on one line (identifying).'),
  postal_code: text(),
  city: text(),
  address_country_code: text(),
});

/** A vehicle or boat: owned (`is_existing`), or the one the customer buys (price, down payment, condition). */
export const RequestAsset = Type.Object({
  id: id(),
  asset_type: text('car, motorcycle, boat, …'),
  make: text(),
  model: text(),
  year: optional(Type.Integer({ description: 'Model year.' })),
  value: amount('Kroner.'),
  is_existing: optional(Type.Boolean()),
  condition: text('A vehicle to buy: new or used.'),
  price: amount('A vehicle to buy: its price, kroner.'),
  down_payment: amount('A vehicle to buy: the down payment, kroner.'),
});

export const RequestStockPortfolio = Type.Object({ id: id(), value: amount('Kroner.') });

export const RequestWishes = Type.Object({
  looking_for: Type.Optional(Type.Array(Type.String())),
  mortgage_kind: text(),
  unsatisfied: optional(Type.Boolean({ description: 'Unhappy with the current bank.' })),
  unsatisfied_reason: text(),
  customer_comments: text('A free comment to the lenders (identifying: dropped while anonymous).'),
});

export const RfqRequest = Type.Object(
  {
    purpose: Type.String({ examples: ['property_purchaser', 'existing_property', 'vehicle_purchaser'] }),
    civil_status: text(),
    birth_date: text('YYYY-MM-DD (identifying).'),
    children_count: optional(Type.Integer()),
    is_registered_as_bad_payer: optional(
      Type.Boolean({
        description:
          'The customer or the co-applicant is registered in RKI or Debitor Registret; a request is only sent when false.',
      }),
    ),
    residence_type: text('Where the customer lives now.'),
    employment_type: text(),
    employer: text('Identifying.'),
    employed_since: text('YYYY-MM-DD, the first of the month the job started.'),
    monthly_income: amount("The customer's monthly income before tax, kroner."),
    co_applicant_name: text('Identifying.'),
    co_applicant_birth_date: text('YYYY-MM-DD (identifying).'),
    co_applicant_employment_type: text(),
    co_applicant_monthly_income: amount("The co-applicant's monthly income before tax, kroner."),
    household_monthly_income: amount('monthly_income and co_applicant_monthly_income together, kroner.'),
    current_supplier_id: id("The customer's bank today, when it is one of ours."),
    contact_consent: optional(
      Type.Boolean({ description: 'true: you may call or write about the request; else answer in the app only.' }),
    ),
    properties: Type.Array(RequestProperty),
    mortgages: Type.Optional(Type.Array(RequestDebt)),
    loans: Type.Array(RequestDebt),
    credits: Type.Array(RequestDebt),
    deposits: Type.Array(RequestDeposit),
    vehicles: Type.Optional(Type.Array(RequestAsset)),
    boats: Type.Optional(Type.Array(RequestAsset)),
    stock_portfolios: Type.Optional(Type.Array(RequestStockPortfolio)),
    wishes: Type.Optional(RequestWishes),
  },
  {
    $id: 'RfqRequest',
    description:
      "The customer's request as submitted: amounts in kroner, rates in percent per year; each debt and deposit is " +
      'named by its position (`mortgages.0`, `deposits.1`) when an offer replaces it.',
  },
);

export type RequestDebt = Static<typeof RequestDebt>;
export type RequestDeposit = Static<typeof RequestDeposit>;
export type RequestProperty = Static<typeof RequestProperty>;
export type RequestAsset = Static<typeof RequestAsset>;
export type RfqRequest = Static<typeof RfqRequest>;

/**
 * Answers of the form a lender gets under another name than the step's (`<step>.<field>`, `[]` for a list's
 * items → the field of the lead that holds it). The request is built with these names in
 * server/rfqs/requestFromProfile.ts and server/auctionForm/formRequest.ts.
 */
export const RENAMED_ANSWERS: Readonly<Record<string, string>> = {
  'start.persona_type': 'purpose',
  'housingSituation.properties[].reason': 'new_property_reason',
  'otherAssets.new_vehicle_type': 'asset_type',
  'otherAssets.new_vehicle_make': 'make',
  'otherAssets.new_vehicle_model': 'model',
  'otherAssets.new_vehicle_year': 'year',
  'otherAssets.new_vehicle_condition': 'condition',
  'otherAssets.new_vehicle_price': 'price',
  'otherAssets.new_vehicle_down_payment': 'down_payment',
  'savings.savings_amount': 'amount',
  'savings.pension_amount': 'amount',
  'savings.shares_amount': 'value',
  'profile.full_name': 'name',
};

const DEBT_LISTS = [
  ...['housingSituation.properties[]', 'otherAssets.assets[]'].flatMap((owner) =>
    ['mortgages', 'loans', 'credits'].map((list) => `${owner}.${list}[]`),
  ),
  ...['consumer_loans', 'car_loans', 'student_loans', 'card_credits'].map((list) => `otherDebt.${list}[]`),
];
const PROFILE_ROW_ID =
  'The economic-profile row an item was prefilled from; the profile is saved anew, and the request carries the new `id`.';

/** Answers of the form no lender gets, each with its reason (`<step>.<field>`, `[]` for a list's items). */
export const WITHHELD_ANSWERS: Readonly<Record<string, string>> = {
  'aboutYou.cpr': 'The CPR number is used for this request only and never stored; its birth date is `birth_date`.',
  'profile.password': "The new account's password.",
  'profile.password_confirmation': "The new account's password, typed again.",
  'profile.accept_terms': "Consent to Lånetorvet's terms, not an answer about the customer's economy.",
  'housingSituation.properties[].show_manual_address': 'Whether the address was typed or looked up: a form switch.',
  'housingSituation.properties[].address_id': "The address look-up's id; the address itself is delivered.",
  'otherAssets.want_new_vehicle':
    'Answered by the vehicle itself: the vehicle to buy is in `vehicles` (or `boats`) with `is_existing: false`.',
  'otherAssets.assets[].is_existing': 'Always true in the list (a vehicle to buy is the want_new_vehicle question).',
  ...Object.fromEntries(
    DEBT_LISTS.flatMap((list) => [
      [`${list}.liability_type`, 'Which list of the request holds the debt (mortgages, loans, credits) says it.'],
      [`${list}.id`, PROFILE_ROW_ID],
    ]),
  ),
  'housingSituation.properties[].id': PROFILE_ROW_ID,
  'otherAssets.assets[].id': PROFILE_ROW_ID,
};
