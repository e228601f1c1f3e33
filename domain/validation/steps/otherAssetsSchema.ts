// otherAssets: the vehicles and boats the customer owns (with their loans), and a vehicle they want to buy: what
// it is (type, make, model, model year, new or used; lenders price on them) and what it costs.
import * as yup from 'yup';
import { today } from '../dates';
import type { ValidationMessage } from '../message';
import type { StepSchemaContext } from './context';
import { debtItemSchema, debtListSchema } from './debtSchemas';
import { choice, money, recordId, requiredWhen, text, wholeNumber, yesNo } from './fieldSchemas';

/** Older vehicles are veterans no lender finances against; the form still takes them as assets. */
export const OLDEST_ASSET_YEAR = 1900;
/** Make and model are names, not descriptions. */
export const MAX_MAKE_LENGTH = 100;
export const MAX_MODEL_LENGTH = 100;

const wantsVehicle = (value: unknown) => value === true;

/**
 * A model year: four digits, from OLDEST_ASSET_YEAR to next year (next year's models are sold from the autumn
 * before). The limits travel as text, so a year never shows with a thousands separator ("2.027").
 */
function modelYear(ctx: StepSchemaContext, { required }: { required: boolean }) {
  const newest = today(ctx.now).year + 1;
  const outOfRange: ValidationMessage = {
    id: 'validation.modelYear',
    values: { min: String(OLDEST_ASSET_YEAR), max: String(newest) },
  };
  return wholeNumber(required ? ['required', 'valid_date_year_only'] : ['valid_date_year_only']).test({
    name: 'modelYear',
    test: (value, testContext) =>
      value === null ||
      value === undefined ||
      (value >= OLDEST_ASSET_YEAR && value <= newest) ||
      testContext.createError({ message: outOfRange }),
  });
}

export function assetSchema(ctx: StepSchemaContext) {
  return yup.object({
    id: recordId(),
    asset_type: choice('assetTypes'),
    make: text(['required'], MAX_MAKE_LENGTH),
    model: text([], MAX_MODEL_LENGTH),
    year: modelYear(ctx, { required: true }),
    value: money(),
    /** The list holds what the customer owns; a wanted vehicle is the want_new_vehicle question. */
    is_existing: yup.boolean().default(true),
    loans: debtListSchema(debtItemSchema(ctx, { kind: 'loans', liabilityType: 'loan', liabilitySubType: 'car' })),
    credits: debtListSchema(debtItemSchema(ctx, { kind: 'loans', liabilityType: 'credit', liabilitySubType: 'car' })),
  });
}

export function otherAssetsSchema(ctx: StepSchemaContext) {
  return yup.object({
    want_new_vehicle: yesNo(),
    new_vehicle_type: requiredWhen(choice('assetTypes', { required: false }), ['want_new_vehicle'], ([wants]) =>
      wantsVehicle(wants),
    ),
    new_vehicle_make: requiredWhen(text([], MAX_MAKE_LENGTH), ['want_new_vehicle'], ([wants]) => wantsVehicle(wants)),
    new_vehicle_model: requiredWhen(text([], MAX_MODEL_LENGTH), ['want_new_vehicle'], ([wants]) => wantsVehicle(wants)),
    new_vehicle_year: requiredWhen(modelYear(ctx, { required: false }), ['want_new_vehicle'], ([wants]) =>
      wantsVehicle(wants),
    ),
    new_vehicle_condition: requiredWhen(
      choice('vehicleConditions', { required: false }),
      ['want_new_vehicle'],
      ([wants]) => wantsVehicle(wants),
    ),
    new_vehicle_price: requiredWhen(money({ required: false, min: 1 }), ['want_new_vehicle'], ([wants]) =>
      wantsVehicle(wants),
    ),
    new_vehicle_down_payment: requiredWhen(
      money({
        required: false,
        rules: [['downpayment_lte_value', ({ parent }) => ({ other: parent.new_vehicle_price })]],
      }),
      ['want_new_vehicle'],
      ([wants]) => wantsVehicle(wants),
    ),
    assets: yup.array(assetSchema(ctx)).default([]),
  });
}
