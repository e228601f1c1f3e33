// The rules of the customer's economy pages, item by item: the request form's step schemas cut to one item, so a
// property, a car or a loan obeys the same rules (§5) whether it is typed in the form or on an economy page. The
// browser (src/features/economy) and the server (server/economicProfile/economyItems.ts) build the same schemas
// and differ only in the checks they inject.
import * as yup from 'yup';
import type { EconomyCollection } from '../../economyOptions';
import { CREDIT_SUB_TYPES, DEPOSIT_TYPES, LOAN_SUB_TYPES, PROPERTY_TYPES, VEHICLE_TYPES } from '../../economyOptions';
import { aboutYouSchema, badPayerAnswer } from '../steps/aboutYouSchema';
import type { StepSchemaContext } from '../steps/context';
import { creditItemSchema, debtItemSchema, mortgageItemSchema } from '../steps/debtSchemas';
import { employmentSchema } from '../steps/employmentSchema';
import { choice, money, recordId, requiredWhen } from '../steps/fieldSchemas';
import { hasPartner } from '../../formOptions';
import { propertySchema } from '../steps/housingSituationSchema';
import { assetSchema } from '../steps/otherAssetsSchema';
import { withRules, numberSchema } from '../yupRules';

type Ctx = StepSchemaContext;

const PROPERTY_FIELDS = [
  'id',
  'is_existing',
  'residence_type',
  'show_manual_address',
  'address_id',
  'oneLineAddress',
  'address1',
  'postal_code',
  'city',
  'address_country_code',
  'value',
  'price',
  'down_payment',
  'reason',
  'new_loan_amount',
] as const;

const ASSET_FIELDS = ['id', 'asset_type', 'make', 'model', 'year', 'value'] as const;

const owners = {
  property_id: recordId(),
  vehicle_id: recordId(),
  boat_id: recordId(),
  supplier_id: recordId(),
};

const rate = () =>
  withRules(numberSchema().nullable(), [['min', { type: 'numeric', value: 0 }], 'max_interest_rate']).default(null);

/** A home: the housing step's property without its debt lists (those are items of their own here). */
export const economyPropertySchema = (ctx: Ctx) =>
  propertySchema(ctx)
    .pick([...PROPERTY_FIELDS])
    .shape({ residence_type: choice(PROPERTY_TYPES) });

export const economyVehicleSchema = (ctx: Ctx) =>
  assetSchema(ctx)
    .pick([...ASSET_FIELDS])
    .shape({ asset_type: choice(VEHICLE_TYPES) });

export const economyBoatSchema = (ctx: Ctx) =>
  assetSchema(ctx)
    .pick([...ASSET_FIELDS])
    .shape({ asset_type: choice(['boat']) });

export const economyDepositSchema = () =>
  yup.object({
    id: recordId(),
    deposit_type: choice(DEPOSIT_TYPES),
    amount: money(),
    interest_rate: rate(),
    supplier_id: recordId(),
  });

export const economyStockPortfolioSchema = () =>
  yup.object({ id: recordId(), value: money(), supplier_id: recordId() });

/** A loan: student loans (SU) by their own periodic-payment rule, every other kind by the loans rule. */
export const economyLoanSchema = (ctx: Ctx, subType: unknown) => {
  const sub = typeof subType === 'string' ? subType : 'consumer';
  return debtItemSchema(ctx, {
    kind: sub === 'student' ? 'su' : 'loans',
    liabilityType: 'loan',
    liabilitySubType: sub,
  }).shape({ liability_sub_type: choice(LOAN_SUB_TYPES), ...owners });
};

export const economyCreditSchema = (ctx: Ctx, subType: unknown) =>
  creditItemSchema(ctx, typeof subType === 'string' ? subType : 'card').shape({
    liability_sub_type: choice(CREDIT_SUB_TYPES),
    ...owners,
  });

/** A mortgage-credit loan always finances a home. */
export const economyMortgageSchema = (ctx: Ctx) =>
  mortgageItemSchema(ctx).shape({
    ...owners,
    property_id: withRules(yup.number().nullable(), ['required']).default(null),
    loan_kind: choice('mortgageKinds', { required: false }),
  });

/** The schema of one item of a collection, for the item as it will be stored (the change merged in). */
export function economyItemSchema(collection: EconomyCollection, ctx: Ctx, item: Record<string, unknown>) {
  switch (collection) {
    case 'properties':
      return economyPropertySchema(ctx);
    case 'vehicles':
      return economyVehicleSchema(ctx);
    case 'boats':
      return economyBoatSchema(ctx);
    case 'deposits':
      return economyDepositSchema();
    case 'stock-portfolios':
      return economyStockPortfolioSchema();
    case 'loans':
      return economyLoanSchema(ctx, item.liability_sub_type);
    case 'credits':
      return economyCreditSchema(ctx, item.liability_sub_type);
    case 'mortgages':
      return economyMortgageSchema(ctx);
  }
}

const FAMILY_FIELDS = [
  'civil_status',
  'birth_date',
  'children_count',
  'co_applicant_name',
  'co_applicant_birth_date',
  'is_registered_as_bad_payer',
] as const;

/** Family and work: the aboutYou and employment steps' fields (no CPR number: the profile keeps the birth date). */
export function familySchema(ctx: Ctx) {
  // A profile saved before the bad-payer question was asked has no answer, and its work half must still save;
  // the request form asks it again. "Yes" is refused here as there.
  return aboutYouSchema(ctx)
    .pick([...FAMILY_FIELDS])
    .shape({ is_registered_as_bad_payer: badPayerAnswer({ required: false }) });
}

/**
 * Family and work as one body: the partner's work and income are asked whenever the civil status in the same body
 * has a partner, so a page that changes the civil status is held to the answers it brings with it.
 */
export function familyAndWorkSchema(ctx: Ctx) {
  const partnered = ([status]: unknown[]) => hasPartner(status);
  return familySchema(ctx)
    .concat(employmentSchema({ ...ctx, steps: { ...ctx.steps, aboutYou: { civil_status: null } } }))
    .shape({
      co_applicant_employment_type: requiredWhen(
        choice('employmentTypes', { required: false }),
        ['civil_status'],
        partnered,
      ),
      co_applicant_monthly_income: requiredWhen(money({ required: false }), ['civil_status'], partnered),
    });
}
