// The customer's economic profile (spec §3), as GET …/economic-profiles answers it; amounts in kroner.
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, Kroner, Nullable, Percent } from './primitives';

const Liability = {
  id: Id(),
  liability_sub_type: Type.String(),
  debt: Nullable(Kroner()),
  is_existing: Type.Boolean(),
  debtable: Type.Boolean(),
  interest_rate: Nullable(Percent()),
  periodic_payment: Nullable(Kroner({ description: 'Per month, kroner.' })),
  term_months: Nullable(Type.Integer()),
  property_id: Nullable(Id()),
  vehicle_id: Nullable(Id()),
  boat_id: Nullable(Id()),
  supplier_id: Nullable(Id()),
};

const Asset = Type.Object({
  id: Id(),
  asset_type: Type.String(),
  make: Nullable(Type.String()),
  model: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  value: Nullable(Kroner()),
  is_existing: Type.Boolean(),
  down_payment: Nullable(
    Kroner({ description: 'One being bought (is_existing false): the down payment, kroner; its price is value.' }),
  ),
});

export const EconomicProfile = Type.Object({
  id: Id(),
  user_id: Id(),
  civil_status: Nullable(Type.String()),
  birth_date: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  children_count: Nullable(Type.Integer()),
  is_registered_as_bad_payer: Nullable(
    Type.Boolean({ description: 'The customer or the co-applicant is registered in RKI or Debitor Registret.' }),
  ),
  residence_type: Nullable(Type.String()),
  employment_type: Nullable(Type.String()),
  employer: Nullable(Type.String()),
  employed_since: Nullable(Type.String()),
  monthly_income: Nullable(Kroner({ description: 'Before tax, per month, kroner.' })),
  current_supplier_id: Nullable(Id()),
  updated_at: IsoDateTime(),
  properties: Type.Array(
    Type.Object({
      id: Id(),
      residence_type: Nullable(Type.String()),
      is_existing: Type.Boolean(),
      new_property_reason: Nullable(Type.String()),
      value: Nullable(Kroner()),
      price: Nullable(Kroner()),
      down_payment: Nullable(Kroner()),
      new_loan_amount: Nullable(Kroner()),
      address: Type.Object({
        address1: Nullable(Type.String()),
        address2: Nullable(Type.String()),
        address3: Nullable(Type.String()),
      }),
      postal_code: Nullable(Type.String()),
      city: Nullable(Type.String()),
      address_country_code: Nullable(Type.String()),
      oneLineAddress: Nullable(Type.String()),
    }),
  ),
  boats: Type.Array(Asset),
  vehicles: Type.Array(Asset),
  loans: Type.Array(Type.Object(Liability)),
  credits: Type.Array(Type.Object({ ...Liability, limit: Nullable(Kroner()) })),
  mortgages: Type.Array(
    Type.Object({
      ...Liability,
      loan_kind: Nullable(Type.String()),
      established_month: Nullable(Type.String({ description: 'YYYY-MM' })),
      term_end_month: Nullable(Type.String({ description: 'YYYY-MM' })),
    }),
  ),
  deposits: Type.Array(
    Type.Object({
      id: Id(),
      deposit_type: Type.String(),
      amount: Nullable(Kroner()),
      interest_rate: Nullable(Percent()),
      supplier_id: Nullable(Id()),
    }),
  ),
  stockPortfolios: Type.Array(Type.Object({ id: Id(), value: Nullable(Kroner()), supplier_id: Nullable(Id()) })),
  companionPerson: Nullable(
    Type.Object({
      id: Id(),
      name: Nullable(Type.String()),
      birth_date: Nullable(Type.String()),
      employment_type: Nullable(Type.String()),
      employer: Nullable(Type.String()),
      monthly_income: Nullable(Kroner()),
    }),
  ),
});

export type EconomicProfile = Static<typeof EconomicProfile>;
