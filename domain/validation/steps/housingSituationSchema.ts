// housingSituation: where the customer lives now, the homes they own (value, mortgages, bank loans) and a home
// they are buying (price, down payment, why).
import * as yup from 'yup';
import { CURRENT_RESIDENCE_TYPES } from '../../formOptions';
import type { ValidationMessage } from '../message';
import { addressFields } from './addressSchemas';
import type { StepSchemaContext } from './context';
import { debtItemSchema, debtListSchema, mortgageItemSchema } from './debtSchemas';
import { choice, money, recordId, requiredWhen, yesNo } from './fieldSchemas';

/** What a property in the list can be. */
export const OWNED_RESIDENCE_TYPES = ['owner_house', 'owner_flat', 'cooperative_flat', 'holiday_home'] as const;

const OWN_HOME_MISSING: ValidationMessage = { id: 'validation.properties.ownHomeMissing' };
const NEW_HOME_MISSING: ValidationMessage = { id: 'validation.properties.newHomeMissing' };

const isExisting = (value: unknown) => value === true;
const isNew = (value: unknown) => value === false;

export function propertySchema(ctx: StepSchemaContext) {
  return yup.object({
    id: recordId(),
    /** true: a home the customer owns; false: a home they are buying. */
    is_existing: yesNo(),
    residence_type: choice(OWNED_RESIDENCE_TYPES),
    ...addressFields(ctx, { path: 'is_existing', is: true }),
    /** Today's market value of an owned home. */
    value: requiredWhen(money({ required: false, min: 1 }), ['is_existing'], ([existing]) => isExisting(existing)),
    price: requiredWhen(money({ required: false, min: 1 }), ['is_existing'], ([existing]) => isNew(existing)),
    down_payment: requiredWhen(
      money({ required: false, rules: [['downpayment_lte_value', ({ parent }) => ({ other: parent.price })]] }),
      ['is_existing'],
      ([existing]) => isNew(existing),
    ),
    /** Why a new home is bought; `move` means the current one is sold (spec §4). */
    reason: requiredWhen(choice('newPropertyReasons', { required: false }), ['is_existing'], ([existing]) =>
      isNew(existing),
    ),
    /** Extra money the customer wants to borrow against an owned home. */
    new_loan_amount: money({ required: false }),
    mortgages: debtListSchema(mortgageItemSchema(ctx)),
    loans: debtListSchema(
      debtItemSchema(ctx, { kind: 'loans', liabilityType: 'loan', liabilitySubType: 'bank_home_loan' }),
    ),
    credits: debtListSchema(
      debtItemSchema(ctx, { kind: 'loans', liabilityType: 'credit', liabilitySubType: 'home_credit' }),
    ),
  });
}

type PropertyValues = { is_existing?: unknown };

export function housingSituationSchema(ctx: StepSchemaContext) {
  return yup.object({
    residence_type: choice(CURRENT_RESIDENCE_TYPES),
    properties: yup
      .array(propertySchema(ctx))
      .default([])
      .test({
        name: 'ownHomeListed',
        // Lenders price a refinancing from the home's value and loans: an owner must list the home.
        test(properties, testContext) {
          const residence = (testContext.parent as { residence_type?: unknown } | undefined)?.residence_type;
          const owns = residence === 'owner_house' || residence === 'owner_flat' || residence === 'cooperative_flat';
          const listed = (properties ?? []).some((p: PropertyValues) => isExisting(p.is_existing));
          return !owns || listed || testContext.createError({ message: OWN_HOME_MISSING });
        },
      })
      .test({
        name: 'newHomeListed',
        test(properties, testContext) {
          if (ctx.formPurpose !== 'property_purchaser') return true;
          const listed = (properties ?? []).some((p: PropertyValues) => isNew(p.is_existing));
          return listed || testContext.createError({ message: NEW_HOME_MISSING });
        },
      }),
  });
}
