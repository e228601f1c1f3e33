// What an asset's form asks and by which rules, and the loans that finance a vehicle or boat.
import {
  economyBoatSchema,
  economyDepositSchema,
  economyLoanSchema,
  economyStockPortfolioSchema,
  economyVehicleSchema,
} from '../../../../domain/validation/economy/economySchemas';
import { LIABILITY_FIELDS, type FieldSpec } from '../fieldSpec';
import { economySchemaContext } from '../schemaContext';
import type { AssetKind } from './assetKinds';

const VEHICLE_FIELDS: readonly FieldSpec[] = [
  { name: 'make', kind: 'text', labelId: 'economy.field.make' },
  { name: 'model', kind: 'text', labelId: 'economy.field.model' },
  { name: 'year', kind: 'number', labelId: 'economy.field.year' },
  { name: 'value', kind: 'money', labelId: 'economy.field.value' },
];

/** The fields of an asset of `kind`; savings ask for the lender (the customer's bank). */
export function assetFields(kind: AssetKind, lenders: { value: string; label: string }[]): readonly FieldSpec[] {
  const lender: FieldSpec = {
    name: 'supplier_id',
    kind: 'select',
    labelId: 'economy.field.supplier_id',
    options: lenders,
  };
  if (kind.collection === 'deposits')
    return [
      { name: 'amount', kind: 'money', labelId: 'economy.field.amount' },
      { name: 'interest_rate', kind: 'number', labelId: 'economy.field.interest_rate' },
      lender,
    ];
  if (kind.collection === 'stock-portfolios')
    return [{ name: 'value', kind: 'money', labelId: 'economy.field.portfolioValue' }, lender];
  return VEHICLE_FIELDS;
}

/** The request form's rules for the asset (§5: model year 1900 to next year, amounts within bounds). */
export function assetSchema(kind: AssetKind) {
  switch (kind.collection) {
    case 'vehicles':
      return economyVehicleSchema(economySchemaContext);
    case 'boats':
      return economyBoatSchema(economySchemaContext);
    case 'deposits':
      return economyDepositSchema();
    default:
      return economyStockPortfolioSchema();
  }
}

/** A loan on a vehicle or boat: the otherAssets step's asset loans are car loans (sub type `car`). */
export const ASSET_LOAN_SUB_TYPE = 'car';
export const ASSET_LOAN_FIELDS = LIABILITY_FIELDS;
export const assetLoanSchema = () => economyLoanSchema(economySchemaContext, ASSET_LOAN_SUB_TYPE);
