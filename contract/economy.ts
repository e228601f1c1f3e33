// The customer's economy, item by item: add, change and delete properties, vehicles, boats, deposits,
// stock portfolios, loans, credits and mortgages; family and work; the option lists the economy pages render.
// Field names are the request form's (domain/validation/steps), amounts in kroner, rates in percent. The bounds here
// turn absurd values into 422s keyed by field path; the form's own rules (domain/validation/economy) run after.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CREDIT_SUB_TYPES,
  ECONOMY_COLLECTIONS,
  type EconomyCollection,
  DEPOSIT_TYPES,
  LOAN_SUB_TYPES,
  PROPERTY_TYPES,
  VEHICLE_TYPES,
} from '../domain/economyOptions';
import { formOptions } from '../domain/formOptions';
import { EconomicProfile } from './economicProfile';
import { ECONOMY_LIMITS as L } from '../domain/limits';
import { Id, Kroner, Nullable, Percent, Text } from './primitives';

const Amount = (min = 0) => Nullable(Kroner({ minimum: min, maximum: L.maxAmountKroner }));
const Rate = () => Nullable(Percent({ minimum: 0, maximum: L.maxInterestRate }));
const Month = () => Nullable(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }));
const Name = () => Nullable(Text(L.name));
const oneOf = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

export { CREDIT_SUB_TYPES, DEPOSIT_TYPES, LOAN_SUB_TYPES, PROPERTY_TYPES, VEHICLE_TYPES };

/** A loan, credit or mortgage: what it finances (at most one owner) and its figures. */
const liabilityFields = {
  debt: Amount(),
  interest_rate: Rate(),
  term_months: Nullable(Type.Integer({ minimum: 1, maximum: L.maxTermMonths })),
  periodic_payment: Amount(),
  property_id: Nullable(Id()),
  vehicle_id: Nullable(Id()),
  boat_id: Nullable(Id()),
  supplier_id: Nullable(Id()),
};

const fields = {
  properties: {
    residence_type: oneOf(PROPERTY_TYPES),
    is_existing: Type.Boolean(),
    value: Amount(),
    price: Amount(),
    down_payment: Amount(),
    reason: Nullable(oneOf(formOptions.newPropertyReasons)),
    new_loan_amount: Amount(),
    show_manual_address: Type.Boolean({ description: 'true: the address is typed (address1, postal code, town).' }),
    address1: Nullable(Text(L.address)),
    postal_code: Nullable(Type.String({ pattern: '^[0-9]{1,10}$' })),
    city: Nullable(Text(L.address)),
    address_country_code: Type.String({ pattern: '^[a-z]{2}$' }),
  },
  vehicles: {
    asset_type: oneOf(VEHICLE_TYPES),
    make: Name(),
    model: Name(),
    year: Nullable(Type.Integer({ minimum: L.oldestYear, maximum: 9999 })),
    value: Amount(),
  },
  boats: {
    asset_type: Type.Literal('boat'),
    make: Name(),
    model: Name(),
    year: Nullable(Type.Integer({ minimum: L.oldestYear, maximum: 9999 })),
    value: Amount(),
  },
  deposits: {
    deposit_type: oneOf(DEPOSIT_TYPES),
    amount: Amount(),
    interest_rate: Rate(),
    supplier_id: Nullable(Id()),
  },
  'stock-portfolios': { value: Amount(), supplier_id: Nullable(Id()) },
  loans: { liability_sub_type: oneOf(LOAN_SUB_TYPES), ...liabilityFields },
  credits: { liability_sub_type: oneOf(CREDIT_SUB_TYPES), limit: Amount(), ...liabilityFields },
  mortgages: {
    ...liabilityFields,
    loan_kind: Nullable(oneOf(formOptions.mortgageKinds)),
    established_month: Month(),
    term_end_month: Month(),
  },
} satisfies Record<EconomyCollection, Record<string, TSchema>>;

/** What POST takes: the type field of the collection is required, everything else may be left out. */
const REQUIRED: Record<EconomyCollection, string | null> = {
  properties: 'residence_type',
  vehicles: 'asset_type',
  boats: null,
  deposits: 'deposit_type',
  'stock-portfolios': null,
  loans: 'liability_sub_type',
  credits: 'liability_sub_type',
  mortgages: null,
};

function createBody(collection: EconomyCollection) {
  const own = fields[collection] as Record<string, TSchema>;
  const props: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries(own))
    props[name] = name === REQUIRED[collection] ? schema : Type.Optional(schema);
  return Type.Object(props, { additionalProperties: false });
}

