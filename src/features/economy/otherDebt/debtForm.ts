// What a debt's form asks and by which rules: the otherDebt step's, by type.
import type { useIntl } from 'react-intl';
import type { EconomicProfile } from '../../../../store/api/economyApi';
import { economyCreditSchema, economyLoanSchema } from '../../../../domain/validation/economy/economySchemas';
import { LIABILITY_FIELDS, type FieldSpec } from '../fieldSpec';
import { economySchemaContext } from '../schemaContext';
import { OTHER_DEBT_TYPES, type DebtType } from './otherDebtTypes';

/** A card's limit too; a car loan may name the vehicle it finances. */
export function fieldsFor(
  type: DebtType,
  economy: EconomicProfile | null,
  intl: ReturnType<typeof useIntl>,
): readonly FieldSpec[] {
  if (type === 'card_credits')
    return [...LIABILITY_FIELDS, { name: 'limit', kind: 'money', labelId: 'economy.field.limit' }];
  if (type === 'car_loans' && economy && economy.vehicles.length > 0)
    return [
      {
        name: 'vehicle_id',
        kind: 'select',
        labelId: 'economy.field.vehicle_id',
        options: economy.vehicles.map((v) => ({
          value: String(v.id),
          label:
            [v.make, v.model, v.year].filter(Boolean).join(' ') ||
            intl.formatMessage({ id: `options.assetTypes.${v.asset_type}` }),
        })),
      },
      ...LIABILITY_FIELDS,
    ];
  return LIABILITY_FIELDS;
}

export function schemaFor(type: DebtType) {
  const { collection, subType } = OTHER_DEBT_TYPES[type];
  return collection === 'credits'
    ? economyCreditSchema(economySchemaContext, subType)
    : economyLoanSchema(economySchemaContext, subType);
}
