// otherAssets: the vehicles and boats the customer owns (with their loans), and a new vehicle they want to buy.
import * as yup from 'yup';
import { today } from '../dates';
import type { StepSchemaContext } from './context';
import { debtItemSchema, debtListSchema } from './debtSchemas';
import { choice, money, recordId, requiredWhen, text, wholeNumber, yesNo } from './fieldSchemas';

/** Older vehicles are veterans no lender finances against; the form still takes them as assets. */
export const OLDEST_ASSET_YEAR = 1900;

const wantsVehicle = (value: unknown) => value === true;

export function assetSchema(ctx: StepSchemaContext) {
  // Next year's models are sold from the autumn before.
  const newestYear = today(ctx.now).year + 1;
  return yup.object({
    id: recordId(),
    asset_type: choice('assetTypes'),
    make: text(['required'], 100),
    model: text([], 100),
    year: wholeNumber([
      'required',
      'valid_date_year_only',
      ['min', { type: 'numeric', value: OLDEST_ASSET_YEAR }],
      ['max', { type: 'numeric', value: newestYear }],
    ]),
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