/** A loan that finances the vehicle or boat it is sent with (its owner is the new item). */
const { vehicle_id: _vehicle, boat_id: _boat, property_id: _property, ...assetLoanFields } = fields.loans;
const AssetLoan = Type.Object(
  Object.fromEntries(
    Object.entries(assetLoanFields).map(([name, schema]) => [
      name,
      name === 'liability_sub_type' ? schema : Type.Optional(schema),
    ]),
  ),
  { additionalProperties: false },
);
const AssetLoans = Type.Optional(
  Type.Array(AssetLoan, {
    maxItems: L.loansWithAsset,
    description:
      'The loans that finance the new item, saved with it in one transaction: when one is refused (422 keyed ' +
      '`loans.<index>.<field>`) nothing is saved.',
  }),
);

/** POST of a vehicle or boat may bring the loans that finance it. */
function createPostBody(collection: EconomyCollection) {
  const body = createBody(collection);
  return collection === 'vehicles' || collection === 'boats'
    ? Type.Object({ ...body.properties, loans: AssetLoans }, { additionalProperties: false })
    : body;
}

export const EconomyItemBodies = Object.fromEntries(ECONOMY_COLLECTIONS.map((c) => [c, createPostBody(c)])) as Record<
  EconomyCollection,
  ReturnType<typeof createPostBody>
>;

/** PATCH takes any subset of the same fields; the merged item must pass the rules. */
export const EconomyItemPatches = Object.fromEntries(
  ECONOMY_COLLECTIONS.map((c) => [c, Type.Partial(createBody(c), { additionalProperties: false, minProperties: 1 })]),
) as Record<EconomyCollection, ReturnType<typeof createBody>>;

export const EconomyItemParams = Type.Object({ userId: Id(), id: Id() });

export const DeletePropertyQuery = Type.Object({
  loans: Type.Optional(
    Type.Union([Type.Literal('delete'), Type.Literal('keep')], {
      description:
        'What happens to the loans, credits and mortgages the item secures: deleted with it, or kept as ' +
        'unsecured debt. Required when there are any (409 otherwise).',
    }),
  ),
});

export const DeleteConflict = Type.Object({
  message: Type.String(),
  liabilities: Type.Integer({ minimum: 1, description: 'How many loans, credits and mortgages it secures.' }),
});

export const FamilyAndWorkBody = Type.Object(
  {
    civil_status: oneOf(formOptions.civilStatuses),
    birth_date: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    children_count: Type.Integer({ minimum: 0, maximum: L.maxChildren }),
    co_applicant_name: Type.Optional(Name()),
    co_applicant_birth_date: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    is_registered_as_bad_payer: Type.Optional(
      Nullable(
        Type.Boolean({ description: 'The customer or the co-applicant is registered in RKI or Debitor Registret.' }),
      ),
    ),
    co_applicant_employment_type: Type.Optional(Nullable(oneOf(formOptions.employmentTypes))),
    co_applicant_monthly_income: Type.Optional(Amount()),
    employment_type: oneOf(formOptions.employmentTypes),
    employer: Type.Optional(Name()),
    employed_since: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    monthly_income: Amount(),
  },
  { additionalProperties: false },
);

const Options = (values: readonly string[]) => Type.Array(Type.String(), { examples: [values.slice(0, 2)] });

export const CustomerResources = Type.Object({
  property_types: Options(PROPERTY_TYPES),
  residence_types: Options(formOptions.residenceTypes),
  asset_types: Options(formOptions.assetTypes),
  deposit_types: Options(DEPOSIT_TYPES),
  liability_types: Type.Array(
    Type.Object({ liability_type: Type.String(), liability_sub_types: Type.Array(Type.String()) }),
  ),
  mortgage_kinds: Options(formOptions.mortgageKinds),
  civil_statuses: Options(formOptions.civilStatuses),
  employment_types: Options(formOptions.employmentTypes),
  lenders: Type.Array(Type.Object({ id: Id(), name: Type.String(), short_name: Type.String() })),
});

/** A write answers with the item's id and the whole profile as it now is, so the page shows what was saved. */
export const EconomyWriteResult = Type.Object({ id: Id(), economic_profile: EconomicProfile });

export type EconomyWriteResult = Static<typeof EconomyWriteResult>;
export type FamilyAndWorkBody = Static<typeof FamilyAndWorkBody>;
export type CustomerResources = Static<typeof CustomerResources>;
export type DeleteConflict = Static<typeof DeleteConflict>;
